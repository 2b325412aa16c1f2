import { baby } from './baby';
import { careResources } from './care-resources';
import { contract } from './contract';
import type { ResourceDefinition } from './define-spec';
import { incubator } from './incubator';
import { incubatorType } from './incubator-type';
import { momBillingRecord } from './mom-billing-record';
import { momCheckinRecord } from './mom-checkin-record';
import { momLivingRecord } from './mom-living-record';
import { mother } from './mother';
import { room } from './room';
import { roomType } from './room-type';

/**
 * Every generic centre resource, in dependency order (a resource comes after those it refers to).
 * Routes, tables, the generic test suite and the web's menu and forms all come from this list.
 * The user list (/api/user/) is hand-written over the account table: see user.ts.
 */
export const centreResources: readonly ResourceDefinition[] = [
  roomType,
  room,
  incubatorType,
  incubator,
  mother,
  baby,
  contract,
  momLivingRecord,
  momCheckinRecord,
  momBillingRecord,
  ...careResources,
] as unknown as readonly ResourceDefinition[];

export const resourceByName = (name: string) => centreResources.find((r) => r.name === name);
