import { z } from 'zod';

/**
 * A stay's named transitions, from one status to the next. The server writes each one as a conditional update
 * (WHERE status = from) in one transaction; the web offers an action only where its `from` holds.
 */
export const stayTransitions = {
  check_in: { from: 'booked', to: 'in_house' },
  change_room: { from: 'in_house', to: 'checked_out' },
  check_out: { from: 'in_house', to: 'checked_out' },
  cancel: { from: 'booked', to: 'cancelled' },
} as const;

export type StayTransition = keyof typeof stayTransitions;

/**
 * Stays in these statuses are part of the centre's history: never deleted (409 stay_not_deletable). A cancelled
 * booking keeps why and by whom it was cancelled.
 */
export const undeletableStayStatuses: readonly string[] = ['in_house', 'checked_out', 'cancelled'];

/** Whether a stay in `status` holds its room for its dates: every stay but a cancelled booking. */
export const holdsRoom = (status: string | null | undefined) => status !== stayTransitions.cancel.to;

/** Whether `transition` may start from a stay in `status`. */
export const canTransition = (status: string | undefined, transition: StayTransition) =>
  stayTransitions[transition].from === status;

/** The longest reason a booking is cancelled for. */
export const STAY_CANCEL_REASON_MAX = 500;

/** Why a booking is cancelled (POST …/{id}/cancel/): required, in words, at most STAY_CANCEL_REASON_MAX characters. */
export const StayCancelBody = z.object({ reason: z.string().trim().min(1, 'required').max(STAY_CANCEL_REASON_MAX) });
