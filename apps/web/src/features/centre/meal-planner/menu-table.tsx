import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pickLang } from '../../../lib/pick-lang';
import type { CentreRecord } from '../centre-events';
import { AddButton, WeekTable } from '../planner/week-table';
import { enumText, RefText } from '../resource/display';
import type { MealPlan, MenuRow } from './kitchen-counts';
import { dietText } from './kitchen-table';
import type { MotherWeek } from './meal-week';

export type Menu = MenuRow & CentreRecord;

interface Props {
  days: readonly string[];
  rows: readonly MotherWeek[];
  cells: ReadonlyMap<string, Menu[]>;
  planOf: (mother: number, day: string) => MealPlan | null;
  motherName: (id: number) => string;
  roomNumber: (id: number) => string;
  onAdd: (mother: number, day: string) => void;
  onOpenMenu: (id: number) => void;
  onOpenPlan: (id: number) => void;
}

/** Mothers (rows) × the week's days: each day's meals, which open the generic form, and a button to add one. */
export function MenuTable({ days, rows, cells, planOf, motherName, roomNumber, onAdd, onOpenMenu, onOpenPlan }: Props) {
  const { t, i18n } = useTranslation('centre');
  return (
    <WeekTable
      label={t('meals.menus')}
      className="pnc-menus"
      testId="meal-menus"
      corner={t('mom_meal_menu.fields.mother')}
      days={days}
    >
      {rows.map((row) => {
        const name = motherName(row.mother);
        const plan = planOf(row.mother, [...row.staying].sort()[0] ?? days[0]!);
        return (
          <tr key={row.mother} data-testid="meal-row">
            <th scope="row" className="pnc-menu-mother">
              <span className="pnc-mother-name">
                <RefText target="mother" id={row.mother} />
              </span>
              {row.room !== null && <span className="pnc-muted">{roomNumber(row.room)}</span>}
              {plan ? (
                <button type="button" className="pnc-menu-diet" onClick={() => onOpenPlan(plan.id)}>
                  {dietText(t, plan.diet)}
                </button>
              ) : (
                <span className="pnc-menu-diet is-missing">{t('meals.noPlan')}</span>
              )}
              {plan?.allergies && (
                <span className="pnc-menu-allergy">
                  <WarningOutlined aria-hidden /> {t('meals.allergies', { text: plan.allergies })}
                </span>
              )}
            </th>
            {days.map((day) => {
              const list = cells.get(`${row.mother}|${day}`) ?? [];
              if (!row.staying.has(day) && !list.length)
                return (
                  <td key={day} className="pnc-menu-away">
                    <span className="pnc-visually-hidden">{t('meals.notStaying')}</span>
                  </td>
                );
              return (
                <td key={day}>
                  <ul className="pnc-menu-list">
                    {list.map((m) => (
                      <li key={m.id}>
                        <button type="button" className="pnc-plan-item pnc-menu-item" onClick={() => onOpenMenu(m.id)}>
                          <span className="pnc-menu-meal">{enumText(t, 'mom_meal_menu', 'meal', m.meal)}</span>
                          <span className="pnc-menu-dishes">{pickLang(m, 'dishes', i18n.language) || t('meals.noDishes')}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  <AddButton label={t('meals.addFor', { name, day })} onClick={() => onAdd(row.mother, day)} />
                </td>
              );
            })}
          </tr>
        );
      })}
    </WeekTable>
  );
}
