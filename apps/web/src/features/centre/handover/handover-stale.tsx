import type { HandoverCurrentNotes } from '@pnc/schemas/centre/shift-handover';
import { HandoverConflict } from '@pnc/schemas/centre/shift-handover';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { taipeiDateTime } from '../flags/flag-format';

/** A note's key on the page: m<id> for a mother's, b<id> for a baby's. */
export const motherKey = (id: number) => `m${id}`;
export const babyKey = (id: number) => `b${id}`;

/** The notes someone else saved, by note key. */
export function staleNotesOf(current: HandoverCurrentNotes): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of current.mothers) out[motherKey(m.mother)] = m.note;
  for (const b of current.babies) out[babyKey(b.baby)] = b.note;
  return out;
}

/** The notes as saved now, when a save was refused as stale (409 stale_note); else undefined. */
export function staleAnswer(error: unknown): HandoverCurrentNotes | undefined {
  const body = HandoverConflict.safeParse(error);
  return body.success && body.data.code === 'stale_note' ? body.data.current : undefined;
}

/** Someone else saved the notes since they were opened: who and when, and that theirs are shown to merge. */
export function StaleNotesAlert({ current }: { current: HandoverCurrentNotes }) {
  const { t } = useTranslation('centre');
  const who = current.saved?.nurse.name ?? (current.saved ? `#${current.saved.nurse.id}` : '');
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="handover-stale"
      title={t('handover.stale', { name: who, when: current.saved ? taipeiDateTime(current.saved.saved_at) : '' })}
      description={t('handover.staleHow')}
    />
  );
}

/** What someone else saved for one note, with a button that adds it to the nurse's own words. */
export function TheirNote({
  text,
  mine,
  onMerge,
  testId,
}: {
  text: string;
  mine: string;
  onMerge: (merged: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-handover-theirs" data-testid={testId}>
      <span className="pnc-muted">{t('handover.theirNote')}</span>
      {text ? <span className="pnc-pre">{text}</span> : <span className="pnc-muted">{t('handover.noNote')}</span>}
      {text && !mine.includes(text) && (
        <Button size="small" onClick={() => onMerge(mine ? `${text}\n${mine}` : text)} data-testid={`${testId}-merge`}>
          {t('handover.mergeTheirs')}
        </Button>
      )}
    </div>
  );
}
