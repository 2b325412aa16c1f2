import { assignment } from '@pnc/schemas/centre/assignment';
import { baby } from '@pnc/schemas/centre/baby';
import { babyCareEvent } from '@pnc/schemas/centre/baby-care-event';
import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { babyMomRoomingInRecord } from '@pnc/schemas/centre/baby-mom-rooming-in-record';
import { contract } from '@pnc/schemas/centre/contract';
import { epdsScreening } from '@pnc/schemas/centre/epds-screening';
import { incubator } from '@pnc/schemas/centre/incubator';
import { incubatorArrangement } from '@pnc/schemas/centre/incubator-arrangement';
import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { momCheckinRecord } from '@pnc/schemas/centre/mom-checkin-record';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { momMealInfo } from '@pnc/schemas/centre/mom-meal-info';
import { mother } from '@pnc/schemas/centre/mother';
import { newbornMilestone } from '@pnc/schemas/centre/newborn-milestone';
import { room } from '@pnc/schemas/centre/room';
import { roomRepairmentRecord } from '@pnc/schemas/centre/room-repairment-record';
import { sparePart } from '@pnc/schemas/centre/spare-part';
import { visitRecord } from '@pnc/schemas/centre/visit-record';
import { contractMoneyHooks } from '../contract-money';
import { contractHooks } from '../contract-routes';
import { incubatorHooks } from '../incubator-status';
import { checkinHooks } from '../mom-checkin-record-routes';
import { motherHooks } from '../mother-identity';
import { motherRoomHooks } from '../mother-room';
import { newbornMilestoneHooks } from '../newborn-milestone-routes';
import { defineOverride, overrideMap } from '../overrides';
import { mealPlanHooks, roomingInHooks } from '../period-rules';
import { roomHooks } from '../room-routes';
import { sparePartHooks } from '../spare-part-routes';
import { assignmentHooks } from './assignment';
import { babyHooks } from './baby';
import { careEventHooks } from './baby-care-event';
import { babyHealthRecordHooks } from './baby-health-record';
import { epdsHooks } from './epds-screening';
import { incubatorArrangementHooks } from './incubator-arrangement';
import { billingHooks } from './mom-billing-record';
import { livingRecordHooks } from './mom-living-record';
import { repairRules } from './room-repairment-record';
import { visitRecordHooks } from './visit-record';

/**
 * What each centre entity adds to the generic engine, keyed by its definition object: a definition that is not
 * imported cannot be named, so no override is dropped by a misspelt key. An entity's parts run in the order given.
 * Every centre definition without an entry here runs on the generic path alone.
 */
export const centreOverrides = overrideMap([
  defineOverride(room, roomHooks),
  defineOverride(incubator, incubatorHooks),
  // One on file once (identity); her room from her stays (derived).
  defineOverride(mother, motherHooks, motherRoomHooks),
  defineOverride(baby, babyHooks),
  // Status from the stay's events; total and deposit line from the money rules.
  defineOverride(contract, contractHooks, contractMoneyHooks),
  defineOverride(momLivingRecord, livingRecordHooks),
  defineOverride(momCheckinRecord, checkinHooks),
  defineOverride(momBillingRecord, billingHooks),
  defineOverride(assignment, assignmentHooks),
  defineOverride(babyCareEvent, careEventHooks),
  // A jaundice reading names its method (TSB or TcB).
  defineOverride(babyHealthRecord, babyHealthRecordHooks),
  defineOverride(babyMomRoomingInRecord, roomingInHooks),
  defineOverride(incubatorArrangement, incubatorArrangementHooks),
  defineOverride(momMealInfo, mealPlanHooks),
  defineOverride(epdsScreening, epdsHooks),
  defineOverride(newbornMilestone, newbornMilestoneHooks),
  defineOverride(roomRepairmentRecord, repairRules),
  defineOverride(sparePart, sparePartHooks),
  defineOverride(visitRecord, visitRecordHooks),
]);
