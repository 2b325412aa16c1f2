import { motherStayWindow } from '../mother-stay-window';
import type { ResourceHooks } from '../repository';

/** ?from_date&duration: babies whose mother has a stay overlapping [from_date, from_date + duration). */
export const babyHooks: ResourceHooks = { customFilter: motherStayWindow, reads: ['mom_living_record'] };
