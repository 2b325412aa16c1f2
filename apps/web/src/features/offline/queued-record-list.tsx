import { resourceByName } from '@pnc/schemas/centre/resources';
import { Button, Drawer, Popconfirm, Space, Tag } from 'antd';
import { Waiting } from '../../components/spinner';
import './offline.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { centreDateTime } from '../../lib/day-format';
import { errorText } from '../../lib/error-text';
import { centreApi } from '../centre/resource/resource-api';
import { withChunkReload } from '../../lib/chunk-reload';
import { discardQueued, queueRecord, sendQueued, type QueuedRecord } from './outbox';
import { sendRecord } from './send-record';

// The form comes with the first record opened: the centre's frame shows the count without it.
const ResourceForm = lazy(
  withChunkReload(() => import('../centre/resource/resource-form').then((m) => ({ default: m.ResourceForm }))),
);

interface Props {
  records: QueuedRecord[];
  /** The record in the page's words (a care event's time, kind and details); by default its resource and time. */
  describe?: (record: QueuedRecord) => ReactNode;
}

/**
 * Records kept on this device, each marked waiting to send or not accepted (with the server's refusal in words).
 * Nothing here is merged or dropped on its own: the nurse opens one to fix and send it, sends it again as it is,
 * or discards it.
 */
export function QueuedRecordList({ records, describe }: Props) {
  const { t } = useTranslation(['centre', 'errors']);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<QueuedRecord | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const def = open ? resourceByName(open.resource) : undefined;

  const resend = async (record: QueuedRecord) => {
    setSending(record.key);
    try {
      await queueRecord({ ...record, state: 'waiting', error: undefined });
      if ((await sendQueued({ ...record, state: 'waiting' }, sendRecord)) === 'sent')
        dispatch(centreApi.util.invalidateTags([{ type: record.resource as never, id: 'LIST' }, 'Audit']));
    } finally {
      setSending(null);
    }
  };

  return (
    <>
      <ul className="pnc-queued-list">
        {records.map((record) => (
          <li key={record.key} className="pnc-queued-item" data-testid="queued-record" data-state={record.state}>
            <Space orientation="vertical" size={0}>
              <Space wrap>
                <Tag color={record.state === 'refused' ? 'red' : 'blue'}>
                  {t(record.state === 'refused' ? 'offline.refused' : 'offline.waiting')}
                </Tag>
                {describe ? (
                  describe(record)
                ) : (
                  <span>
                    {t(`${record.resource}.label`)}{' '}
                    <span className="pnc-muted">{t('offline.typedAt', { at: centreDateTime(record.queuedAt) })}</span>
                  </span>
                )}
              </Space>
              {record.state === 'refused' && record.error && (
                <span className="pnc-queued-error" data-testid="queued-record-error">
                  {errorText(t, record.error)}
                </span>
              )}
            </Space>
            <Space wrap>
              <Button size="small" onClick={() => setOpen(record)}>
                {t('offline.open')}
              </Button>
              {record.state === 'refused' && (
                <Button size="small" loading={sending === record.key} onClick={() => void resend(record)}>
                  {t('offline.resend')}
                </Button>
              )}
              <Popconfirm title={t('offline.discardConfirm')} onConfirm={() => void discardQueued(record.key)}>
                <Button size="small" danger>
                  {t('offline.discard')}
                </Button>
              </Popconfirm>
            </Space>
          </li>
        ))}
      </ul>
      <Drawer open={!!open} onClose={() => setOpen(null)} size="large" destroyOnHidden title={t('offline.editTitle')}>
        {open && def && (
          <Suspense fallback={<Waiting className="pnc-queued-wait" size="small" />}>
            <ResourceForm
              def={def}
              queued={open}
              onSaved={() => setOpen(null)}
              onQueued={() => setOpen(null)}
              onCancel={() => setOpen(null)}
            />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
