import { z } from 'zod';

/** Who and where, by id and name: enough to show and to link. */
const MotherRef = z.object({ id: z.number().int(), name: z.string() });
const RoomRef = z.object({ id: z.number().int(), number: z.string() });
const BabyRef = z.object({ id: z.number().int(), name: z.string().nullable() });

export const TodayStay = z.object({
  id: z.number().int(),
  mother: MotherRef,
  room: RoomRef,
  start_date: z.string(),
  end_date: z.string(),
});

export const todayFlagKinds = ['epds', 'fever', 'weight_loss'] as const;

/**
 * An open clinical flag: the newest record of its kind for a mother or baby in the centre is flagged
 * (packages/schemas/src/centre/flags.ts); a newer unflagged record closes it.
 */
export const TodayFlag = z.object({
  kind: z.enum(todayFlagKinds),
  /** The flagged record. */
  ref: z.object({ entity: z.string(), id: z.number().int() }),
  at: z.string(),
  value: z.number(),
  mother: MotherRef,
  baby: BabyRef.nullable(),
});

/** GET /api/today/: the centre's day at a glance (Taipei day). */
export const Today = z
  .object({
    date: z.string(),
    arrivals: z.array(TodayStay),
    departures: z.array(TodayStay),
    in_house: z.array(TodayStay),
    nursery: z.array(z.object({ baby: BabyRef, mother: MotherRef, room: RoomRef })),
    rooming_in: z.array(
      z.object({ id: z.number().int(), baby: BabyRef, mother: MotherRef, room: RoomRef, start_at: z.string() }),
    ),
    rooms_to_clean: z.array(RoomRef),
    incubators_in_use: z.array(
      z.object({
        id: z.number().int(),
        incubator: z.object({ id: z.number().int(), code: z.string() }),
        baby: BabyRef,
        start_at: z.string(),
      }),
    ),
    open_repairs: z.array(
      z.object({ id: z.number().int(), room: RoomRef, issue: z.string(), status: z.string(), reported_at: z.string() }),
    ),
    flags: z.array(TodayFlag),
  })
  .meta({ id: 'centre_today' });
export type Today = z.infer<typeof Today>;
export type TodayStay = z.infer<typeof TodayStay>;
export type TodayFlag = z.infer<typeof TodayFlag>;
