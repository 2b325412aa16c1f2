import type { AnyDb, EngineMigration } from './helpers';

// The rules as they were when this migration was written (packages/schemas/src/centre/tw-identity.ts then):
// separators people type inside a phone number are dropped; a national ID is trimmed and in capitals.
const PHONE_SEPARATORS = /[\s\-–—.()（）]/g;
const phone = (v: unknown) => (typeof v === 'string' ? v.trim().replace(PHONE_SEPARATORS, '') : v);
const nationalId = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

interface MotherRow {
  id: number;
  phone: string;
  emergency_contact_phone: string | null;
  national_id: string | null;
}

/**
 * Mothers' phone numbers are stored normalised from now on (digits, with a + in front for an international one),
 * so a search finds 0912-345-678 whether or not the dashes are typed: the rows written before are normalised here,
 * and indexed for the duplicate check (same national ID, or same name and phone). A value that is not a valid
 * number once its separators are gone is left as it is: an edit of that mother then asks for a valid one.
 */
export const motherIdentity: EngineMigration = () => ({
  async up(db: AnyDb) {
    // Indexes first: on PostgreSQL the rows' updates leave deferred trigger events (0008) that forbid a later
    // CREATE INDEX in the same transaction.
    await db.schema.createIndex('mother_phone_idx').ifNotExists().on('mother').column('phone').execute();
    await db.schema.createIndex('mother_national_id_idx').ifNotExists().on('mother').column('national_id').execute();
    const rows = (await db
      .selectFrom('mother')
      .select(['id', 'phone', 'emergency_contact_phone', 'national_id'])
      .execute()) as MotherRow[];
    for (const row of rows) {
      const next = {
        phone: phone(row.phone),
        emergency_contact_phone: phone(row.emergency_contact_phone),
        national_id: nationalId(row.national_id),
      };
      if (
        next.phone === row.phone &&
        next.emergency_contact_phone === row.emergency_contact_phone &&
        next.national_id === row.national_id
      )
        continue;
      await db.updateTable('mother').set(next).where('id', '=', row.id).execute();
    }
  },
});
