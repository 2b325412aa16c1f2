import type { TodayEpdsDue, TodayMilestone, TodayStay } from '@pnc/schemas/centre/today';
import { Card, Empty, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Waiting } from '../../../components/spinner';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreTodayQuery } from './today-api';
import { BabyDashboardLink, MotherDashboardLink } from '../flags/dashboard-links';
import { MilestoneStatusTag } from '../baby-dashboard/milestone-status-tag';
import { enumText } from '../resource/display';
import { FlagList } from '../flags/flag-list';
import { recordPath } from '../resource/record-path';
import './today.css';
import { livePolling } from '../live-polling';
import { centreMonthDayTime } from '../../../lib/day-format';

type Named = { id: number; name: string | null };

const motherLink = (m: Named) => <Link to={recordPath('mother', m.id)}>{m.name}</Link>;
const babyLink = (b: Named) => <Link to={recordPath('baby', b.id)}>{b.name}</Link>;

/** One box of the day: a title with its count, and its lines or a word that there are none. */
function Section({ id, title, items }: { id: string; title: string; items: ReactNode[] }) {
  const { t } = useTranslation('centre');
  return (
    <Card
      size="small"
      className="pnc-today-card"
      title={t('today.count', { title, count: items.length })}
      data-testid={`today-${id}`}
    >
      {items.length ? (
        <ul className="pnc-today-list">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('today.none')} />
      )}
    </Card>
  );
}

/** /centre/today — the staff's home: the day at a glance, each line a link to its record. */
export default function TodayPage() {
  const { t } = useTranslation('centre');
  const { data, error, refetch } = useCentreTodayQuery(undefined, livePolling);
  if (error) return <ApiErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return <Waiting className="pnc-centre-wait" size="small" />;
  const stay = (s: TodayStay) => (
    <>
      <span className="pnc-today-room">{s.room.number}</span> {motherLink(s.mother)}{' '}
      <span className="pnc-muted">{t('today.stayDates', { from: s.start_date, to: s.end_date })}</span>{' '}
      <span className="pnc-status" data-testid="today-stay-status">
        {t(`today.stayStatus.${s.status}`)}
      </span>
    </>
  );
  // A newborn milestone due or overdue: what, for which baby (to the baby dashboard), by when; gone once recorded.
  const milestone = (m: TodayMilestone) => (
    <>
      <MilestoneStatusTag status={m.status} /> <span className="pnc-today-room">{m.room.number}</span>{' '}
      <BabyDashboardLink baby={m.baby} mother={m.mother} /> {enumText(t, 'newborn_milestone', 'kind', m.kind)}{' '}
      <span className="pnc-muted">{t('today.milestoneDue', { at: centreMonthDayTime(m.due_at) })}</span>
    </>
  );
  // Due for her EPDS screening: the questionnaire opens for her, on the occasion she is due for.
  const epdsDue = (d: TodayEpdsDue) => (
    <>
      <span className="pnc-today-room">{d.room.number}</span> <MotherDashboardLink mother={d.mother} />{' '}
      <span className="pnc-muted">{t(`today.epdsOccasion.${d.occasion}`)}</span>{' '}
      <Link
        to={`${recordPath('epds_screening', 'new')}?mother=${d.mother.id}&occasion=${d.occasion}`}
        data-testid="epds-due-start"
      >
        {t('today.epdsStart')}
      </Link>
    </>
  );
  return (
    <div className="pnc-today">
      <p className="pnc-today-date">{t('today.date', { date: data.date })}</p>
      <div className="pnc-today-grid">
        <Card
          size="small"
          className="pnc-today-card pnc-today-wide"
          title={t('today.count', { title: t('today.flags'), count: data.flags.length })}
          data-testid="today-flags"
        >
          {data.flags.length ? (
            <FlagList flags={data.flags} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('today.none')} />
          )}
        </Card>
        <Section id="epds-due" title={t('today.epdsDue')} items={data.epds_due.map(epdsDue)} />
        <Section id="milestones" title={t('today.milestones')} items={data.milestones.map(milestone)} />
        <Section id="arrivals" title={t('today.arrivals')} items={data.arrivals.map(stay)} />
        <Section id="departures" title={t('today.departures')} items={data.departures.map(stay)} />
        <Section id="in-house" title={t('today.inHouse')} items={data.in_house.map(stay)} />
        <Section
          id="nursery"
          title={t('today.nursery')}
          items={data.nursery.map((n) => (
            <>
              {babyLink(n.baby)}{' '}
              <span className="pnc-muted">{t('today.babyOf', { mother: n.mother.name, room: n.room.number })}</span>
            </>
          ))}
        />
        <Section
          id="rooming-in"
          title={t('today.roomingIn')}
          items={data.rooming_in.map((r) => (
            <>
              <span className="pnc-today-room">{r.room.number}</span> {babyLink(r.baby)}{' '}
              <span className="pnc-muted">{t('today.babyOf', { mother: r.mother.name, room: r.room.number })}</span>
            </>
          ))}
        />
        <Section
          id="clean"
          title={t('today.toClean')}
          items={data.rooms_to_clean.map((r) => (
            <Link to={recordPath('room', r.id)}>{r.number}</Link>
          ))}
        />
        <Section
          id="incubators"
          title={t('today.incubators')}
          items={data.incubators_in_use.map((a) => (
            <>
              <span className="pnc-today-room">{a.incubator.code}</span> {babyLink(a.baby)}
            </>
          ))}
        />
        <Section
          id="repairs"
          title={t('today.repairs')}
          items={data.open_repairs.map((p) => (
            <>
              <span className="pnc-today-room">{p.room.number}</span>{' '}
              <Link to={recordPath('room_repairment_record', p.id)}>{p.issue}</Link>{' '}
              <Tag>{t(`room_repairment_record.values.status.${p.status}`, { defaultValue: p.status })}</Tag>
            </>
          ))}
        />
      </div>
    </div>
  );
}
