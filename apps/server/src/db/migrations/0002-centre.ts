import type { AnyDb, EngineMigration } from './helpers';
import { withId } from './helpers';
import { createResourceTables, type ResourceTable } from './resource-tables';

/** The centre's core tables as the definitions of issue 5 described them when this migration landed. */
const tables: ResourceTable[] = [
  {
    table: 'room_type',
    columns: [
      ['name_tw', 'text', { notNull: true, unique: true }],
      ['name_en', 'text', { notNull: true }],
      ['description_tw', 'text'],
      ['description_en', 'text'],
      ['daily_rate', 'bigint', { notNull: true }],
      ['capacity', 'integer', { notNull: true }],
    ],
    indexed: [],
  },
  {
    table: 'room',
    columns: [
      ['number', 'text', { notNull: true, unique: true }],
      ['floor', 'integer', { notNull: true }],
      ['room_type', 'integer', { notNull: true, references: 'room_type' }],
      ['status', 'text', { notNull: true }],
      ['note', 'text'],
    ],
    indexed: ['room_type', 'floor', 'status'],
  },
  {
    table: 'incubator_type',
    columns: [
      ['name_tw', 'text', { notNull: true, unique: true }],
      ['name_en', 'text', { notNull: true }],
      ['description', 'text'],
    ],
    indexed: [],
  },
  {
    table: 'incubator',
    columns: [
      ['code', 'text', { notNull: true, unique: true }],
      ['type', 'integer', { notNull: true, references: 'incubator_type' }],
      ['status', 'text', { notNull: true }],
      ['location', 'text'],
    ],
    indexed: ['type', 'status'],
  },
  {
    table: 'mother',
    columns: [
      ['name', 'text', { notNull: true }],
      ['phone', 'text', { notNull: true }],
      ['national_id', 'text'],
      ['birthday', 'text'],
      ['email', 'text'],
      ['address', 'text'],
      ['emergency_contact_name', 'text'],
      ['emergency_contact_phone', 'text'],
      ['blood_type', 'text'],
      ['delivery_hospital', 'text'],
      ['delivery_date', 'text'],
      ['delivery_type', 'text'],
      ['parity', 'integer'],
      ['allergies', 'text'],
      ['medical_history', 'text'],
      ['note', 'text'],
    ],
    indexed: ['name', 'phone'],
  },
  {
    table: 'baby',
    columns: [
      ['mother', 'integer', { notNull: true, references: 'mother' }],
      ['name', 'text', { notNull: true }],
      ['gender', 'text', { notNull: true }],
      ['birth_at', 'text'],
      ['birth_weight_g', 'integer'],
      ['birth_length_cm', 'number'],
      ['gestational_weeks', 'integer'],
      ['blood_type', 'text'],
      ['feeding_type', 'text'],
      ['note', 'text'],
    ],
    indexed: ['mother'],
  },
  {
    table: 'contract',
    columns: [
      ['mother', 'integer', { notNull: true, references: 'mother' }],
      ['contract_no', 'text', { notNull: true, unique: true }],
      ['signed_at', 'text'],
      ['expected_date', 'text', { notNull: true }],
      ['room_type', 'integer', { references: 'room_type' }],
      ['days', 'integer', { notNull: true }],
      ['daily_rate', 'bigint', { notNull: true }],
      ['total_amount', 'bigint', { notNull: true }],
      ['deposit', 'bigint'],
      ['status', 'text', { notNull: true }],
      ['note', 'text'],
    ],
    indexed: ['mother', 'room_type', 'status', 'expected_date'],
  },
  {
    table: 'mom_living_record',
    columns: [
      ['mother', 'integer', { notNull: true, references: 'mother' }],
      ['room', 'integer', { notNull: true, references: 'room' }],
      ['start_date', 'text', { notNull: true }],
      ['end_date', 'text', { notNull: true }],
      ['checked_out_at', 'text'],
      ['note', 'text'],
    ],
    indexed: ['mother', 'room', 'start_date', 'end_date'],
  },
  {
    table: 'mom_checkin_record',
    columns: [
      ['mother', 'integer', { notNull: true, references: 'mother' }],
      ['contract', 'integer', { references: 'contract' }],
      ['room', 'integer', { references: 'room' }],
      ['checkin_at', 'text', { notNull: true }],
      ['checked_by', 'integer', { references: 'app_user' }],
      ['belongings', 'text'],
      ['note', 'text'],
    ],
    indexed: ['mother', 'contract', 'room', 'checked_by'],
  },
  {
    table: 'mom_billing_record',
    columns: [
      ['mother', 'integer', { notNull: true, references: 'mother' }],
      ['contract', 'integer', { references: 'contract' }],
      ['item', 'text', { notNull: true }],
      ['category', 'text', { notNull: true }],
      ['quantity', 'integer', { notNull: true }],
      ['unit_price', 'bigint', { notNull: true }],
      ['amount', 'bigint', { notNull: true }],
      ['billed_at', 'text', { notNull: true }],
      ['paid', 'integer', { notNull: true }],
      ['paid_at', 'text'],
      ['payment_method', 'text'],
      ['note', 'text'],
    ],
    indexed: ['mother', 'contract', 'category', 'paid'],
  },
];

export const centre: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await createResourceTables(db, engine, tables);

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
