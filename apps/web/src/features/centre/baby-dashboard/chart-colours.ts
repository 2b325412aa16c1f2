/** The charts' ink: the centre's teal for readings, the flag red for the 90 % line and the points under it. */
export const chartColours = {
  line: '#0b6e7a',
  alert: '#b3261e',
  grid: '#e3eef0',
  axis: '#595959',
} as const;
