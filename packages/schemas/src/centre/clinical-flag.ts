import { z } from 'zod';
import type { Label } from './define-spec';

/**
 * Clinical flags (issue 20): when a saved record crosses a rule, the server raises a flag naming the rule, the
 * record and when; it stays open until a nurse acknowledges it with a note. A later routine record never closes it.
 */
export const flagSeverities = ['urgent', 'alert', 'watch'] as const;
export type FlagSeverity = (typeof flagSeverities)[number];

const flagRuleCodes = [
  'epds_self_harm',
  'epds_refer',
  'epds_watch',
  'fever',
  'newborn_fever',
  'newborn_cold',
  'weight_loss_review',
  'weight_loss',
  'birth_weight_not_regained',
  'bilirubin_phototherapy',
] as const;
export type FlagRuleCode = (typeof flagRuleCodes)[number];

/** Each rule's severity and its name for staff. The thresholds themselves live in flags.ts. */
export const flagRuleInfo: Readonly<Record<FlagRuleCode, { severity: FlagSeverity; label: Label }>> = {
  epds_self_harm: {
    severity: 'urgent',
    label: { tw: 'EPDS 第 10 題：曾有傷害自己的想法', en: 'EPDS item 10: thoughts of self-harm' },
  },
  epds_refer: { severity: 'alert', label: { tw: 'EPDS ≥ 13：建議轉介', en: 'EPDS ≥ 13: refer' } },
  epds_watch: { severity: 'watch', label: { tw: 'EPDS 10–12：需留意', en: 'EPDS 10–12: watch' } },
  fever: { severity: 'alert', label: { tw: '發燒（≥ 38.0 °C）', en: 'Fever (≥ 38.0 °C)' } },
  newborn_fever: { severity: 'urgent', label: { tw: '新生兒發燒（≥ 38.0 °C）', en: 'Fever in a newborn (≥ 38.0 °C)' } },
  newborn_cold: { severity: 'alert', label: { tw: '新生兒體溫過低（< 36.5 °C）', en: 'Cold newborn (< 36.5 °C)' } },
  weight_loss_review: {
    severity: 'watch',
    label: { tw: '體重下降 ≥ 7%：檢視餵食', en: 'Weight loss ≥ 7 %: review feeding' },
  },
  weight_loss: { severity: 'alert', label: { tw: '體重下降 ≥ 10%', en: 'Weight loss ≥ 10 %' } },
  birth_weight_not_regained: {
    severity: 'alert',
    label: { tw: '滿 14 天未回到出生體重', en: 'Birth weight not regained by day 14' },
  },
  bilirubin_phototherapy: {
    severity: 'urgent',
    label: { tw: '膽紅素達照光治療閾值（AAP 2022）', en: 'Bilirubin at the phototherapy threshold (AAP 2022)' },
  },
};

const Person = z.object({ id: z.number().int(), name: z.string().nullable() });

/** A flag as the API answers it. */
export const ClinicalFlag = z
  .object({
    id: z.number().int(),
    rule: z.enum(flagRuleCodes),
    severity: z.enum(flagSeverities),
    mother: Person,
    /** The baby the flag is about, if it is a baby's. */
    baby: Person.nullable(),
    /** The record that crossed the rule: its resource name and id. */
    source: z.object({ entity: z.string(), id: z.number().int() }),
    /** The value that crossed it (°C, EPDS total or item, share of birth weight lost 0–1, mg/dL). */
    value: z.number().nullable(),
    /** What else the rule worked with (the threshold, the day of life…). */
    detail: z.record(z.string(), z.unknown()).nullable(),
    raised_at: z.string(),
    acknowledged_at: z.string().nullable(),
    acknowledged_by: Person.nullable(),
    acknowledgement: z.string().nullable(),
  })
  .meta({ id: 'ClinicalFlag' });
export type ClinicalFlag = z.infer<typeof ClinicalFlag>;

export const ClinicalFlagQuery = z.object({
  mother: z.coerce.number().int().positive().optional().describe("a mother's flags, her babies' included"),
  baby: z.coerce.number().int().positive().optional(),
  status: z.enum(['open', 'acknowledged', 'all']).default('open'),
  severity: z.enum(flagSeverities).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ClinicalFlagPage = z.object({ count: z.number().int(), results: z.array(ClinicalFlag) });

/** POST /api/clinical_flag/{id}/acknowledge/: what the nurse saw and did. */
export const AcknowledgeFlag = z
  .object({
    note: z
      .string()
      .max(2000)
      .refine((note) => note.trim().length > 0, { message: 'required' }),
  })
  .strict();
