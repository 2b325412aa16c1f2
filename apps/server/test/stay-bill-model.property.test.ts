import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);

type Step =
  | { kind: 'book'; m: number; r: number; start: number; nights: number }
  | { kind: 'checkin'; m: number }
  | { kind: 'change'; m: number; r: number }
  | { kind: 'end'; m: number; delta: number }
  | { kind: 'ready'; r: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    m: fc.nat(2),
    r: fc.nat(3),
    start: fc.integer({ min: -4, max: 0 }),
    nights: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constant('checkin' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('change' as const), m: fc.nat(2), r: fc.nat(3) }),
  fc.record({ kind: fc.constant('end' as const), m: fc.nat(2), delta: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('ready' as const), r: fc.nat(3) }),
);

/**
 * Random sequences of stay transitions through the public API; after every step: at most one in-house stay per
 * mother, every occupied room has exactly one in-house stay and every in-house stay's room is occupied.
 */
describe.each(engines)('stay model on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const today = todayTaipei();
  const list = async (path: string) => (await auth.as.staff('GET', `/api/${path}`)).json().results as Record<string, unknown>[];

  it('keeps one in-house stay per mother and rooms occupied exactly by in-house stays', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const ms = [await make.create(mother), await make.create(mother), await make.create(mother)];
        const rs = [];
        for (let i = 0; i < 4; i++) rs.push(await make.create(room, { status: 'available' }));
        const roomIds = new Set(rs.map((r) => r.id));
        const stayOf = async (m: number, status: string) =>
          (await list(`mom_living_record/?mother=${ms[m]!.id}&status=${status}`))[0];
        for (const s of steps) {
          if (s.kind === 'book')
            await auth.as.staff('POST', '/api/mom_living_record/', {
              mother: ms[s.m]!.id,
              room: rs[s.r]!.id,
              start_date: addDays(today, s.start),
              end_date: addDays(today, s.start + s.nights),
            });
          else if (s.kind === 'checkin')
            await auth.as.staff('POST', '/api/mom_checkin_record/', {
              mother: ms[s.m]!.id,
              checkin_at: `${today}T00:01:00+08:00`,
            });
          else if (s.kind === 'change') {
            const st = await stayOf(s.m, 'in_house');
            if (st) await auth.as.staff('POST', `/api/mom_living_record/${st.id}/change_room/`, { room: rs[s.r]!.id });
          } else if (s.kind === 'end') {
            const st = (await stayOf(s.m, 'in_house')) ?? (await stayOf(s.m, 'booked'));
            if (st)
              await auth.as.staff('PUT', `/api/mom_living_record/${st.id}/`, { end_date: addDays(String(st.end_date), s.delta) });
          } else await auth.as.staff('POST', `/api/room/${rs[s.r]!.id}/ready/`);

          const stays = (await list('mom_living_record/?status=in_house&limit=1000')).filter((x) =>
            roomIds.has(x.room as number),
          );
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
