import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { billTotals, earlyLeaveCredits } from '@pnc/schemas/centre/bill';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

type Step =
  | { kind: 'book'; m: number; r: number; start: number; nights: number }
  | { kind: 'checkin'; m: number }
  | { kind: 'cancel'; m: number; who: number; r: number }
  | { kind: 'change'; m: number; r: number }
  | { kind: 'end'; m: number; delta: number }
  | { kind: 'ready'; r: number }
  | { kind: 'bill'; m: number; category: 'room' | 'meal' | 'service'; quantity: number; price: number; paid: boolean }
  | { kind: 'pay'; m: number; pick: number; deposit: number }
  | { kind: 'refund'; m: number; part: number }
  | { kind: 'checkout'; m: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      m: fc.nat(2),
      r: fc.nat(3),
      start: fc.integer({ min: -4, max: 0 }),
      nights: fc.integer({ min: 1, max: 8 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('checkin' as const), m: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), m: fc.nat(2), who: fc.nat(2), r: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('change' as const), m: fc.nat(2), r: fc.nat(3) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('end' as const), m: fc.nat(2), delta: fc.integer({ min: -3, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ready' as const), r: fc.nat(3) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      m: fc.nat(2),
      category: fc.constantFrom('room' as const, 'meal' as const, 'service' as const),
      quantity: fc.integer({ min: 1, max: 6 }),
      price: fc.integer({ min: 1, max: 5 }).map((n) => n * 500),
      paid: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      m: fc.nat(2),
      pick: fc.nat(5),
      deposit: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), m: fc.nat(2), part: fc.integer({ min: 1, max: 4 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('checkout' as const), m: fc.nat(2) }) },
);

/** A line as this model wrote or read it. */
interface Line {
  id: number;
  category: string;
  quantity: number;
  unit_price: number;
  paid: boolean;
}

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The model's own bill arithmetic: charges and credits, money received less refunds handed back. */
function modelBill(lines: readonly Line[]) {
  let billed = 0;
  let paid = 0;
  for (const l of lines) {
    const amount = l.quantity * l.unit_price;
    if (['room', 'meal', 'service', 'product', 'extension'].includes(l.category)) {
      billed += amount;
      if (l.paid) paid += amount;
    } else if (l.category === 'discount' || l.category === 'early_leave') billed -= amount;
    else if (l.category === 'deposit' && l.paid) paid += amount;
    else if (l.category === 'refund' && l.paid) paid -= amount;
  }
  return { billed, paid, balance: billed - paid };
}

/**
 * Random sequences of stay transitions through the public API; after every step: at most one in-house stay per
 * mother, every occupied room has exactly one in-house stay and every in-house stay's room is occupied; a
 * cancelled stay occupies no room (no other stay overlapping it is refused for it), no stay that was cancelled is
 * ever in house again, and a cancelled stay's nights are never counted as stayed.
 */
describe.each(engines)('stay model on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const today = todayTaipei();
  const list = async (path: string) => (await auth.as.staff('GET', `/api/${path}`)).json().results as Record<string, unknown>[];

  it('keeps stays consistent and every balance equal to the model’s billed − paid', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const ms = [await make.create(mother), await make.create(mother), await make.create(mother)];
        const rs: Record<string, unknown>[] = [];
        for (let i = 0; i < 4; i++) rs.push(await make.create(room, { status: 'available' }));
        const roomIds = new Set(rs.map((r) => r.id));
        const model: Line[][] = [[], [], []];
        const lineOf = (l: Record<string, unknown>): Line => ({
          id: l.id as number,
          category: String(l.category),
          quantity: Number(l.quantity),
          unit_price: Number(l.unit_price),
          paid: Boolean(l.paid),
        });
        /** Bill a line as a manager; an accepted line joins the model as written. */
        const bill = async (m: number, payload: Record<string, unknown>) => {
          const res = await auth.as.manager('POST', '/api/mom_billing_record/', {
            mother: ms[m]!.id,
            billed_at: today,
            ...payload,
          });
          if (res.statusCode === 201) model[m]!.push(lineOf({ ...payload, id: res.json().id }));
          return res;
        };
        /** Every stay this run cancelled: once cancelled, always cancelled. */
        const cancelled = new Set<number>();
        const stayOf = async (m: number, status: string) =>
          (await list(`mom_living_record/?mother=${ms[m]!.id}&status=${status}`))[0];
        /** Every stay of this run's mothers (they alone use its rooms). */
        const allStays = async () => {
          const out = [];
          for (const m of ms) out.push(...(await list(`mom_living_record/?mother=${m.id}&limit=1000`)));
          return out;
        };
        const overlaps = (x: Record<string, unknown>, start: string, end: string) =>
          String(x.start_date) < end && String(x.end_date) > start;
        /** Books, expecting the model's outcome: a booking clashes only with stays that hold a room, never a cancelled one. */
        const book = async (m: number, r: number, start: string, end: string) => {
          const holding = (await allStays()).filter((x) => x.status !== 'cancelled' && overlaps(x, start, end));
          const expected = holding.some((x) => x.mother === ms[m]!.id)
            ? 'stay_overlap'
            : holding.some((x) => x.room === rs[r]!.id)
              ? 'room_taken'
              : 'booked';
          const res = await auth.as.staff('POST', '/api/mom_living_record/', {
            mother: ms[m]!.id,
            room: rs[r]!.id,
            start_date: start,
            end_date: end,
          });
          expect(res.statusCode === 201 ? 'booked' : res.json().code, `${JSON.stringify(steps)} ${res.body}`).toBe(expected);
        };
        for (const s of steps) {
          if (s.kind === 'book') await book(s.m, s.r, addDays(today, s.start), addDays(today, s.start + s.nights));
          else if (s.kind === 'checkin') {
            // A check-in happens on the booked stay's first day (a past one here), never ahead of it.
            const booked = await stayOf(s.m, 'booked');
            await auth.as.staff('POST', '/api/mom_checkin_record/', {
              mother: ms[s.m]!.id,
              checkin_at: `${String(booked?.start_date ?? today)}T00:01:00+08:00`,
            });
          } else if (s.kind === 'cancel') {
            const booked = await stayOf(s.m, 'booked');
            const res = booked
              ? await auth.as.staff('POST', `/api/mom_living_record/${booked.id}/cancel/`, { reason: '取消預約' })
              : undefined;
            if (booked) {
              expect(res!.statusCode, `${JSON.stringify(steps)} ${res!.body}`).toBe(200);
              cancelled.add(booked.id as number);
              // Its nights are free again: she or another mother books them, in its room or another.
              await book((s.m + s.who) % 3, s.r, String(booked.start_date), String(booked.end_date));
            }
          } else if (s.kind === 'change') {
            const st = await stayOf(s.m, 'in_house');
            if (st) await auth.as.staff('POST', `/api/mom_living_record/${st.id}/change_room/`, { room: rs[s.r]!.id });
          } else if (s.kind === 'end') {
            const st = (await stayOf(s.m, 'in_house')) ?? (await stayOf(s.m, 'booked'));
            if (st)
              await auth.as.staff('PUT', `/api/mom_living_record/${st.id}/`, { end_date: addDays(String(st.end_date), s.delta) });
          } else if (s.kind === 'ready') await auth.as.staff('POST', `/api/room/${rs[s.r]!.id}/ready/`);
          else if (s.kind === 'bill') {
            const res = await bill(s.m, {
              item: s.category,
              category: s.category,
              quantity: s.quantity,
              unit_price: s.price,
              paid: s.paid,
              ...(s.paid ? { payment_method: 'cash' } : {}),
            });
            expect(res.statusCode, `${JSON.stringify(steps)} ${res.body}`).toBe(201);
          } else if (s.kind === 'pay') {
            const unpaid = model[s.m]!.filter((l) => !l.paid && ['room', 'meal', 'service'].includes(l.category));
            const line = unpaid[s.pick % Math.max(1, unpaid.length)];
            if (s.deposit === 0 && line) {
              const res = await auth.as.manager('PUT', `/api/mom_billing_record/${line.id}/`, {
                paid: true,
                payment_method: 'cash',
              });
              expect(res.statusCode, `${JSON.stringify(steps)} ${res.body}`).toBe(200);
              line.paid = true;
            } else {
              const res = await bill(s.m, {
                item: '預收',
                category: 'deposit',
                quantity: 1,
                unit_price: 1_000 * Math.max(1, s.deposit),
                paid: true,
                payment_method: 'cash',
              });
              expect(res.statusCode, `${JSON.stringify(steps)} ${res.body}`).toBe(201);
            }
          } else if (s.kind === 'refund') {
            const received = modelBill(model[s.m]!).paid;
            const amount = Math.floor(received / s.part);
            if (amount > 0) {
              const res = await bill(s.m, {
                item: '退款',
                category: 'refund',
                quantity: 1,
                unit_price: amount,
                paid: true,
                payment_method: 'cash',
              });
              expect(res.statusCode, `${JSON.stringify(steps)} ${res.body}`).toBe(201);
            }
          } else {
            const preview = (await auth.as.staff('GET', `/api/mom_checkout/balance/?mother=${ms[s.m]!.id}`)).json();
            if (preview.stay) {
              const res = await t.inject({
                method: 'POST',
                url: '/api/mom_checkout/',
                headers: { authorization: auth.staff },
                payload: {
                  mother: ms[s.m]!.id,
                  username: auth.users.manager.username,
                  password: auth.users.manager.password,
                  ...(preview.balance !== 0 ? { confirm_balance: preview.balance } : {}),
                },
              });
              expect(res.statusCode, `${JSON.stringify(steps)} ${res.body}`).toBe(200);
              // The nights credited are the server's lines: read them into the model, then bound them.
              const lines = await list(`mom_billing_record/?mother=${ms[s.m]!.id}&limit=1000`);
              const known = new Set(model[s.m]!.map((l) => l.id));
              for (const l of lines) if (l.category === 'early_leave' && !known.has(l.id as number)) model[s.m]!.push(lineOf(l));
              const billedNights = model[s.m]!.filter((l) => l.category === 'room' || l.category === 'extension').reduce(
                (n, l) => n + l.quantity,
                0,
              );
              const stayed = (await list(`mom_living_record/?mother=${ms[s.m]!.id}&limit=1000`))
                .filter((x) => x.status === 'in_house' || x.status === 'checked_out')
                .reduce((n, x) => n + nightsBetween(String(x.start_date), String(x.end_date)), 0);
              const credited = model[s.m]!.filter((l) => l.category === 'early_leave').reduce((n, l) => n + l.quantity, 0);
              const msg = `${JSON.stringify(steps)} billed ${billedNights} stayed ${stayed} credited ${credited}`;
              if (billedNights === 0) expect(credited, msg).toBe(0);
              expect(credited, msg).toBeLessThanOrEqual(Math.max(0, billedNights - stayed));
            }
          }

          const all = await allStays();
          // The balance a checkout asks for: the model's billed − paid, less the nights a checkout now would credit.
          for (const m of [0, 1, 2]) {
            const preview = (await auth.as.staff('GET', `/api/mom_checkout/balance/?mother=${ms[m]!.id}`)).json();
            const own = modelBill(model[m]!);
            const pending = ((preview.lines ?? []) as Record<string, unknown>[])
              .filter((l) => l.category === 'early_leave')
              .reduce((n, l) => n + Number(l.quantity) * Number(l.unit_price), 0);
            const msg = `${JSON.stringify(steps)} mother ${m} ${JSON.stringify(preview)}`;
            expect({ billed: preview.billed, paid: preview.paid, balance: preview.balance }, msg).toEqual({
              billed: own.billed - pending,
              paid: own.paid,
              balance: own.balance - pending,
            });
            expect(billTotals(model[m]!.map((l) => ({ ...l, amount: l.quantity * l.unit_price }))).balance, msg).toBe(
              own.balance,
            );
            // The nights a checkout now would credit count only the nights lived (in house, checked out): a
            // cancelled stay's nights are never stayed, so never set against the nights billed.
            if (preview.stay) {
              const plannedEnd = String(preview.stay.end_date);
              const endDate = plannedEnd > today ? today : plannedEnd;
              const nightsStayed = all
                .filter((x) => x.mother === ms[m]!.id && (x.status === 'in_house' || x.status === 'checked_out'))
                .reduce(
                  (n, x) =>
                    n + Math.max(0, nightsBetween(String(x.start_date), x.id === preview.stay.id ? endDate : String(x.end_date))),
                  0,
                );
              const credits = earlyLeaveCredits(
                model[m]!.map((l) => ({ ...l, billed_at: today })),
                { nightsStayed, nightsGivenUp: Math.max(0, nightsBetween(endDate, plannedEnd)) },
              );
              expect(
                credits.reduce((n, c) => n + c.quantity * c.unit_price, 0),
                msg,
              ).toBe(pending);
            }
          }

          const stays = (await list('mom_living_record/?status=in_house&limit=1000')).filter((x) =>
            roomIds.has(x.room as number),
          );
          // No in-house stay ever was cancelled: a stay cancelled stays cancelled, kept, and only those are.
          for (const x of all)
            expect(x.status === 'cancelled', `${JSON.stringify(steps)} stay ${String(x.id)}`).toBe(cancelled.has(x.id as number));
          expect(all.filter((x) => cancelled.has(x.id as number)).length, JSON.stringify(steps)).toBe(cancelled.size);
          const perMother = new Map<unknown, number>();
          for (const x of stays) perMother.set(x.mother, (perMother.get(x.mother) ?? 0) + 1);
          expect(
            [...perMother.values()].every((n) => n === 1),
            JSON.stringify(steps),
          ).toBe(true);
          for (const r of rs) {
            const status = (await auth.as.staff('GET', `/api/room/${r.id}/`)).json().status;
            const inRoom = stays.filter((x) => x.room === r.id).length;
            expect(status === 'occupied' ? inRoom === 1 : inRoom === 0, `${JSON.stringify(steps)} room ${r.id}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
