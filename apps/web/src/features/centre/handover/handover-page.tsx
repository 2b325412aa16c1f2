import type { HandoverCurrentNotes, HandoverRole, HandoverSheet } from '@pnc/schemas/centre/shift-handover';
import { shiftAt, type Shift } from '@pnc/schemas/centre/shift-time';
import { Alert, Button, Card, Empty, message as antMessage, Popconfirm, Segmented, Space } from 'antd';
import { CentreDatePicker } from '../../../components/centre-date-picker';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { Waiting } from '../../../components/spinner';
import { errorText } from '../../../lib/error-text';
import { selectUser } from '../../account/userSlice';
import { PrintButton } from '../print/print-button';
import { printHandoverPath } from '../print/print-paths';
import { ApiErrorAlert } from '../resource/api-error';
import { type ShiftArgs, useHandoverQuery, useSaveHandoverNotesMutation, useSignHandoverMutation } from './handover-api';
import { shiftLabel, shiftOfSearch, shiftsInOrder } from './handover-format';
import { FlagLines, NoteField, RecordLines, Signatures } from './handover-sheet-view';
import { babyKey, motherKey, staleAnswer, staleNotesOf, StaleNotesAlert, TheirNote } from './handover-stale';
import './handover.css';

type Notes = Record<string, string>;

/** The notes the sheet holds, by mother (m<id>) and baby (b<id>). */
function notesOf(sheet: HandoverSheet): Notes {
  const out: Notes = {};
  for (const m of sheet.mothers) {
    out[motherKey(m.mother.id)] = m.note;
    for (const b of m.babies) out[babyKey(b.baby.id)] = b.note;
  }
  return out;
}

