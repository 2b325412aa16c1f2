import { careEventFieldErrors } from '@pnc/schemas/centre/baby-care-event';
import { invalid } from '../lib/errors';
import type { ResourceHooks } from './repository';

/**
 * A care event carries exactly the details its kind takes (careEventKindFields): a breastfeed its side and minutes,
 * expressed milk or formula its volume, a stool its colour, sleep its minutes. A missing one is `required`, one the
 * kind does not take is `not_for_kind`: refused with 400 on those fields, never dropped. Checked on the record as it
 * would be stored, so an update that changes the kind must clear the details of the old one.
 */
export const babyCareEventHooks: ResourceHooks = {
  async beforeWrite(_trx, row) {
    const errors = careEventFieldErrors(row);
    if (Object.keys(errors).length) throw invalid(errors);
  },
};
