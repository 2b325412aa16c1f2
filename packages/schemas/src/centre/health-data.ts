import { baby } from './baby';
import { babyCareEvent } from './baby-care-event';
import { babyHealthRecord } from './baby-health-record';
import { babyMomRoomingInRecord } from './baby-mom-rooming-in-record';
import type { ResourceDefinition } from './define-spec';
import { incubatorArrangement } from './incubator-arrangement';
import { momCaringRecord } from './mom-caring-record';
import { momConsent } from './mom-consent';
import { momCheckedinEval } from './mom-checkedin-eval';
import { epdsScreening } from './epds-screening';
import { momCheckinRecord } from './mom-checkin-record';
import { momEducationRecord } from './mom-education-record';
import { momFeedingLog } from './mom-feeding-log';
import { momLivingRecord } from './mom-living-record';
import { momMealInfo } from './mom-meal-info';
import { momMedicationRecord } from './mom-medication-record';
import { momPreCheckinEval } from './mom-pre-checkin-eval';
import { mother } from './mother';
import { newbornMilestone } from './newborn-milestone';
import { reservationAndOutside } from './reservation-and-outside';
import { visitRecord } from './visit-record';

/**
 * Clinical records (病歷, Medical Care Act art. 67 and 70): the mother and baby themselves (history, allergies,
 * birth data) and what clinicians write about their care. They are never hard-deleted: a DELETE archives the
 * record with a reason, archived records drop out of normal lists and a manager can still read them.
 */
export const clinicalRecords: ReadonlySet<ResourceDefinition> = new Set<ResourceDefinition>([
  mother,
  baby,
  momPreCheckinEval,
  momCheckedinEval,
  epdsScreening,
  momCaringRecord,
  momFeedingLog,
  momMedicationRecord,
  momEducationRecord,
  momConsent,
  babyHealthRecord,
  newbornMilestone,
  babyCareEvent,
]);

/**
 * Health data: every read of these records (lists, reads by id, kept answers, 304s, dashboards, print views and
 * CSV exports, which all read through the API) leaves one audit row naming the records read. The clinical
 * records, and the records of who stayed, visited, slept where and ate what.
 */
export const healthData: ReadonlySet<ResourceDefinition> = new Set<ResourceDefinition>([
  ...clinicalRecords,
  momCheckinRecord,
  momLivingRecord,
  momMealInfo,
  reservationAndOutside,
  babyMomRoomingInRecord,
  incubatorArrangement,
  visitRecord,
]);

/** Whether a definition (any field type) is health data / a clinical record. */
export const isHealthData = (def: object) => healthData.has(def as ResourceDefinition);
export const isClinicalRecord = (def: object) => clinicalRecords.has(def as ResourceDefinition);
