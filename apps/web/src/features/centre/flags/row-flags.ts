import { epdsFlag, feverFlag, newbornColdFlag, weightLossFlag } from '@pnc/schemas/centre/flags';

export type FlagKind = 'epds' | 'fever' | 'cold' | 'weightLoss';

/**
 * Which warning of flags.ts a resource's rows can raise, on which field. Weight loss compares the row's
 * weight with the birth weight of the baby its `baby` field names, so it needs that baby's record too.
 */
export type FlagRule = { kind: 'epds' | 'fever' | 'cold'; field: string } | { kind: 'weightLoss'; field: string; baby: string };

/**
 * The clinical warnings staff see on rows, a hint per row (the thresholds themselves live in flags.ts only; the
 * flags that stay open until acknowledged are the server's, clinical-flag.ts). A resource listed here gets a flag
 * column in the generic table.
 */
export const flagRules: Readonly<Record<string, readonly FlagRule[]>> = {
  mom_checkedin_eval: [
    { kind: 'epds', field: 'epds_score' },
    { kind: 'fever', field: 'temperature_c' },
  ],
  mom_caring_record: [{ kind: 'fever', field: 'temperature_c' }],
  visit_record: [{ kind: 'fever', field: 'temperature_c' }],
  baby_health_record: [
    { kind: 'fever', field: 'temperature_c' },
    { kind: 'cold', field: 'temperature_c' },
    { kind: 'weightLoss', field: 'weight_g', baby: 'baby' },
  ],
};

/** A warning a row raises, with the value that raised it (and for weight loss the share lost). */
export interface RaisedFlag {
  kind: FlagKind;
  field: string;
  value: number;
  /** Weight loss only: the share of the birth weight lost, 0–1. */
  loss?: number;
}

export const hasFlagRules = (resource: string) => (flagRules[resource]?.length ?? 0) > 0;

/** The field naming the baby whose birth weight a resource's rows are compared with, if any. */
export const birthWeightRef = (resource: string) =>
  flagRules[resource]?.find((r): r is Extract<FlagRule, { kind: 'weightLoss' }> => r.kind === 'weightLoss')?.baby;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The warnings one row raises; without a known birth weight a weight is never flagged (10 % lost is flagged). */
export function rowFlags(resource: string, row: Record<string, unknown>, birthWeightG?: number | null): RaisedFlag[] {
  const raised: RaisedFlag[] = [];
  for (const rule of flagRules[resource] ?? []) {
    const value = num(row[rule.field]);
    if (value === null) continue;
    if (rule.kind === 'epds' && epdsFlag(value)) raised.push({ kind: 'epds', field: rule.field, value });
    else if (rule.kind === 'fever' && feverFlag(value)) raised.push({ kind: 'fever', field: rule.field, value });
    else if (rule.kind === 'cold' && newbornColdFlag(value)) raised.push({ kind: 'cold', field: rule.field, value });
    else if (rule.kind === 'weightLoss' && birthWeightG && weightLossFlag(birthWeightG, value))
      raised.push({ kind: 'weightLoss', field: rule.field, value, loss: (birthWeightG - value) / birthWeightG });
  }
  return raised;
}
