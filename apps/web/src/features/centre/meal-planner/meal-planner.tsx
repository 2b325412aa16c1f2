import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { momMealInfo } from '@pnc/schemas/centre/mom-meal-info';
import { momMealMenu } from '@pnc/schemas/centre/mom-meal-menu';
import { Alert, Card, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayOrNull, daysFrom, todayTaipei, weekStart } from '../planner/centre-days';
import { PeriodNav } from '../planner/period-nav';
import '../planner/planner.css';
import { type DrawerTarget, RecordDrawer } from '../planner/record-drawer';
import { useQueryState } from '../planner/use-query-state';
import { ApiErrorAlert } from '../resource/api-error';
import { useRefLabels } from '../resource/display';
import type { Page } from '@pnc/schemas/common';
import { useCentreListQuery } from '../resource/resource-api';
import { type ContractRow, kitchenCounts, type MealPlan, planFinder } from './kitchen-counts';
import { KitchenTable } from './kitchen-table';
import './meal-planner.css';
import { menusByCell, type StayRow, weekRows } from './meal-week';
import { type Menu, MenuTable } from './menu-table';

const rowsOf = <T,>(page: Page<unknown> | undefined) => (page?.results ?? []) as unknown as T[];
const LIMIT = 1000;

/**
 * /centre/meals?week=YYYY-MM-DD — one week (Sunday first) of the mothers staying and their meal menus, each
 * editable through the generic form, and what the kitchen cooks each day by meal and diet. Reads the week's
 * stays, the contracts of the mothers staying, the meal plans in effect and the menus: four list calls.
 */
export default function MealPlanner() {
  const { t } = useTranslation('centre');
  const today = todayTaipei();
  const [params, update] = useQueryState();
  const week = weekStart(dayOrNull(params.get('week')) ?? today);
  const days = useMemo(() => daysFrom(week, 7), [week]);
  const [drawer, setDrawer] = useState<{ def: ResourceDefinition; target: DrawerTarget }>({ def: momMealMenu, target: null });

  const weekWindow = { from_date: week, duration: 7, limit: LIMIT };
  const stays = useCentreListQuery({ resource: 'mom_living_record', params: weekWindow });
  const contracts = useCentreListQuery({ resource: 'contract', params: weekWindow });
  const plans = useCentreListQuery({ resource: 'mom_meal_info', params: weekWindow });
  const menus = useCentreListQuery({
    resource: 'mom_meal_menu',
    params: { date_from: week, date_to: addDays(week, 6), limit: LIMIT },
  });
  const mothers = useRefLabels('mother');
  const rooms = useRefLabels('room');
  const queries = [stays, contracts, plans, menus];

  const menuRows = useMemo(() => rowsOf<Menu>(menus.data), [menus.data]);
  const planRows = useMemo(() => rowsOf<MealPlan>(plans.data), [plans.data]);
  const contractRows = useMemo(() => rowsOf<ContractRow>(contracts.data), [contracts.data]);
  const planOf = useMemo(() => planFinder(planRows, contractRows), [planRows, contractRows]);
  const kitchen = useMemo(() => kitchenCounts(days, menuRows, planRows, contractRows), [days, menuRows, planRows, contractRows]);
  const rows = useMemo(
    () => weekRows(days, rowsOf<StayRow>(stays.data), menuRows, (id) => rooms.get(id) ?? ''),
    [days, stays.data, menuRows, rooms],
  );
  const cells = useMemo(() => menusByCell(menuRows), [menuRows]);
  const motherName = (id: number) => mothers.get(id) ?? `#${id}`;
  const error = queries.find((q) => q.error)?.error;
  // More rows than one call answers: say so rather than count short.
  const truncated = queries.some((q) => q.data && q.data.count > q.data.results.length);
  const open = (def: ResourceDefinition, target: DrawerTarget) => setDrawer({ def, target });

  return (
    <div className="pnc-meal-planner">
      <PeriodNav
        title={t('board.range', { from: days[0], to: days[6] })}
        prevLabel={t('meals.prevWeek')}
        nextLabel={t('meals.nextWeek')}
        onPrev={() => update({ week: addDays(week, -7) })}
        onToday={() => update({ week: null })}
        onNext={() => update({ week: addDays(week, 7) })}
      >
        {queries.some((q) => q.isFetching) && <Spin size="small" />}
      </PeriodNav>
      {error && <ApiErrorAlert error={error} />}
      {truncated && <Alert type="warning" showIcon title={t('meals.truncated', { limit: LIMIT })} className="pnc-form-alert" />}
      <Card size="small" title={<h3 className="pnc-card-title">{t('meals.kitchen')}</h3>} className="pnc-plan-card">
        <KitchenTable week={kitchen} />
      </Card>
      <Card size="small" title={<h3 className="pnc-card-title">{t('meals.menus')}</h3>} className="pnc-plan-card">
        {rows.length ? (
          <MenuTable
            days={days}
            rows={rows}
            cells={cells}
            planOf={planOf}
            motherName={motherName}
            roomNumber={(id) => rooms.get(id) ?? `#${id}`}
            onAdd={(mother, date) => open(momMealMenu, { defaults: { mother, date } })}
            onOpenMenu={(id) => open(momMealMenu, { id })}
            onOpenPlan={(id) => open(momMealInfo, { id })}
          />
        ) : (
          <p className="pnc-muted">{t('meals.nobodyStaying')}</p>
        )}
      </Card>
      <RecordDrawer def={drawer.def} target={drawer.target} onClose={() => setDrawer((d) => ({ ...d, target: null }))} />
    </div>
  );
}
