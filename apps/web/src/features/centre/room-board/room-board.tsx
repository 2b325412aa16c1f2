import { Button, Space } from 'antd';
import { Waiting } from '../../../components/spinner';
import dayjs from 'dayjs';
import { type CSSProperties, memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneWidth } from '../../../lib/phone-width';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { afterPaint } from '../../../lib/later';
import type { CentreRecord } from '../centre-events';
import { motherOpened } from '../motherDashboardSlice';
import { BoardDayHeader } from '../planner/board-day-header';
import { PeriodButtons } from '../planner/period-nav';
import { todayTaipei } from '../planner/centre-days';
import '../planner/planner.css';
import { ApiErrorAlert } from '../resource/api-error';
import { useToastAction } from '../paged-list/use-toast-action';
import { RefText, StatusTag } from '../resource/display';
import { useCentreListQuery, useRoomReadyMutation } from '../resource/resource-api';
import { holdsRoom } from '@pnc/schemas/centre/stay-transitions';
import { ChangeRoomButton } from './change-room-button';
import { addDays, barFor, BOARD_DAYS, boardDays, boardStart, byFloor, stayStatus } from './board-math';

type Room = CentreRecord & { number: string; floor: number; status: string; room_type: number };
type Repair = CentreRecord & { room: number; issue: string; status: string };
type Stay = CentreRecord & {
  mother: number;
  room: number;
  start_date: string;
  end_date: string;
  status?: string;
  checked_out_at: string | null;
};

/** Rooms drawn on the board's first pass: a phone's or laptop's first screen of the board (40 px a row). */
export const FIRST_ROOMS = 12;

/**
 * Rooms down the side (by floor) × 60 days across. Stays come from the window query
 * (GET /api/mom_living_record/?from_date&duration=60); a bar opens the mother in the mother dashboard.
 */
export default function RoomBoard() {
  const { t } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The centre's day, as the other boards count it (a browser set to another zone sees the same board).
  const today = todayTaipei();
  // A phone shows a few days across: it opens on today, a wider screen on the week before it too.
  const [from, setFrom] = useState(() => (isPhoneWidth() ? today : boardStart(today)));
  const rooms = useCentreListQuery({ resource: 'room', params: { limit: 1000 } });
  const stays = useCentreListQuery({
    resource: 'mom_living_record',
    params: { from_date: from, duration: BOARD_DAYS, limit: 1000 },
  });
  const mothers = useCentreListQuery({ resource: 'mother', params: { limit: 100 } });
  // Open repairs keep their room in maintenance (the server's rule); the board says what is being repaired.
  const repairs = useCentreListQuery({ resource: 'room_repairment_record', params: { limit: 100, ordering: '-reported_at' } });
  // Three answers arrive as three store updates, each rendered by React at once (a store update is urgent); the
  // deferred copies render the grid as transitions, in slices the browser can interleave with input and paint.
  // The grid is memoised on them, so the urgent renders stop at it.
  const roomRows = useDeferredValue(rooms.data?.results);
  const stayRows = useDeferredValue(stays.data?.results);
  const motherRows = useDeferredValue(mothers.data?.results);
  const repairRows = useDeferredValue(repairs.data?.results);
  const openRepairs = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const r of (repairRows ?? []) as Repair[])
      if (r.status !== 'fixed') map.set(r.room, [...(map.get(r.room) ?? []), r.issue]);
    return map;
  }, [repairRows]);
  const motherById = useMemo(() => new Map((motherRows ?? []).map((m) => [m.id, m])), [motherRows]);
  const floors = useMemo(() => byFloor((roomRows ?? []) as Room[]), [roomRows]);
  const stayByRoom = useMemo(() => {
    const map = new Map<number, Stay[]>();
    // A cancelled booking holds no room: it is not drawn.
    for (const s of (stayRows ?? []) as Stay[]) if (holdsRoom(s.status)) map.set(s.room, [...(map.get(s.room) ?? []), s]);
    return map;
  }, [stayRows]);

  const openMother = useCallback(
    (id: number) => {
      dispatch(motherOpened({ id, tab: 'mother' }));
      void navigate('/centre/mothers');
    },
    [dispatch, navigate],
  );

  if (rooms.error) return <ApiErrorAlert error={rooms.error} />;

  return (
    <div className="pnc-board-wrap">
      <div className="pnc-period-nav">
        <Space wrap>
          <PeriodButtons
            prevLabel={t('board.earlier')}
            nextLabel={t('board.later')}
            onPrev={() => setFrom(addDays(from, -30))}
            onToday={() => setFrom(isPhoneWidth() ? today : boardStart(today))}
            onNext={() => setFrom(addDays(from, 30))}
          />
          <span className="pnc-board-range">{t('board.range', { from, to: addDays(from, BOARD_DAYS - 1) })}</span>
        </Space>
        <div className="pnc-board-legend" role="group" aria-label={t('board.legend')}>
          {(['current', 'booked', 'upcoming', 'ended'] as const).map((s) => (
            <span key={s} className="pnc-legend-item">
              <i className={`pnc-legend-swatch pnc-stay-${s}`} aria-hidden />
              {t(`board.status.${s}`)}
            </span>
          ))}
        </div>
      </div>
      {!roomRows ? (
        <Waiting className="pnc-centre-wait" size="small" />
      ) : (
        <BoardGrid
          floors={floors}
          stayByRoom={stayByRoom}
          motherById={motherById}
          openRepairs={openRepairs}
          from={from}
          today={today}
          onOpen={openMother}
        />
      )}
      {stays.error && <ApiErrorAlert error={stays.error} />}
    </div>
  );
}

