/** A contract as the API lists it (mother 4, room type 2, checked in); `patch` changes what a test needs. */
export const contractRow = (patch: Record<string, unknown> = {}) => ({
  id: 1,
  contract_no: 'C-1',
  mother: 4,
  expected_date: '2026-12-01',
  room_type: 2,
  days: 14,
  total_amount: 179200,
  status: 'checked_in',
  ...patch,
});
