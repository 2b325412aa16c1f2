import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

// A copy of the phone reader as it stood when this migration was written (packages/schemas/src/phone.ts then):
// migrations import no app code, so a later change of the reader never changes what this migration did.
const WIDE: Record<string, string> = { '＋': '+', '（': '(', '）': ')', '－': '-', '‐': '-', '．': '.', '\u3000': ' ' };
const toAscii = (text: string) =>
  text.replace(/[０-９＋（）－‐．\u3000]/g, (c) => WIDE[c] ?? String.fromCharCode(c.charCodeAt(0) - 0xfee0));
const SEPARATORS = /[\s\-‑–—.()]/g;
/** Taiwanese national form: 09 and eight digits, or 0, an area code 2–8 and the subscriber's digits. */
const TW_NATIONAL = /^0(9\d{8}|[2-8]\d{7,8})$/;
/** Another country's number: + and 8 to 15 digits. */
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

/** The stored form of a phone, or undefined for a value that is not one (left as it is, for a person to correct). */
function canonicalPhoneThen(stored: string): string | undefined {
  const digits = toAscii(stored).replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const m = /^(?:\+886|00886)(\d*)$/.exec(digits) ?? /^886(\d{8,9})$/.exec(digits);
  if (m) {
    const national = m[1]!.startsWith('0') ? m[1]! : `0${m[1]!}`;
    return TW_NATIONAL.test(national) ? national : undefined;
  }
  if (digits.startsWith('0') && !digits.startsWith('00')) return TW_NATIONAL.test(digits) ? digits : undefined;
  const international = digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  return INTERNATIONAL.test(international) ? international : undefined;
}

/** The phone columns that are searched or compared: a mother's phone (search, same name and phone) and her contact's. */
const PHONE_COLUMNS = ['phone', 'emergency_contact_phone'] as const;

interface MotherPhones {
  id: number;
  phone: string | null;
  emergency_contact_phone: string | null;
}

/**
 * One phone, one stored form: the mothers' phones written before the reader (+886 912 345 678, 886912345678,
 * full-width digits) are rewritten to the form a new one is stored in (0912345678), so a search and the duplicate
 * check find them. A value that does not read as a phone is left exactly as it is.
 */
export const phoneCanonical: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    const rows = (await db
      .selectFrom('mother')
      .select(['id', ...PHONE_COLUMNS])
      .orderBy('id')
      .execute()) as MotherPhones[];
    for (const row of rows) {
      const next: Partial<Record<(typeof PHONE_COLUMNS)[number], string>> = {};
      for (const column of PHONE_COLUMNS) {
        const stored = row[column];
        if (stored == null) continue;
        const canonical = canonicalPhoneThen(stored);
        if (canonical !== undefined && canonical !== stored) next[column] = canonical;
      }
      if (Object.keys(next).length > 0) await db.updateTable('mother').set(next).where('id', '=', row.id).execute();
    }
    // PostgreSQL: the updates leave the change counters' deferred triggers (0008) pending, and a pending event on
    // mother forbids a later migration of the same run to alter or index it. Fire them now, then defer again (every
    // deferrable trigger here is initially deferred).
    if (engine === 'postgres') {
      await sql`set constraints all immediate`.execute(db);
      await sql`set constraints all deferred`.execute(db);
    }
  },
});
