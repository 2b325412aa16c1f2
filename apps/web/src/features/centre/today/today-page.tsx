import type { TodayFlag, TodayStay } from '@pnc/schemas/centre/today';
import { Card, Empty, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Waiting } from '../../../components/spinner';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreTodayQuery } from './today-api';
import { recordPath } from '../resource/record-path';
import './today.css';

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
  const { data, error } = useCentreTodayQuery();
  if (error) return <ApiErrorAlert error={error} />;
  if (!data) return <Waiting className="pnc-centre-wait" size="small" />;
  const stay = (s: TodayStay) => (
    <>
      <span className="pnc-today-room">{s.room.number}</span> {motherLink(s.mother)}{' '}
      <span className="pnc-muted">{t('today.stayDates', { from: s.start_date, to: s.end_date })}</span>
    </>
  );
  const flag = (f: TodayFlag) => (
    <>
      <Tag color="red">{t(`today.flag.${f.kind}`, { value: f.value })}</Tag>
      {f.baby ? babyLink(f.baby) : motherLink(f.mother)}{' '}
      <Link to={recordPath(f.ref.entity, f.ref.id)} className="pnc-muted">
        {t('today.record')}
      </Link>
    </>
  );
  return (
    <div className="pnc-today">
      <p className="pnc-today-date">{t('today.date', { date: data.date })}</p>
      <div className="pnc-today-grid">
        <Section id="flags" title={t('today.flags')} items={data.flags.map(flag)} />
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