/** The sheet of one shift with its notes and signatures; `key` it by the shift so its notes start from the sheet's. */
function SheetEditor({ args, sheet }: { args: ShiftArgs; sheet: HandoverSheet }) {
  const { t } = useTranslation(['centre', 'errors']);
  const [message, toasts] = antMessage.useMessage();
  const me = useAppSelector(selectUser)?.id;
  const saved = useMemo(() => notesOf(sheet), [sheet]);
  const [notes, setNotes] = useState<Notes>(saved);
  const [error, setError] = useState<string | null>(null);
  // The notes version these notes are written against: the sheet's when opened, then each save's or refusal's.
  const [version, setVersion] = useState(sheet.notes_version);
  // What someone else saved meanwhile (a stale save's answer), shown beside the notes until merged and saved.
  const [theirs, setTheirs] = useState<HandoverCurrentNotes | null>(null);
  const [save, saving] = useSaveHandoverNotesMutation();
  const [sign, signing] = useSignHandoverMutation();
  const editable = sheet.live;
  const dirty = editable && Object.keys(notes).some((k) => (notes[k] ?? '') !== (saved[k] ?? ''));
  // When the sheet was opened (the server refuses a signature before the shift anyway).
  const [openedAt] = useState(() => Date.now());
  const started = openedAt >= Date.parse(sheet.window.start);
  const setNote = (key: string) => (v: string) => setNotes((n) => ({ ...n, [key]: v }));

  const theirNotes = useMemo(() => (theirs ? staleNotesOf(theirs) : {}), [theirs]);
  const body = () => ({
    version,
    mothers: sheet.mothers.map((m) => ({ mother: m.mother.id, note: notes[motherKey(m.mother.id)] ?? '' })),
    babies: sheet.mothers.flatMap((m) => m.babies.map((b) => ({ baby: b.baby.id, note: notes[babyKey(b.baby.id)] ?? '' }))),
  });
  const run = async (what: () => Promise<unknown>, done?: string) => {
    setError(null);
    try {
      await what();
      if (done) void message.success(done);
    } catch (e) {
      const current = staleAnswer(e);
      if (current) {
        setVersion(current.version);
        setTheirs(current);
      } else setError(errorText(t, e));
    }
  };
  const saveNow = async () => {
    const answer = await save({ ...args, notes: body() }).unwrap();
    setVersion(answer.notes_version);
    setTheirs(null);
  };
  const saveNotes = () => run(saveNow, t('handover.saved'));
  const signAs = (as: HandoverRole) =>
    run(async () => {
      if (as === 'outgoing' && (dirty || theirs)) await saveNow();
      await sign({ ...args, as }).unwrap();
    });
  /** A note with what someone else saved for it meanwhile, when that differs from it. */
  const noteOf = (key: string, label: string, testId: string) => (
    <>
      <NoteField label={label} value={notes[key] ?? ''} onChange={setNote(key)} editable={editable} testId={testId} />
      {editable && theirs && (theirNotes[key] ?? '') !== (notes[key] ?? '') && (
        <TheirNote text={theirNotes[key] ?? ''} mine={notes[key] ?? ''} onMerge={setNote(key)} testId={`${testId}-theirs`} />
      )}
    </>
  );

  const outgoingMine = sheet.outgoing?.nurse.id === me;
  return (
    <>
      {toasts}
      <Alert type={editable ? 'info' : 'success'} showIcon title={t(editable ? 'handover.live' : 'handover.frozen')} />
      <Signatures sheet={sheet} />
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" data-testid="handover-error" />}
      {editable && theirs && <StaleNotesAlert current={theirs} />}
      <Space wrap className="pnc-handover-actions">
        {editable && (
          <Button
            onClick={() => void saveNotes()}
            disabled={!dirty && !theirs}
            loading={saving.isLoading}
            data-testid="handover-save"
          >
            {t('handover.save')}
          </Button>
        )}
        {editable && (
          <Popconfirm
            title={t('handover.confirmOutgoing')}
            okText={t('handover.confirm')}
            cancelText={t('handover.cancel')}
            onConfirm={() => signAs('outgoing')}
            disabled={!started}
          >
            <Button type="primary" disabled={!started} loading={signing.isLoading} data-testid="handover-sign-outgoing">
              {t('handover.signOutgoing')}
            </Button>
          </Popconfirm>
        )}
        {!editable && !sheet.incoming && (
          <Popconfirm
            title={t('handover.confirmIncoming')}
            okText={t('handover.confirm')}
            cancelText={t('handover.cancel')}
            onConfirm={() => signAs('incoming')}
            disabled={outgoingMine}
          >
            <Button type="primary" disabled={outgoingMine} loading={signing.isLoading} data-testid="handover-sign-incoming">
              {t('handover.signIncoming')}
            </Button>
          </Popconfirm>
        )}
        <PrintButton to={printHandoverPath(args.date, args.shift)} label={t('handover.print')} />
      </Space>
      {dirty && <p className="pnc-muted">{t('handover.unsaved')}</p>}
      {editable && !started && <p className="pnc-muted">{t('handover.notStarted')}</p>}
      {!editable && !sheet.incoming && outgoingMine && <p className="pnc-muted">{t('handover.sameNurse')}</p>}
      {!sheet.mothers.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('handover.noMothers')} />}
      <div className="pnc-handover-mothers">
        {sheet.mothers.map((m) => (
          <Card
            key={m.mother.id}
            size="small"
            className="pnc-handover-mother"
            data-testid={`handover-mother-${m.mother.id}`}
            title={
              <>
                {m.room && <span className="pnc-today-room">{t('handover.room', { room: m.room.number })}</span>} {m.mother.name}
              </>
            }
          >
            <h4>{t('handover.flags')}</h4>
            <FlagLines flags={m.flags} />
            <h4>{t('handover.records')}</h4>
            <RecordLines records={m.records} />
            {noteOf(
              motherKey(m.mother.id),
              t('handover.noteFor', { name: m.mother.name ?? '' }),
              `handover-note-m${m.mother.id}`,
            )}
            {m.babies.map((b) => (
              <section key={b.baby.id} className="pnc-handover-baby" data-testid={`handover-baby-${b.baby.id}`}>
                <h4>{b.baby.name ?? t('handover.babyOf', { name: m.mother.name ?? '' })}</h4>
                <FlagLines flags={b.flags} />
                <RecordLines records={b.records} />
                {noteOf(
                  babyKey(b.baby.id),
                  t('handover.noteFor', { name: b.baby.name ?? t('handover.babyOf', { name: m.mother.name ?? '' }) }),
                  `handover-note-b${b.baby.id}`,
                )}
              </section>
            ))}
          </Card>
        ))}
      </div>
    </>
  );
}

/**
 * /centre/handover?date=&shift= — a shift's handover (交班): pick the date and shift (the one under way by default),
 * read the sheet per mother and baby, write a note each, save, sign as outgoing then incoming, print.
 */
export default function HandoverPage() {
  const { t } = useTranslation('centre');
  const [search, setSearch] = useSearchParams();
  const args = shiftOfSearch(search);
  const { data, error } = useHandoverQuery(args);
  const go = (next: ShiftArgs) => setSearch({ date: next.date, shift: next.shift }, { replace: true });
  const shown = data && data.date === args.date && data.shift === args.shift ? data : undefined;
  return (
    <div className="pnc-handover" data-testid="handover-page">
      <div className="pnc-handover-pick" data-testid="handover-pick">
        <CentreDatePicker
          aria-label={t('handover.date')}
          allowClear={false}
          value={dayjs(args.date)}
          onChange={(d) => d && go({ ...args, date: d.format('YYYY-MM-DD') })}
        />
        <Segmented<Shift>
          aria-label={t('handover.shift')}
          value={args.shift}
          options={shiftsInOrder.map((s) => ({ value: s, label: shiftLabel(t, s) }))}
          onChange={(shift) => go({ ...args, shift })}
        />
        <Button onClick={() => go(shiftAt())}>{t('handover.current')}</Button>
      </div>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : !shown ? (
        <Waiting className="pnc-centre-wait" size="small" />
      ) : (
        <SheetEditor key={`${args.date}/${args.shift}/${String(shown.live)}`} args={args} sheet={shown} />
      )}
    </div>
  );
}
