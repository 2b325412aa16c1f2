import type {
  HandoverContent,
  HandoverCurrentNotes,
  HandoverNotes,
  HandoverRole,
  HandoverSheet,
} from '@pnc/schemas/centre/shift-handover';
import { type Shift, shiftWindow } from '@pnc/schemas/centre/shift-time';
import type { Db } from '../db/connect';
import { conflict, invalid } from '../lib/errors';
import { nowIso } from '../lib/time';
import { type DbOrTrx, writeAudit } from './audit-repository';
import { buildSheet, noNotes, type StoredNotes } from './handover-sheet';
import { type Actor, isPostgres, untyped } from './repository';

type Row = Record<string, unknown>;

export interface ShiftKey {
  date: string;
  shift: Shift;
}

const parseNotes = (row: Row | undefined): StoredNotes => (row ? (JSON.parse(String(row.notes)) as StoredNotes) : noNotes());

async function findRow(db: DbOrTrx, key: ShiftKey): Promise<Row | undefined> {
  return (await untyped(db)
    .selectFrom('shift_handover')
    .selectAll()
    .where('date', '=', key.date)
    .where('shift', '=', key.shift)
    .executeTakeFirst()) as Row | undefined;
}

/**
 * The shift's row, made if there is none yet, and locked on PostgreSQL: every writer of a handover takes its row
 * first, so notes and signatures are decided one at a time (SQLite has one writer at a time). `created` tells
 * whether this call made it.
 */
