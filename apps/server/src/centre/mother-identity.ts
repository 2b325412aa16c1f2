import { sql } from 'kysely';
import { z } from 'zod';
import { conflict } from '../lib/errors';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from './repository';

/** Serialises the identity checks of concurrent mother writes on PostgreSQL (SQLite runs one write at a time). */
const MOTHER_IDENTITY_LOCK = 4_172_019_016;

/**
 * One mother is on file once. A second one with the same national ID is refused (one number is one person; the
 * existing record is the one to open or correct); one with the same name and phone is refused unless the caller
 * says it is someone else (`?confirm_distinct=true`). Each refusal is a 409 `mother_exists` naming the fields that
 * matched, with `ref` pointing to the existing mother. Values compared are the stored, normalised ones; an update
 * is checked only for the values it changes, so two mothers confirmed distinct stay editable.
 */
export const motherHooks: ResourceHooks = {
  writeQuery: z.object({
    confirm_distinct: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional()
      .meta({ description: 'The user confirmed that a mother with the same name and phone is someone else.' }),
  }),
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined, query: Row) {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${MOTHER_IDENTITY_LOCK})`.execute(trx);
    const before =
      id === undefined
        ? undefined
        : ((await trx.selectFrom('mother').selectAll().where('id', '=', id).executeTakeFirst()) as Row);
    const changed = (field: string) => !before || before[field] !== row[field];
    const others = () => {
      const q = trx.selectFrom('mother').select('id').orderBy('id').limit(1);
      return id === undefined ? q : q.where('id', '!=', id);
    };

    if (row.national_id && changed('national_id')) {
      const same = (await others().where('national_id', '=', row.national_id).executeTakeFirst()) as { id: number } | undefined;
      if (same)
        throw conflict(
          'mother_exists',
          `Mother ${same.id} has this national ID.`,
          { national_id: ['already on file'] },
          {
            entity: 'mother',
            id: Number(same.id),
          },
        );
    }
    if (query.confirm_distinct !== true && (changed('name') || changed('phone'))) {
      const same = (await others()
        .where('phone', '=', row.phone)
        .where(sql<boolean>`lower(name) = lower(${row.name})`)
        .executeTakeFirst()) as { id: number } | undefined;
      if (same)
        throw conflict(
          'mother_exists',
          `Mother ${same.id} has this name and phone; send confirm_distinct=true if this is someone else.`,
          { name: ['same name and phone as a mother on file'], phone: ['same name and phone as a mother on file'] },
          { entity: 'mother', id: Number(same.id) },
        );
    }
  },
};
