import type { CentreRecord } from '../centre-events';
import { FlagTags } from './flag-tags';
import { birthWeightRef, rowFlags } from './row-flags';
import { useBirthWeight } from './use-birth-weight';

const refId = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'object' && v ? (v as { id: number }).id : null);

/** The flag column's cell of one row: its warnings, weight compared with its baby's birth weight. */
export function RowFlagCell({ resource, record }: { resource: string; record: CentreRecord }) {
  const ref = birthWeightRef(resource);
  const birthWeight = useBirthWeight(ref ? refId(record[ref]) : null);
  return <FlagTags flags={rowFlags(resource, record, birthWeight)} />;
}
