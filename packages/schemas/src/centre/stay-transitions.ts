/**
 * A stay's named transitions, from one status to the next. The server writes each one as a conditional update
 * (WHERE status = from) in one transaction; the web offers an action only where its `from` holds.
 */
export const stayTransitions = {
  check_in: { from: 'booked', to: 'in_house' },
  change_room: { from: 'in_house', to: 'checked_out' },
  check_out: { from: 'in_house', to: 'checked_out' },
} as const;

export type StayTransition = keyof typeof stayTransitions;

/** Stays in these statuses are part of the centre's history: never deleted (409 stay_not_deletable). */
export const undeletableStayStatuses: readonly string[] = ['in_house', 'checked_out'];

/** Whether `transition` may start from a stay in `status`. */
export const canTransition = (status: string | undefined, transition: StayTransition) =>
  stayTransitions[transition].from === status;
