// Run inside an extracted older release (copied there by make-upgrade-fixture.ts), never against HEAD's data:
// its imports name that release's own modules, so the database is exactly what that release wrote.
//   node --import tsx scripts/upgrade-fixture/seed-release.ts sqlite <file> | postgres <url>
import type { Kysely } from 'kysely';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemoIfEmpty } from '../../src/demo/seed';

/** The hand-made rows the upgrade test reads back (test/upgrade-from-release.test.ts names the same values). */
export const EDGE = {
  /** Full-width letters, an ideographic space and a character outside the BMP; phone typed in full width. */
  motherName: '測試　媽媽ＡＢＣ𠮷',
  motherPhone: '０９１２－０００－３６５',
  creditMotherName: '退房　有退款',
  roomInHouse: 'FX-IN',
  roomOut: 'FX-OUT',
} as const;

const [engine, target] = process.argv.slice(2);
if ((engine !== 'sqlite' && engine !== 'postgres') || !target) {
  throw new Error('usage: seed-release.ts sqlite <file> | postgres <url>');
}
const db = connect(engine === 'sqlite' ? { engine, path: target } : { engine, url: target });
try {
  await migrateToLatest(db, engine);
  await seedDemoIfEmpty(db);
  await edgeRows(db as unknown as Kysely<any>); // eslint-disable-line @typescript-eslint/no-explicit-any
} finally {
  await db.destroy();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function edgeRows(db: Kysely<any>) {
  const at = '2026-11-20T02:00:00.000Z';
  const stamps = { created_at: at, updated_at: at };
  const columns = async (table: string) =>
    new Set((await db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name));
  const stayColumns = await columns('mom_living_record');
  const insert = async (table: string, values: Record<string, unknown>) =>
    Number(
      (
        await db
          .insertInto(table)
          .values({ ...values, ...stamps })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  const type = await insert('room_type', { name_tw: '測試房型', name_en: 'Fixture', daily_rate: 9_000, capacity: 1 });
  const roomIn = await insert('room', { number: EDGE.roomInHouse, floor: 9, room_type: type, status: 'occupied' });
  const roomOut = await insert('room', { number: EDGE.roomOut, floor: 9, room_type: type, status: 'available' });
  // Every column that may be null is left null: only the required ones are given.
  const mother = await insert('mother', { name: EDGE.motherName, phone: EDGE.motherPhone });
  const leaver = await insert('mother', { name: EDGE.creditMotherName, phone: '0988000365', note: null });
  const stay = async (values: Record<string, unknown>) =>
    insert(
      'mom_living_record',
      Object.fromEntries(Object.entries(values).filter(([k]) => k !== 'status' || stayColumns.has('status'))),
    );

  // In house: began, checked in on its first day, not checked out.
  await stay({ mother, room: roomIn, start_date: '2026-11-20', end_date: '2026-12-18', status: 'in_house' });
  await insert('mom_checkin_record', { mother, room: roomIn, checkin_at: '2026-11-20T03:00:00.000Z' });

  // Checked out two nights early: ten nights billed, the two not stayed credited (a negative, unpaid line).
  await stay({
    mother: leaver,
    room: roomOut,
    start_date: '2026-11-01',
    end_date: '2026-11-11',
    status: 'checked_out',
    checked_out_at: '2026-11-09T02:00:00.000Z',
  });
  await insert('mom_checkin_record', { mother: leaver, room: roomOut, checkin_at: '2026-11-01T03:00:00.000Z' });
  const line = { mother: leaver, billed_at: '2026-11-01T03:00:00.000Z', quantity: 1 };
  await insert('mom_billing_record', {
    ...line,
    item: '房費 10 晚',
    category: 'room',
    quantity: 10,
    unit_price: 9_000,
    amount: 90_000,
    paid: 1,
    paid_at: '2026-11-01T03:00:00.000Z',
    payment_method: 'cash',
  });
  await insert('mom_billing_record', {
    ...line,
    billed_at: '2026-11-09T02:00:00.000Z',
    item: '提前退房 2 晚',
    category: 'early_leave',
    quantity: 2,
    unit_price: -9_000,
    amount: -18_000,
    paid: 0,
  });
}
