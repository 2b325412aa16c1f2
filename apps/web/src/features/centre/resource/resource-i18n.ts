import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import type { Lang } from '../../../lib/languages';
import { enumLabel } from './enum-labels';

type Bundle = Record<string, { label: string; fields: Record<string, string>; values: Record<string, Record<string, string>> }>;

/**
 * The centre namespace's per-resource texts, built from the definitions when the centre chunk loads:
 * `<resource>.label`, `<resource>.fields.<field>` from the label objects and `<resource>.values.<field>.<value>`
 * from enum-labels.ts — so a new definition is translated without touching a JSON file.
 */
export function resourceBundle(lang: Lang, defs: readonly ResourceDefinition[] = centreResources): Bundle {
  const out: Bundle = {};
  for (const def of defs) {
    const fields: Record<string, string> = {};
    const values: Record<string, Record<string, string>> = {};
    for (const [name, spec] of Object.entries(def.fields)) {
      fields[name] = spec.label[lang];
      if (spec.type !== 'enum') continue;
      values[name] = {};
      // A value without words shows as itself rather than as a raw key (the test keeps this from happening).
      for (const v of spec.values ?? []) values[name][v] = enumLabel(def.name, name, v)?.[lang] ?? v;
    }
    out[def.name] = { label: def.label[lang], fields, values };
  }
  return out;
}
