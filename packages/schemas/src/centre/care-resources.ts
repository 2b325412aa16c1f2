import { assignment } from './assignment';
import { babyCareEvent } from './baby-care-event';
import { babyHealthRecord } from './baby-health-record';
import { babyMomRoomingInRecord } from './baby-mom-rooming-in-record';
import type { ResourceDefinition } from './define-spec';
import { incubatorArrangement } from './incubator-arrangement';
import { momBorrowRecord } from './mom-borrow-record';
import { momCaringRecord } from './mom-caring-record';
import { momConsent } from './mom-consent';
import { momCheckedinEval } from './mom-checkedin-eval';
import { epdsScreening } from './epds-screening';
import { momEducationRecord } from './mom-education-record';
import { momFeedingLog } from './mom-feeding-log';
import { momMealInfo } from './mom-meal-info';
import { momMealMenu } from './mom-meal-menu';
import { momMedicationRecord } from './mom-medication-record';
import { momPreCheckinEval } from './mom-pre-checkin-eval';
import { newbornMilestone } from './newborn-milestone';
import { reservationAndOutside } from './reservation-and-outside';
import { roomRepairmentRecord } from './room-repairment-record';
import { sparePart } from './spare-part';
import { visitRecord } from './visit-record';

/**
 * The care resources (decision 0005), after the core ones in resources.ts, in dependency order.
 * spare_part_record is not here: it is immutable and has hand-written routes.
 */
export const careResources: readonly ResourceDefinition[] = [
  momMealInfo,
  momMealMenu,
  momPreCheckinEval,
  momCheckedinEval,
  epdsScreening,
  momCaringRecord,
  momFeedingLog,
  momMedicationRecord,
  momEducationRecord,
  momConsent,
  momBorrowRecord,
  reservationAndOutside,
  roomRepairmentRecord,
  babyMomRoomingInRecord,
  babyHealthRecord,
  newbornMilestone,
  babyCareEvent,
  visitRecord,
  assignment,
  incubatorArrangement,
  sparePart,
] as unknown as readonly ResourceDefinition[];
