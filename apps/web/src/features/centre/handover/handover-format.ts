import { isRealDate } from '@pnc/schemas/centre/define-spec';
import { type Shift, shiftAt, shiftHours } from '@pnc/schemas/centre/shift-time';
import type { TFunction } from 'i18next';
import { enumText } from '../resource/display';
import type { ShiftArgs } from './handover-api';

/** A date's shifts in the order they run (decision 0022): 大夜 00–08, 白班 08–16, 小夜 16–24. */
export const shiftsInOrder: readonly Shift[] = ['night', 'day', 'evening'];

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** 白班 / Day shift: the roster's words for it. */
const shiftName = (t: TFunction, shift: Shift) => enumText(t, 'assignment', 'shift', shift);

/** 白班（08:00–16:00）: the name with its clock times, from the one constant. */
export const shiftLabel = (t: TFunction, shift: Shift) =>
  t('handover.shiftLabel', { name: shiftName(t, shift), from: hh(shiftHours[shift].start), to: hh(shiftHours[shift].end) });

/** The shift an address names (?date=&shift=), or the one under way when it names none or not a real one. */
export function shiftOfSearch(search: URLSearchParams): ShiftArgs {
  const date = search.get('date') ?? '';
  const shift = search.get('shift') as Shift | null;
  return isRealDate(date) && shift && shiftsInOrder.includes(shift) ? { date, shift } : shiftAt(new Date());
}
