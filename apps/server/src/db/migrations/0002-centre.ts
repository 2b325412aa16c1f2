import { centreResources } from '@pnc/schemas/centre/resources';
import { createResourceTables } from './centre-tables';
import type { AnyDb, EngineMigration } from './helpers';
import { withId } from './helpers';

/** The resources this migration creates; entities added later get their own migration with createResourceTables. */
const names = [
  'room_type',
  'room',
  'incubator_type',
  'incubator',
  'mother',
  'baby',
  'contract',
  'mom_living_record',
  'mom_checkin_record',
  'mom_billing_record',
];

export const centre: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    const defs = names.map((n) => {
      const d = centreResources.find((r) => r.name === n);
      if (!d) throw new Error(`no definition for ${n}`);
      return d;
    });
    await createResourceTables(db, engine, defs, centreResources);

    // Append-only: no route updates or deletes these rows.
    await withId(db.schema.createTable('audit_log'), engine)
      .addColumn('actor_id', 'integer', (c) => c.references('app_user.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer')
      .addColumn('changed_fields', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
    await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
  },
});
