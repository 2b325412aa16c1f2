import { accounts } from './0001-accounts';
import { centre } from './0002-centre';
import type { EngineMigration } from './helpers';
import { shop } from './0003-shop';
import { care } from './0004-care';
import { indexes } from './0005-indexes';
import { itemMatchIndex } from './0006-item-match-index';
import { mealPlanWindow } from './0007-meal-plan-window';
import { dataVersions } from './0008-data-versions';
import { trigramIndexesDirect } from './0009-trigram-indexes-direct';
import { dataVersionsWithoutLock } from './0010-data-versions-without-lock';
import { contractDiscount } from './0013-contract-discount';

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
  '0013-contract-discount': contractDiscount,
};