async function lockRow(trx: DbOrTrx, key: ShiftKey): Promise<{ row: Row; created: boolean }> {
  const now = nowIso();
  const inserted = await untyped(trx)
    .insertInto('shift_handover')
    .values({
      date: key.date,
      shift: key.shift,
      notes: JSON.stringify(noNotes()),
      notes_version: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['date', 'shift']).doNothing())
    .executeTakeFirst();
  let q = untyped(trx).selectFrom('shift_handover').selectAll().where('date', '=', key.date).where('shift', '=', key.shift);
  if (isPostgres(trx)) q = q.forUpdate();
  return { row: (await q.executeTakeFirstOrThrow()) as Row, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

async function nurseNamed(db: DbOrTrx, nurse: unknown) {
  const user = await untyped(db).selectFrom('app_user').select('display_name').where('id', '=', nurse).executeTakeFirst();
  return { id: Number(nurse), name: (user?.display_name as string | undefined) ?? null };
}

async function signature(db: DbOrTrx, nurse: unknown, at: unknown) {
  if (nurse == null || at == null) return null;
  return { nurse: await nurseNamed(db, nurse), signed_at: String(at) };
}

/** The last save of the notes (a row made by a signature or never saved has none). */
async function notesSaved(db: DbOrTrx, row: Row | undefined) {
  if (row?.notes_saved_by == null || row.notes_saved_at == null) return null;
  return { nurse: await nurseNamed(db, row.notes_saved_by), saved_at: String(row.notes_saved_at) };
}

/** The notes as a row holds them now, with the version a save must name to replace them. */
async function currentNotes(db: DbOrTrx, row: Row): Promise<HandoverCurrentNotes> {
  const notes = parseNotes(row);
  return {
    version: Number(row.notes_version ?? 0),
    saved: await notesSaved(db, row),
    mothers: Object.entries(notes.mothers).map(([id, note]) => ({ mother: Number(id), note })),
    babies: Object.entries(notes.babies).map(([id, note]) => ({ baby: Number(id), note })),
  };
}

/** The answer for a shift from its row: the frozen copy once the outgoing nurse signed, else the sheet built now. */
async function sheetOf(db: DbOrTrx, key: ShiftKey, row: Row | undefined): Promise<HandoverSheet> {
  const window = shiftWindow(key.date, key.shift);
  const signed = row?.outgoing_signed_at != null;
  const content = signed
    ? (JSON.parse(String(row.snapshot)) as HandoverContent)
    : await buildSheet(db, key.date, window, parseNotes(row));
  return {
    date: key.date,
    shift: key.shift,
    window,
    live: !signed,
    outgoing: await signature(db, row?.outgoing_nurse, row?.outgoing_signed_at),
    incoming: await signature(db, row?.incoming_nurse, row?.incoming_signed_at),
    notes_version: Number(row?.notes_version ?? 0),
    notes_saved: await notesSaved(db, row),
    mothers: content.mothers,
  };
}

export async function readHandover(db: DbOrTrx, key: ShiftKey): Promise<HandoverSheet> {
  return sheetOf(db, key, await findRow(db, key));
}

const signedRefusal = () =>
  conflict('handover_signed', 'The outgoing nurse has signed this handover: its sheet and notes no longer change.');

/** A save of the notes: the sheet, or, when another save landed since `version`, the notes as they stand now. */
export type SavedNotes = { sheet: HandoverSheet } | { stale: HandoverCurrentNotes };

/**
 * Saves the shift's notes, all of them, while the outgoing nurse has not signed, if they were written against
 * the notes as they stand (`body.version`): one conditional update decides, so of two saves against the same
 * version exactly one lands and the other is answered the notes it would have wiped. Each note must name a mother
 * or baby on the sheet, once; an empty note is no note.
 */
export async function saveNotes(db: Db, key: ShiftKey, body: HandoverNotes, actor: Actor): Promise<SavedNotes> {
  return db.transaction().execute(async (trx) => {
    const { row, created } = await lockRow(trx, key);
    if (row.outgoing_signed_at != null) throw signedRefusal();
    const sheet = await buildSheet(trx, key.date, shiftWindow(key.date, key.shift), noNotes());
    const onSheet = { mothers: new Set<number>(), babies: new Set<number>() };
    for (const m of sheet.mothers) {
      onSheet.mothers.add(m.mother.id);
      for (const b of m.babies) onSheet.babies.add(b.baby.id);
    }
    const fields: Record<string, string[]> = {};
    const notes = noNotes();
    const take = (list: 'mothers' | 'babies', field: 'mother' | 'baby', i: number, id: number, note: string) => {
      if (!onSheet[list].has(id)) fields[`${list}.${i}.${field}`] = ['not_one_of'];
      else if ((body[list] as Row[]).findIndex((x) => x[field] === id) !== i) fields[`${list}.${i}.${field}`] = ['invalid'];
      else if (note !== '') notes[list][id] = note;
    };
    body.mothers.forEach((m, i) => take('mothers', 'mother', i, m.mother, m.note));
    body.babies.forEach((b, i) => take('babies', 'baby', i, b.baby, b.note));
    if (Object.keys(fields).length) throw invalid(fields, 'Each note names a mother or baby on this shift’s sheet, once.');
    const before = parseNotes(row);
    const now = nowIso();
    const saved = {
      notes: JSON.stringify(notes),
      notes_version: body.version + 1,
      notes_saved_by: actor.id,
      notes_saved_at: now,
      updated_at: now,
    };
    const done = await untyped(trx)
      .updateTable('shift_handover')
      .set(saved)
      .where('id', '=', row.id)
      .where('outgoing_signed_at', 'is', null)
      .where('notes_version', '=', body.version)
      .executeTakeFirst();
    if (!Number(done.numUpdatedRows)) {
      const current = (await findRow(trx, key))!;
      if (current.outgoing_signed_at != null) throw signedRefusal();
      return { stale: await currentNotes(trx, current) };
    }
    await writeAudit(trx, {
      actorId: actor.id,
      action: created ? 'create' : 'update',
      entity: 'shift_handover',
      entityId: Number(row.id),
      changed: {
        date: key.date,
        shift: key.shift,
        notes: [before, notes],
        notes_version: [row.notes_version, saved.notes_version],
      },
      route: 'PUT /api/handover/',
    });
    return { sheet: await sheetOf(trx, key, { ...row, ...saved }) };
  });
}

/**
 * Signs the shift as the outgoing or the incoming nurse, in one transaction on the locked row: the outgoing nurse
 * first, once the shift has begun, freezing the sheet with its notes; then another nurse as incoming. Each role
 * signs once; each update is conditional too, so two signers can never both win.
 */
export async function signHandover(db: Db, key: ShiftKey, as: HandoverRole, actor: Actor): Promise<HandoverSheet> {
  return db.transaction().execute(async (trx) => {
    const window = shiftWindow(key.date, key.shift);
    const now = nowIso();
    if (now < window.start) throw conflict('shift_not_started', `The ${key.shift} shift of ${key.date} has not begun.`);
    const { row } = await lockRow(trx, key);
    const set: Row =
      as === 'outgoing'
        ? { outgoing_nurse: actor.id, outgoing_signed_at: now }
        : { incoming_nurse: actor.id, incoming_signed_at: now };
    let update = untyped(trx).updateTable('shift_handover').where('id', '=', row.id);
    if (as === 'outgoing') {
      if (row.outgoing_signed_at != null)
        throw conflict('handover_signed', 'The outgoing nurse has already signed this handover.');
      const content = await buildSheet(trx, key.date, window, parseNotes(row));
      set.snapshot = JSON.stringify(content);
      update = update.where('outgoing_signed_at', 'is', null);
    } else {
      if (row.outgoing_signed_at == null)
        throw conflict('handover_not_handed_over', 'The outgoing nurse signs first; then the incoming nurse.');
      if (row.incoming_signed_at != null)
        throw conflict('handover_signed', 'The incoming nurse has already signed this handover.');
      if (Number(row.outgoing_nurse) === actor.id)
        throw conflict('handover_same_nurse', 'The nurse who handed the shift over cannot also receive it.');
      update = update
        .where('incoming_signed_at', 'is', null)
        .where('outgoing_signed_at', 'is not', null)
        .where('outgoing_nurse', '!=', actor.id);
    }
    const done = await update.set({ ...set, updated_at: now }).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw conflict('handover_signed', 'Someone else signed this handover first.');
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'update',
      entity: 'shift_handover',
      entityId: Number(row.id),
      route: 'POST /api/handover/sign/',
      changed: {
        date: key.date,
        shift: key.shift,
        ...Object.fromEntries(
          Object.entries(set)
            .filter(([k]) => k !== 'snapshot')
            .map(([k, v]) => [k, [null, v]]),
        ),
      },
    });
    return sheetOf(trx, key, { ...row, ...set });
  });
}
