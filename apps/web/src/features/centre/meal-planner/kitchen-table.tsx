import { diets } from '@pnc/schemas/centre/mom-meal-info';
import { Empty } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { monthDay, weekdayOf } from '../planner/centre-days';
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
    <div className="pnc-plan-scroll" role="region" aria-label={t('meals.kitchen')} tabIndex={0}>
      <table className="pnc-plan-table pnc-kitchen" data-testid="kitchen-counts">
        <thead>
          <tr>
            <th scope="col">{t('mom_meal_menu.fields.meal')}</th>
            {week.map((d) => (
              <th key={d.date} scope="col">
                {t(`board.weekday.${weekdayOf(d.date)}`)} {monthDay(d.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
