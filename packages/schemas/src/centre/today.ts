import { z } from 'zod';
import { ClinicalFlag, clinicalFlagExample } from './clinical-flag';
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
  .meta({
    id: 'centre_today',
    examples: [
      {
        date: '2026-03-02',
        arrivals: [
          {
            id: 14,
            mother: { id: 2, name: '陳怡君' },
            room: { id: 6, number: '302' },
            start_date: '2026-03-02',
            end_date: '2026-03-30',
            status: 'booked' as const,
          },
        ],
        departures: [],
        in_house: [
          {
            id: 12,
            mother: { id: 1, name: '王小美' },
            room: { id: 5, number: '301' },
            start_date: '2026-03-01',
            end_date: '2026-03-29',
            status: 'in_house' as const,
          },
        ],
        nursery: [{ baby: { id: 1, name: '王小寶' }, mother: { id: 1, name: '王小美' }, room: { id: 5, number: '301' } }],
        rooming_in: [],
        rooms_to_clean: [{ id: 9, number: '305' }],
        incubators_in_use: [],
        open_repairs: [
          { id: 3, room: { id: 8, number: '303' }, issue: '冷氣不冷', status: 'open', reported_at: '2026-03-01T09:00:00.000Z' },
        ],
        flags: [clinicalFlagExample],
        epds_due: [{ mother: { id: 1, name: '王小美' }, room: { id: 5, number: '301' }, occasion: 'arrival' as const }],
        milestones: [
          {
            kind: 'hearing_screening' as const,
            status: 'due' as const,
            due_at: '2026-03-28T00:40:00.000Z',
            baby: { id: 1, name: '王小寶' },
            mother: { id: 1, name: '王小美' },
            room: { id: 5, number: '301' },
          },
        ],
      },
    ],
  });
export type Today = z.infer<typeof Today>;
export type TodayStay = z.infer<typeof TodayStay>;
export type TodayEpdsDue = z.infer<typeof TodayEpdsDue>;
export type TodayMilestone = z.infer<typeof TodayMilestone>;
