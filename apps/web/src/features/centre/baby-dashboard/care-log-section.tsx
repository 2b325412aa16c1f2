import { PlusOutlined } from '@ant-design/icons';
import { alarmingStoolColours, babyCareEvent } from '@pnc/schemas/centre/baby-care-event';
import {
  careLogShortfall,
  careLogTotals,
  type CareEventLike,
  last24Hours,
  windowDayOfLife,
} from '@pnc/schemas/centre/care-log-adequacy';
import { Alert, Button, Drawer, Empty, Spin, Timeline } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { enumText, RefText, useRoleAtLeast } from '../resource/display';
import { useCentreListQuery } from '../resource/resource-api';
import { ResourceForm } from '../resource/resource-form';
import './care-log.css';
import { centreMonthDayTime } from '../../../lib/day-format';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../account/userSlice';
import { QueuedRecordList } from '../../offline/queued-record-list';
import { useQueuedRecords } from '../../offline/use-queued-records';

const def = babyCareEvent;

/** An event's details in words: side, minutes, millilitres, stool colour, those it has. */
function detailsOf(t: TFunction, e: CentreRecord): string {
  const parts: string[] = [];
  if (e.side != null) parts.push(enumText(t, def.name, 'side', String(e.side)));
  if (e.minutes != null) parts.push(t('careLog.minutes', { value: e.minutes }));
  if (e.volume_ml != null) parts.push(t('careLog.ml', { value: e.volume_ml }));
  if (e.stool_colour != null) parts.push(enumText(t, def.name, 'stool_colour', String(e.stool_colour)));
  return parts.join(t('careLog.join'));
}

/**
 * The baby's last 24 hours: totals, a warning when wet diapers or feeds are fewer than the day of life expects
 * (care-log-adequacy.ts, judged only over a whole day of the baby's life and of the log), and every event on a time
 * line, newest first, with its time, kind, details and nurse. A new event opens the generic form with the baby set.
 */
