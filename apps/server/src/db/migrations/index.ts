import type { EngineMigration } from './helpers';
import { accounts } from './0001-accounts';
import { centre } from './0002-centre';
import { shop } from './0003-shop';
import { care } from './0004-care';
import { indexes } from './0005-indexes';
import { itemMatchIndex } from './0006-item-match-index';
import { mealPlanWindow } from './0007-meal-plan-window';
import { dataVersions } from './0008-data-versions';
import { trigramIndexesDirect } from './0009-trigram-indexes-direct';
import { dataVersionsWithoutLock } from './0010-data-versions-without-lock';
import { catalogueCounts } from './0011-catalogue-counts';
import { stayStatus } from './0012-stay-status';
import { contractDiscount } from './0013-contract-discount';
import { auditReadsAndArchive } from './0015-audit-reads-and-archive';
import { motherIdentity } from './0016-mother-identity';
import { clinicalFlags } from './0017-clinical-flags';
import { babyCareEvent } from './0018-baby-care-event';
import { motherDaily } from './0019-mother-daily';
import { bilirubin } from './0020-bilirubin';
import { newbornMilestones } from './0021-newborn-milestones';
import { momConsentTable } from './0022-mom-consent';
import { shiftHandover } from './0023-shift-handover';
import { orderLifecycle } from './0024-order-lifecycle';
import { paymentAttempts } from './0025-payment-attempts';
import { addressBook } from './0027-address-book';
import { socialPending } from './0028-social-pending';
import { itemVariants } from './0029-item-variants';
import { itemOrderWithId } from './0030-item-order-with-id';
import { itemGramActive } from './0031-item-gram-active';
import { keywordCountActive } from './0032-keyword-count-active';
import { itemGramThree } from './0033-item-gram-three';
import { handoverNotesVersion } from './0035-handover-notes-version';
import { stayCancel } from './0036-stay-cancel';
import { spo2 } from './0037-spo2';
import { phoneCanonical } from './0038-phone-canonical';
import { idempotencyKeys } from './0039-idempotency-keys';

/** Every migration in order. Names sort in the order they run; never rename or edit a landed one. */
export const migrations: Record<string, EngineMigration> = {
  '0001-accounts': accounts,
  '0002-centre': centre,
  '0003-shop': shop,
  '0004-care': care,
  '0005-indexes': indexes,
  '0006-item-match-index': itemMatchIndex,
  '0007-meal-plan-window': mealPlanWindow,
  '0008-data-versions': dataVersions,
  '0009-trigram-indexes-direct': trigramIndexesDirect,
  '0010-data-versions-without-lock': dataVersionsWithoutLock,
  '0011-catalogue-counts': catalogueCounts,
  '0012-stay-status': stayStatus,
  '0013-contract-discount': contractDiscount,
  '0015-audit-reads-and-archive': auditReadsAndArchive,
  '0016-mother-identity': motherIdentity,
  '0017-clinical-flags': clinicalFlags,
  '0018-baby-care-event': babyCareEvent,
  '0019-mother-daily': motherDaily,
  '0020-bilirubin': bilirubin,
  '0021-newborn-milestones': newbornMilestones,
  '0022-mom-consent': momConsentTable,
  '0023-shift-handover': shiftHandover,
  '0024-order-lifecycle': orderLifecycle,
  '0025-payment-attempts': paymentAttempts,
  '0027-address-book': addressBook,
  '0028-social-pending': socialPending,
  '0029-item-variants': itemVariants,
  '0030-item-order-with-id': itemOrderWithId,
  '0031-item-gram-active': itemGramActive,
  '0032-keyword-count-active': keywordCountActive,
  '0033-item-gram-three': itemGramThree,
  '0035-handover-notes-version': handoverNotesVersion,
  '0036-stay-cancel': stayCancel,
  '0037-spo2': spo2,
  '0038-phone-canonical': phoneCanonical,
  '0039-idempotency-keys': idempotencyKeys,
};
