/** A day with nothing in it, as GET /api/today/ answers; the Today tests fill the parts they are about. */
export const emptyToday = {
  date: '2026-11-25',
  arrivals: [],
  departures: [],
  in_house: [],
  nursery: [],
  rooming_in: [],
  rooms_to_clean: [],
  incubators_in_use: [],
  open_repairs: [],
  milestones: [],
  flags: [],
  epds_due: [],
};