interface BoardGridProps {
  floors: { floor: number; rooms: Room[] }[];
  stayByRoom: Map<number, Stay[]>;
  motherById: Map<number, CentreRecord>;
  openRepairs: Map<number, string[]>;
  from: string;
  today: string;
  onOpen: (mother: number) => void;
}

/**
 * The grid. Its first pass draws the first {@link FIRST_ROOMS} rooms and holds the place of the others with empty
 * rows of the same height (so nothing moves); the rest are drawn in a transition once the browser has painted.
 */
const BoardGrid = memo(function BoardGrid({ floors, stayByRoom, motherById, openRepairs, from, today, onOpen }: BoardGridProps) {
  const { t, i18n } = useTranslation('centre');
  const days = useMemo(() => boardDays(from), [from]);
  const todayIndex = days.indexOf(today);
  const roomCount = floors.reduce((n, f) => n + f.rooms.length, 0);
  const allRooms = useMemo(() => floors.flatMap((f) => f.rooms), [floors]);
  const [complete, setComplete] = useState(roomCount <= FIRST_ROOMS);
  useEffect(() => {
    if (complete) return;
    return afterPaint(() => startTransition(() => setComplete(true)));
  }, [complete]);

  const gridStyle = { '--board-days': BOARD_DAYS } as CSSProperties;
  let drawn = 0;
  return (
    <div
      className="pnc-board"
      style={gridStyle}
      role="region"
      aria-label={t('board.title')}
      tabIndex={0}
      data-testid="room-board"
    >
      <BoardDayHeader
        corner={t('room.fields.number')}
        days={days}
        today={today}
        dateOf={(day, index) => (
          <>
            <span className="pnc-board-month">
              {index === 0 || day.endsWith('-01') ? dayjs(day).format(i18n.language === 'en' ? 'MMM' : 'M月') : ''}
            </span>
            <span className="pnc-board-date">{Number(day.slice(8, 10))}</span>
          </>
        )}
      />
      {floors.map(({ floor, rooms: list }) => (
        <div key={floor} className="pnc-board-floor" role="group" aria-label={t('board.floor', { floor })}>
          <div className="pnc-board-floor-label">{t('board.floor', { floor })}</div>
          {list.map((room) =>
            complete || drawn++ < FIRST_ROOMS ? (
              <div key={room.id} className="pnc-board-row" data-testid={`board-room-${room.number}`}>
                <div className="pnc-board-room">
                  <span className="pnc-board-room-no">{room.number}</span>
                  <StatusTag resource="room" value={room.status} />
                  {room.status === 'cleaning' && <ReadyButton room={room} />}
                  {(stayByRoom.get(room.id) ?? [])
                    .filter((s) => s.status === 'in_house')
                    .map((s) => (
                      <ChangeRoomButton
                        key={s.id}
                        stay={s}
                        from={room}
                        rooms={allRooms}
                        motherName={(motherById.get(s.mother)?.name as string | undefined) ?? `#${s.mother}`}
                      />
                    ))}
                  {openRepairs.get(room.id)?.map((issue) => (
                    <span key={issue} className="pnc-board-repair" data-testid="board-repair">
                      {t('board.repair', { issue })}
                    </span>
                  ))}
                </div>
                {/* The day lines are the row's background (centre.css); only today's column is an element. */}
                {todayIndex >= 0 && (
                  <div className="pnc-board-cell is-today" style={{ gridColumn: todayIndex + 2, gridRow: 1 }} />
                )}
                {(stayByRoom.get(room.id) ?? []).map((stay) => {
                  const bar = barFor(stay, from);
                  if (!bar) return null;
                  const status = stayStatus(stay, today);
                  const name = motherById.get(stay.mother)?.name as string | undefined;
                  return (
                    <button
                      key={stay.id}
                      type="button"
                      className={`pnc-board-bar pnc-stay-${status}${bar.clippedStart ? ' clip-start' : ''}${bar.clippedEnd ? ' clip-end' : ''}`}
                      style={{ gridColumn: `${bar.start + 2} / span ${bar.span}`, gridRow: 1 }}
                      title={`${name ?? ''} ${stay.start_date} → ${stay.end_date}`}
                      aria-label={t('board.stay', {
                        name: name ?? `#${stay.mother}`,
                        from: stay.start_date,
                        to: stay.end_date,
                      })}
                      onClick={() => onOpen(stay.mother)}
                      data-testid="board-stay"
                    >
                      {name ?? <RefText target="mother" id={stay.mother} />}
                    </button>
                  );
                })}
              </div>
            ) : (
              <div key={room.id} className="pnc-board-row" aria-hidden />
            ),
          )}
        </div>
      ))}
    </div>
  );
});

/** Housekeeping: a room being cleaned is marked ready (POST /api/room/{id}/ready/); a toast says how it went. */
function ReadyButton({ room }: { room: Room }) {
  const { t } = useTranslation('centre');
  const { run, holder } = useToastAction();
  const [ready, state] = useRoomReadyMutation();
  return (
    <>
      {holder}
      <Button
        size="small"
        loading={state.isLoading}
        data-testid={`room-ready-${room.number}`}
        onClick={() => void run(() => ready(room.id).unwrap(), t('board.readyDone', { room: room.number }))}
      >
        {t('board.ready')}
      </Button>
    </>
  );
}
