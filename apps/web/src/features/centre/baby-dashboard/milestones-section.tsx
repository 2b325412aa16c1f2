import { PlusOutlined } from '@ant-design/icons';
import { milestoneResultsByKind, newbornMilestone, type MilestoneKind } from '@pnc/schemas/centre/newborn-milestone';
import type { MilestoneItem } from '@pnc/schemas/centre/newborn-schedule';
import { Button, Drawer, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { ApiErrorAlert } from '../resource/api-error';
import { enumText, RefText, useRoleAtLeast } from '../resource/display';
import { ResourceForm } from '../resource/resource-form';
import { MilestoneStatusTag } from './milestone-status-tag';
import { useCentreBabyMilestonesQuery } from './milestones-api';
import './milestones.css';
import { centreDateTime } from '../../../lib/day-format';

const when = (iso: string | null) => (iso ? centreDateTime(iso) : null);

/**
 * The baby's screenings, vaccines and paediatrician visits: each with when it is due, its status and who did it
 * when; a line not yet done has a button that opens the generic form with the baby and the kind filled in.
 */
export function MilestonesSection({ baby }: { baby: CentreRecord }) {
  const { t } = useTranslation('centre');
  const { data, error, isFetching } = useCentreBabyMilestonesQuery(baby.id);
  const canWrite = useRoleAtLeast('staff');
  const [recording, setRecording] = useState<MilestoneKind | null>(null);
  if (error) return <ApiErrorAlert error={error} />;
  if (!data) return <Spin />;

  const kindText = (kind: MilestoneKind) => enumText(t, newbornMilestone.name, 'kind', kind);
  const line = (item: MilestoneItem, i: number) => {
    const due = when(item.due_at);
    const from = when(item.due_from);
    return (
      <li key={`${item.kind}-${item.record?.id ?? `next-${i}`}`} className="pnc-milestone" data-testid="milestone">
        <span className="pnc-milestone-kind">{kindText(item.kind)}</span>
        <MilestoneStatusTag status={item.status} />
        <span className="pnc-milestone-due pnc-muted">
          {due
            ? t('milestones.due', { from, at: due })
            : item.status === 'unknown'
              ? t(`milestones.unknown.${item.kind === 'hbig' && data.birth_at ? 'hbsag' : 'birth'}`)
              : null}
        </span>
        {item.record ? (
          <span className="pnc-milestone-done">
            {t('milestones.doneAt', { at: when(item.record.done_at) })}{' '}
            {enumText(t, newbornMilestone.name, 'result', item.record.result)}
            {item.record.done_by !== null && (
              <>
                {' · '}
                <RefText target="user" id={item.record.done_by} />
              </>
            )}
          </span>
        ) : (
          canWrite &&
          item.status !== 'not_needed' && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setRecording(item.kind)}>
              {t('milestones.record')}
            </Button>
          )
        )}
      </li>
    );
  };

  const single = recording ? milestoneResultsByKind[recording] : [];
  return (
    <section className="pnc-milestones" aria-label={t('milestones.title')}>
      <h3 className="pnc-milestones-title">
        {t('milestones.title')} {isFetching && <Spin size="small" />}
      </h3>
      <ul className="pnc-milestone-list">{data.items.map(line)}</ul>
      <Drawer
        open={recording !== null}
        onClose={() => setRecording(null)}
        size="large"
        destroyOnHidden
        title={recording ? t('milestones.recordTitle', { kind: kindText(recording) }) : undefined}
      >
        {recording && (
          <ResourceForm
            def={newbornMilestone}
            fixed={{ baby: baby.id, kind: recording }}
            // A vaccine is only ever given: its one result is filled in (and still shown).
            defaults={single.length === 1 ? { result: single[0] } : undefined}
            onSaved={() => setRecording(null)}
            onCancel={() => setRecording(null)}
          />
        )}
      </Drawer>
    </section>
  );
}
