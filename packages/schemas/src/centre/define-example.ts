import type { FieldSpec, ResourceDefinition } from './define-spec';
import { isClinicalRecord } from './health-data';

const STAMP = '2026-03-02T01:30:00.000Z';

/** A number inside the field's range, near `wanted`. */
const inRange = (f: FieldSpec, wanted: number) => Math.min(Math.max(wanted, f.min ?? wanted), f.max ?? wanted);

/** One value a field could answer, by its type: the documentation's example, never a default. */
function fieldExample(f: FieldSpec): unknown {
  switch (f.type) {
    case 'text':
      if (f.format === 'phone') return '0912345678';
      if (f.format === 'national_id') return 'A123456789';
      return f.label.en;
    case 'longtext':
      return `${f.label.en}: notes.`;
    case 'int':
      return inRange(f, 1);
    case 'money':
      return inRange(f, 3000);
    case 'number':
      return inRange(f, 1.5);
    case 'date':
      return '2026-03-02';
    case 'datetime':
      return STAMP;
    case 'enum':
      return f.values![0];
    case 'ref':
      return 1;
    case 'bool':
      return false;
    case 'json':
      return [];
  }
}

/** One record of a definition as the API answers it (its Entity schema), for the OpenAPI document's examples. */
export function entityExample<F extends Record<string, FieldSpec>>(def: ResourceDefinition<F>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: 1 };
  for (const [k, f] of Object.entries(def.fields) as [string, FieldSpec][]) out[k] = fieldExample(f);
  out.created_at = STAMP;
  out.updated_at = STAMP;
  if (isClinicalRecord(def)) Object.assign(out, { archived_at: null, archived_by: null, archive_reason: null });
  return out;
}