export function CareLogSection({ baby }: { baby: CentreRecord }) {
  const { t } = useTranslation('centre');
  const canWrite = useRoleAtLeast(def.permissions.write === 'customer' ? 'staff' : def.permissions.write);
  const [now, setNow] = useState(() => new Date());
  const [adding, setAdding] = useState(false);
  // This baby's events typed offline, kept on this device until the server has them: shown apart, never counted.
  const me = useAppSelector(selectUser);
  const queued = useQueuedRecords(me?.id).filter((r) => r.resource === def.name && r.body.baby === baby.id);
  // The events from a day before the section opened (or last saved an event); a write elsewhere refetches them.
  const since = useMemo(() => last24Hours(now).from, [now]);
  const events = useCentreListQuery({
    resource: def.name,
    params: { baby: baby.id, occurred_at_from: since, ordering: '-occurred_at', limit: def.list.maxLimit ?? 500 },
  });
  // Whether the log reaches back a whole day: one event at or before that.
  const earlier = useCentreListQuery({ resource: def.name, params: { baby: baby.id, occurred_at_to: since, limit: 1 } });
  // The 24 hours up to when the events were last answered.
  const asOf = events.fulfilledTimeStamp ?? now.getTime();
  const window = useMemo(() => last24Hours(new Date(asOf)), [asOf]);

  const inWindow = useMemo(
    () => (events.data?.results ?? []).filter((e) => String(e.occurred_at) > window.from && String(e.occurred_at) <= window.to),
    [events.data, window],
  );
  const totals = careLogTotals(inWindow as unknown as CareEventLike[], window.from, window.to);
  const day = windowDayOfLife(baby.birth_at as string | null | undefined, window.to);
  // Judged once both answers are in: never on a half-loaded day.
  const loaded = events.isSuccess && earlier.isSuccess;
  const covered = (earlier.data?.count ?? 0) > 0;
  const shortfall = loaded && day !== null && covered ? careLogShortfall(day, totals) : null;
  const notJudged = !baby.birth_at ? 'noBirthTime' : day === null ? 'underADay' : loaded && !covered ? 'partial' : null;

  const stat = (label: string, value: string, testId: string) => (
    <div className="pnc-care-total" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <section className="pnc-care-log" aria-labelledby={`care-log-${baby.id}`}>
      <div className="pnc-care-log-head">
        <h3 id={`care-log-${baby.id}`}>
          {t('careLog.title')}
          {day !== null && (
            <>
              {' '}
              <span className="pnc-muted">· {t('careLog.dayOfLife', { day })}</span>
            </>
          )}
        </h3>
        {canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('careLog.new')}
          </Button>
        )}
      </div>
      {shortfall && (shortfall.fewWetDiapers || shortfall.fewFeeds) && (
        <Alert
          type="warning"
          showIcon
          data-testid="care-log-shortfall"
          title={t('careLog.shortfall.title', { day })}
          description={
            <>
              <ul className="pnc-care-shortfall">
                {shortfall.fewWetDiapers && (
                  <li>
                    {t('careLog.shortfall.wetDiapers', { count: totals.wetDiapers, expected: shortfall.expected.wetDiapers })}
                  </li>
                )}
                {shortfall.fewFeeds && (
                  <li>{t('careLog.shortfall.feeds', { count: totals.feeds, expected: shortfall.expected.feeds })}</li>
                )}
              </ul>
              {t('careLog.shortfall.advice')}
            </>
          }
        />
      )}
      {notJudged && <p className="pnc-muted">{t(`careLog.notJudged.${notJudged}`)}</p>}
      <dl className="pnc-care-totals" aria-label={t('careLog.totals')}>
        {stat(t('careLog.feeds'), t('careLog.times', { count: totals.feeds }), 'care-total-feeds')}
        {stat(
          t('careLog.breastfeeds'),
          t('careLog.breastfeedTotal', { count: totals.breastfeeds, minutes: totals.breastfeedMinutes }),
          'care-total-breastfeeds',
        )}
        {stat(t('careLog.expressedMilk'), t('careLog.ml', { value: totals.expressedMilkMl }), 'care-total-expressed')}
        {stat(t('careLog.formula'), t('careLog.ml', { value: totals.formulaMl }), 'care-total-formula')}
        {stat(t('careLog.wetDiapers'), t('careLog.pieces', { count: totals.wetDiapers }), 'care-total-wet')}
        {stat(t('careLog.stools'), t('careLog.times', { count: totals.stools }), 'care-total-stools')}
        {stat(t('careLog.sleep'), t('careLog.minutes', { value: totals.sleepMinutes }), 'care-total-sleep')}
      </dl>
      {queued.length > 0 && (
        <div role="group" aria-label={t('offline.waiting')} data-testid="care-log-queued">
          <QueuedRecordList
            records={queued}
            describe={(r) => (
              <span className="pnc-care-event">
                <time dateTime={String(r.body.occurred_at)}>{centreMonthDayTime(String(r.body.occurred_at))}</time>{' '}
                <strong>{enumText(t, def.name, 'kind', String(r.body.kind))}</strong>
                {detailsOf(t, r.body as CentreRecord) && <span> {detailsOf(t, r.body as CentreRecord)}</span>}
              </span>
            )}
          />
        </div>
      )}
      {events.isLoading ? (
        <Spin />
      ) : inWindow.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('careLog.empty')} />
      ) : (
        <div role="group" aria-label={t('careLog.timeline')}>
          <Timeline
            className="pnc-care-timeline"
            items={inWindow.map((e) => {
              const alarming = (alarmingStoolColours as readonly unknown[]).includes(e.stool_colour);
              const details = detailsOf(t, e);
              return {
                key: e.id,
                color: alarming ? 'red' : undefined,
                content: (
                  <div className="pnc-care-event" data-testid="care-event">
                    <time dateTime={String(e.occurred_at)}>{centreMonthDayTime(String(e.occurred_at))}</time>{' '}
                    <strong>{enumText(t, def.name, 'kind', String(e.kind))}</strong>
                    {details && (
                      <>
                        {' '}
                        <span className={alarming ? 'pnc-care-alarming' : undefined}>{details}</span>
                      </>
                    )}
                    {e.nurse != null && (
                      <span className="pnc-muted">
                        {' · '}
                        {t('careLog.nurse')} <RefText target="user" id={Number(e.nurse)} />
                      </span>
                    )}
                  </div>
                ),
              };
            })}
          />
        </div>
      )}
      <Drawer open={adding} onClose={() => setAdding(false)} size="large" destroyOnHidden title={t('careLog.new')}>
        <ResourceForm
          def={def}
          fixed={{ baby: baby.id }}
          defaults={{ occurred_at: new Date().toISOString() }}
          onSaved={() => {
            setAdding(false);
            setNow(new Date());
          }}
          onQueued={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      </Drawer>
    </section>
  );
}
