import type { Transaction } from 'kysely';
import { todayTaipei } from '../../centre/care-time';
import { type AnyDb, untyped } from '../../centre/repository';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { Rng } from '../prng';

export interface StayRow {
  id: number;
  mother: number;
  room: number;
  start_date: string;
  end_date: string;
}
interface MotherRow {
  id: number;
  name: string;
  allergies: string | null;
  delivery_type: string | null;
}
interface ContractRow {
  id: number;
  mother: number;
  status: string;
}
export interface BabyRow {
  id: number;
  mother: number;
  birth_at: string | null;
  birth_weight_g: number | null;
  feeding_type: string | null;
}
interface RoomRow {
  id: number;
  number: string;
}
export interface IncubatorRow {
  id: number;
  code: string;
  status: string;
}

/** What every care area works from: the centre's demo rows, read once, and the one PRNG they all draw from in turn. */
export interface CareContext {
  trx: AnyDb;
  rng: Rng;
  today: string;
  /** created_at / updated_at for rows that do not set their own. */
  stamp: { created_at: string; updated_at: string };
  /** Inserts in chunks of 200 rows, which keeps each statement under SQLite's bound-parameter limit. */
  insertMany: (table: string, rows: Record<string, unknown>[]) => Promise<void>;
  /**
   * insertMany for records of what has happened, keeping only rows whose `field` time is not after now: a demo
   * loaded at 00:30 in Taipei holds no 08:00 round of that day (the rows are drawn first, so the PRNG's
   * sequence, and every other row, is the same at any hour).
   */
  insertHappened: (table: string, rows: Record<string, unknown>[], field: string) => Promise<void>;
  /** Staff other than the manager: they record the care and fill the duty roster. */
  nurses: number[];
  manager: number;
  /** A random nurse for a record (draws from the PRNG). */
  pickNurse: () => number;
  stays: StayRow[];
  /** Stays under way today. */
  inHouse: StayRow[];
  /** Stays that have begun, ended or not. */
  started: StayRow[];
  motherById: Map<number, MotherRow>;
  contractOf: Map<number, ContractRow>;
  babies: BabyRow[];
  rooms: RoomRow[];
  incubators: IncubatorRow[];
}

/** Reads what seedCentre left (and the staff) inside the care transaction. */
export async function loadCareContext(t: Transaction<Database>, rng: Rng): Promise<CareContext> {
  const trx = untyped(t);
  const today = todayTaipei();
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  const insertMany = async (table: string, rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 200).map((x) => ({ ...stamp, ...x })))
        .execute();
  };

  const staff = (await trx
    .selectFrom('app_user')
    .select(['id', 'username_key'])
    .where('role', 'in', ['staff', 'manager'])
    .orderBy('id')
    .execute()) as { id: number; username_key: string }[];
  const nurses = staff.filter((u) => u.username_key !== 'manager').map((u) => u.id);
  const manager = staff.find((u) => u.username_key === 'manager')?.id ?? nurses[0]!;

  const stays = (await trx.selectFrom('mom_living_record').selectAll().orderBy('id').execute()) as StayRow[];
  const mothers = (await trx.selectFrom('mother').select(['id', 'name', 'allergies', 'delivery_type']).execute()) as MotherRow[];
  const contracts = (await trx.selectFrom('contract').select(['id', 'mother', 'status']).execute()) as ContractRow[];
  const babies = (await trx
    .selectFrom('baby')
    .select(['id', 'mother', 'birth_at', 'birth_weight_g', 'feeding_type'])
    .orderBy('id')
    .execute()) as BabyRow[];
  const rooms = (await trx.selectFrom('room').select(['id', 'number']).orderBy('number').execute()) as RoomRow[];
  const incubators = (await trx
    .selectFrom('incubator')
    .select(['id', 'code', 'status'])
    .orderBy('code')
    .execute()) as IncubatorRow[];

  return {
    trx,
    rng,
    today,
    stamp,
    insertMany,
    insertHappened: (table, rows, field) =>
      insertMany(
        table,
        rows.filter((row) => String(row[field]) <= now),
      ),
    nurses,
    manager,
    pickNurse: () => rng.pick(nurses),
    stays,
    inHouse: stays.filter((s) => s.start_date <= today && today < s.end_date),
    started: stays.filter((s) => s.start_date <= today),
    motherById: new Map(mothers.map((m) => [m.id, m])),
    contractOf: new Map(contracts.map((c) => [c.mother, c])),
    babies,
    rooms,
    incubators,
  };
}
