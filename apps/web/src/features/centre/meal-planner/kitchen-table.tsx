import { diets } from '@pnc/schemas/centre/mom-meal-info';
import { Empty } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { WeekTable } from '../planner/week-table';
import { enumText, RefText } from '../resource/display';
import { type DietKey, type KitchenDay, type KitchenNote, mealsCooked } from './kitchen-counts';

const dietOrder: readonly DietKey[] = [...diets, 'no_plan'];

export const dietText = (t: TFunction, diet: DietKey) =>
  diet === 'no_plan' ? t('meals.noPlan') : enumText(t, 'mom_meal_info', 'diet', diet);

function noteText(t: TFunction, note: KitchenNote) {
  const parts = [
    note.allergies && t('meals.allergies', { text: note.allergies }),
    note.avoid_foods && t('meals.avoid', { text: note.avoid_foods }),
    note.custom && t('meals.custom', { text: note.custom }),
  ].filter(Boolean);
  return parts.join(t('generic.listSeparator'));
}

/** What the kitchen cooks each day of the week: meals by kind and diet, the day's total, and what to leave out for whom. */
export function KitchenTable({ week }: { week: readonly KitchenDay[] }) {
  const { t } = useTranslation('centre');
  const cooked = mealsCooked(week);
  if (!cooked.length) return <Empty description={t('meals.noMenus')} />;
  return (
    <WeekTable
      label={t('meals.kitchen')}
      className="pnc-kitchen"
      testId="kitchen-counts"
      corner={t('mom_meal_menu.fields.meal')}
      days={week.map((d) => d.date)}
    >
      {cooked.map((meal) => (
        <tr key={meal}>
          <th scope="row">{enumText(t, 'mom_meal_menu', 'meal', meal)}</th>
          {week.map((d) => (
            <td key={d.date}>
              {dietOrder
                .filter((diet) => d.counts[meal]?.[diet])
                .map((diet) => (
                  <div key={diet} className="pnc-kitchen-line">
                    <span>{dietText(t, diet)}</span>
                    <strong>{d.counts[meal]![diet]}</strong>
                  </div>
                ))}
            </td>
          ))}
        </tr>
      ))}
      <tr className="pnc-kitchen-total">
        <th scope="row">{t('meals.total')}</th>
        {week.map((d) => (
          <td key={d.date} data-testid={`kitchen-total-${d.date}`}>
            {d.total}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row">{t('meals.notes')}</th>
        {week.map((d) => (
          <td key={d.date} className="pnc-kitchen-notes">
            {d.notes.map((n) => (
              <div key={n.mother}>
                <strong>
                  <RefText target="mother" id={n.mother} />
                </strong>{' '}
                {noteText(t, n)}
              </div>
            ))}
          </td>
        ))}
      </tr>
    </WeekTable>
  );
}
