import { incubatorArrangement } from '@pnc/schemas/centre/incubator-arrangement';
import { Spin } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardDayHeader } from '../planner/board-day-header';
import { addDays, dayOrNull, daysFrom, monthDay, todayTaipei } from '../planner/centre-days';
import { PeriodNav } from '../planner/period-nav';
import '../planner/planner.css';
import { type DrawerTarget, RecordDrawer } from '../planner/record-drawer';
import { useQueryState } from '../planner/use-query-state';
import { ApiErrorAlert } from '../resource/api-error';
import { useRefLabels } from '../resource/display';
import { useCentreListQuery } from '../resource/resource-api';
import './incubator-board.css';
import { type Arrangement, freeAt, INCUBATOR_DAYS, prefillStart } from './incubator-math';
import { type Incubator, IncubatorRow } from './incubator-row';

const byIncubator = (list: readonly Arrangement[]) => {
  const map = new Map<number, Arrangement[]>();
  for (const a of list) map.set(a.incubator, [...(map.get(a.incubator) ?? []), a]);
  return map;
};

/**
 * /centre/incubatorBoard?from=YYYY-MM-DD — every incubator against 14 days (GET /api/incubator_arrangement/
 * ?from_date&duration=14): arrangements as bars with the baby's name, a free day opens the arrangement form
 * prefilled with the incubator and the day, and an overlap the server refuses (409) is said in words.
 */
export default function IncubatorBoard() {
  const { t } = useTranslation('centre');
  const today = todayTaipei();
  const [params, update] = useQueryState();
  const from = dayOrNull(params.get('from')) ?? addDays(today, -2);
  const days = useMemo(() => daysFrom(from, INCUBATOR_DAYS), [from]);
  const [drawer, setDrawer] = useState<DrawerTarget>(null);
  // One instant for the whole render: bar colours and "free now" agree.
  const [now] = useState(() => Date.now());
  const nowIso = new Date(now).toISOString();

  const incubators = useCentreListQuery({ resource: 'incubator', params: { limit: 1000 } });
  const inWindow = useCentreListQuery({
    resource: 'incubator_arrangement',
    params: { from_date: from, duration: INCUBATOR_DAYS, limit: 1000 },
  });
  const current = useCentreListQuery({
    resource: 'incubator_arrangement',
    params: { from_date: today, duration: 1, limit: 1000 },
  });
  const babyNames = useRefLabels('baby');
  const list = (incubators.data?.results ?? []) as unknown as Incubator[];
  const arrangementsOf = useMemo(() => byIncubator((inWindow.data?.results ?? []) as unknown as Arrangement[]), [inWindow.data]);
  const free = current.data ? freeAt(list, current.data.results as unknown as Arrangement[], nowIso) : null;

  if (incubators.error) return <ApiErrorAlert error={incubators.error} />;
  const grid = { '--board-days': INCUBATOR_DAYS } as CSSProperties;
  return (
    <div className="pnc-board-wrap">
      <PeriodNav
        title={t('board.range', { from, to: days.at(-1) })}
        prevLabel={t('incubatorBoard.earlier')}
        nextLabel={t('incubatorBoard.later')}
        onPrev={() => update({ from: addDays(from, -7) })}
        onToday={() => update({ from: null })}
        onNext={() => update({ from: addDays(from, 7) })}
      >
        <div className="pnc-board-legend" aria-label={t('board.legend')} role="group">
          {(['current', 'upcoming', 'ended'] as const).map((s) => (
            <span key={s} className="pnc-legend-item">
              <i className={`pnc-legend-swatch pnc-stay-${s}`} aria-hidden />
              {t(`incubatorBoard.status.${s}`)}
            </span>
          ))}
          <span className="pnc-legend-item">
            <i className="pnc-legend-swatch pnc-inc-free-swatch" aria-hidden />
            {t('incubatorBoard.free')}
          </span>
        </div>
      </PeriodNav>
      {free && (
        <p className="pnc-inc-summary" data-testid="incubators-free-now">
          {free.length
            ? t('incubatorBoard.freeNow', { count: free.length, codes: free.map((i) => i.code).join(t('generic.listSeparator')) })
            : t('incubatorBoard.noneFree')}
        </p>
      )}
      {inWindow.error && <ApiErrorAlert error={inWindow.error} />}
      {incubators.isLoading ? (
        <div className="pnc-centre-wait">
          <Spin />
        </div>
      ) : (
        <div
          className="pnc-board pnc-inc-board"
          style={grid}
          role="region"
          aria-label={t('incubatorBoard.title')}
          tabIndex={0}
          data-testid="incubator-board"
        >
          <BoardDayHeader
            corner={t('incubator.fields.code')}
            days={days}
            today={today}
            dateOf={(day) => <span className="pnc-board-date">{monthDay(day)}</span>}
          />
          {list.map((incubator) => (
            <IncubatorRow
              key={incubator.id}
              incubator={incubator}
              arrangements={arrangementsOf.get(incubator.id) ?? []}
              days={days}
              today={today}
              now={nowIso}
              babyNames={babyNames}
              onFree={(inc, day) => setDrawer({ defaults: { incubator: inc.id, start_at: prefillStart(day, Date.now()) } })}
              onOpen={(a) => setDrawer({ id: a.id })}
            />
          ))}
        </div>
      )}
      <RecordDrawer
        def={incubatorArrangement}
        target={drawer}
        onClose={() => setDrawer(null)}
        errorMessages={{ incubator_taken: t('incubatorBoard.overlap') }}
      />
    </div>
  );
}
