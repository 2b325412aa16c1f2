import { PlusOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { taipeiDay } from '../planner/centre-days';
import { RefText, StatusTag } from '../resource/display';
import { type Arrangement, arrangementStatus, placeBars } from './incubator-math';

export interface Incubator {
  id: number;
  code: string;
  status: string;
}

interface Props {
  incubator: Incubator;
  arrangements: readonly Arrangement[];
  days: readonly string[];
  today: string;
  now: string;
  babyNames: ReadonlyMap<number, string>;
  onFree: (incubator: Incubator, day: string) => void;
  onOpen: (arrangement: Arrangement) => void;
}

/** One incubator across the days: its arrangements as bars (one line each when they meet), free days as buttons. */
export function IncubatorRow({ incubator, arrangements, days, today, now, babyNames, onFree, onOpen }: Props) {
  const { t } = useTranslation('centre');
  const { bars, lanes, taken } = placeBars(arrangements, days[0]!, days.length);
  const rows = { gridTemplateRows: `repeat(${lanes}, 40px)` } as CSSProperties;
  return (
    <div className="pnc-board-row pnc-inc-row" style={rows} data-testid={`incubator-${incubator.code}`}>
      <div className="pnc-board-room pnc-inc-head" style={{ gridRow: '1 / -1' }}>
        <span className="pnc-board-room-no">{incubator.code}</span>
        <StatusTag resource="incubator" value={incubator.status} />
      </div>
      {days.map((day, i) =>
        taken[i] ? (
          <div
            key={day}
            className={`pnc-board-cell pnc-inc-cell${day === today ? ' is-today' : ''}`}
            style={{ gridColumn: i + 2, gridRow: '1 / -1' }}
          />
        ) : (
          <button
            key={day}
            type="button"
            className={`pnc-board-cell pnc-inc-cell pnc-inc-free${day === today ? ' is-today' : ''}`}
            style={{ gridColumn: i + 2, gridRow: '1 / -1' }}
            aria-label={t('incubatorBoard.addAt', { code: incubator.code, day })}
            title={t('incubatorBoard.addAt', { code: incubator.code, day })}
            onClick={() => onFree(incubator, day)}
            data-testid="incubator-free"
          >
            <PlusOutlined aria-hidden />
          </button>
        ),
      )}
      {bars.map(({ arrangement: a, start, span, lane, clippedStart, clippedEnd }) => {
        const name = babyNames.get(a.baby);
        const until = a.end_at ? taipeiDay(a.end_at) : t('incubatorBoard.ongoing');
        return (
          <button
            key={a.id}
            type="button"
            className={`pnc-board-bar pnc-stay-${arrangementStatus(a, now)}${clippedStart ? ' clip-start' : ''}${clippedEnd ? ' clip-end' : ''}`}
            style={{ gridColumn: `${start + 2} / span ${span}`, gridRow: lane + 1 }}
            aria-label={t('incubatorBoard.bar', {
              name: name ?? `#${a.baby}`,
              code: incubator.code,
              from: taipeiDay(a.start_at),
              to: until,
            })}
            onClick={() => onOpen(a)}
            data-testid="incubator-bar"
          >
            {name ?? <RefText target="baby" id={a.baby} />}
          </button>
        );
      })}
    </div>
  );
}
