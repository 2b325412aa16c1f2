import { z } from 'zod';
import { ClinicalFlag } from './clinical-flag';
import { milestoneKinds } from './newborn-milestone';

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
  /** The stay's status: an arrival may be booked (not come yet) or in house, a departure in house or checked out. */
  status: z.enum(['booked', 'in_house', 'checked_out']),
});

/**
 * A mother in the house due for her EPDS screening: on arrival (none since she checked in), or before she leaves
 * (her planned end is within EPDS_DISCHARGE_DAYS and she has had none since that window opened).
 */
export const TodayEpdsDue = z.object({
  mother: MotherRef,
  room: RoomRef,
  occasion: z.enum(['arrival', 'before_discharge']),
});

/**
 * A newborn milestone due or overdue for a baby of a mother in the house (newborn-schedule.ts): it stays listed
 * until a record of it is written.
 */
export const TodayMilestone = z.object({
  kind: z.enum(milestoneKinds),
  status: z.enum(['due', 'overdue']),
  due_at: z.string(),
  baby: z.object({ id: z.number().int(), name: z.string() }),
  mother: MotherRef,
  room: RoomRef,
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
    /** Open clinical flags of the mothers in the house and their babies, urgent first. */
    flags: z.array(ClinicalFlag),
    epds_due: z.array(TodayEpdsDue),
    milestones: z.array(TodayMilestone),
  })
  .meta({ id: 'centre_today' });
export type Today = z.infer<typeof Today>;
export type TodayStay = z.infer<typeof TodayStay>;
export type TodayEpdsDue = z.infer<typeof TodayEpdsDue>;
export type TodayMilestone = z.infer<typeof TodayMilestone>;
