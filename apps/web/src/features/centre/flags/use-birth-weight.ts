import { baby } from '@pnc/schemas/centre/baby';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCentreGetQuery, useCentreListQuery } from '../resource/resource-api';

// The same arguments as the baby column's name lookup (useRefLabels), so both share one cached list.
const listArgs = { resource: baby.name, params: { limit: Math.min(baby.list.maxLimit ?? 1000, 1000) } };

/**
 * A baby's birth weight in grams (null while unknown), for comparing a later weight with it. Read from
 * the cached baby list; a baby outside that list is read by id (an audited read, so only when needed).
 */
export function useBirthWeight(babyId: number | null | undefined): number | null {
  const list = useCentreListQuery(babyId ? listArgs : skipToken);
  const row = babyId ? list.data?.results.find((b) => b.id === babyId) : undefined;
  const one = useCentreGetQuery(babyId && list.data && !row ? { resource: baby.name, id: babyId } : skipToken);
  const value = (row ?? one.data)?.birth_weight_g;
  return typeof value === 'number' ? value : null;
}
