import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueuedRecordList } from './queued-record-list';
import './offline.css';
import type { QueuedRecord } from './outbox';

/**
 * The centre's count of records kept on this device, on every section (also after a reload offline, when no list
 * can be read): opened, it lists them to fix, send or discard. Open from the start when one was not accepted.
 */
export function QueuedRecordsPanel({ records }: { records: QueuedRecord[] }) {
  const { t } = useTranslation('centre');
  if (records.length === 0) return null;
  const refused = records.filter((r) => r.state === 'refused').length;
  return (
    <Collapse
      className="pnc-queued-panel"
      data-testid="queued-panel"
      size="small"
      defaultActiveKey={refused ? ['queued'] : []}
      items={[
        {
          key: 'queued',
          label: (
            <span>
              {t('offline.title', { count: records.length })}
              {refused > 0 && <span className="pnc-queued-error"> · {t('offline.refusedCount', { count: refused })}</span>}
            </span>
          ),
          children: <QueuedRecordList records={records} />,
        },
      ]}
    />
  );
}
