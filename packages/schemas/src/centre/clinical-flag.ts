import { z } from 'zod';
import { Id, textNumber } from '../common';
import type { Label } from './define-spec';

/**
 * Clinical flags (decision 0023): when a saved record crosses a rule, the server raises a flag naming the rule, the
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
  'tcb_confirm_tsb',
  'maternal_bp_severe',
  'maternal_bp_raised',
  'maternal_bp_low',
  'maternal_bp_lowish',
  'maternal_pulse',
  'maternal_pulse_watch',
  'maternal_respiration',
  'maternal_respiration_watch',
  'maternal_hypothermia',
  'maternal_temperature_low',
  'maternal_spo2',
  'heavy_bleeding',
  'foul_lochia',
  'newborn_bradycardia',
  'newborn_tachycardia',
  'newborn_slow_breathing',
  'newborn_tachypnoea',
  'newborn_spo2',
  'newborn_spo2_watch',
  'pale_stool',
  'bloody_stool',
  'few_wet_diapers',
  'few_feeds',
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
  tcb_confirm_tsb: {
    severity: 'watch',
    label: {
      tw: '經皮膽紅素接近照光閾值，請抽血確認（TSB）',
      en: 'TcB near the phototherapy threshold: confirm with a serum bilirubin (TSB)',
    },
  },
  maternal_bp_severe: {
    severity: 'urgent',
    label: { tw: '重度高血壓（≥ 160/110 mmHg）', en: 'Severe hypertension (≥ 160/110 mmHg)' },
  },
  maternal_bp_raised: {
    severity: 'watch',
    label: { tw: '血壓偏高（≥ 140/90 mmHg）', en: 'Raised blood pressure (≥ 140/90 mmHg)' },
  },
  maternal_bp_low: { severity: 'urgent', label: { tw: '低血壓（收縮壓 < 90 mmHg）', en: 'Hypotension (systolic < 90 mmHg)' } },
  maternal_bp_lowish: { severity: 'watch', label: { tw: '收縮壓偏低（90–99 mmHg）', en: 'Low systolic pressure (90–99 mmHg)' } },
  maternal_pulse: { severity: 'urgent', label: { tw: '脈搏異常（< 40 或 > 120 次/分）', en: 'Pulse < 40 or > 120 /min' } },
  maternal_pulse_watch: {
    severity: 'watch',
    label: { tw: '脈搏需留意（40–49 或 100–120 次/分）', en: 'Pulse 40–49 or 100–120 /min' },
  },
  maternal_respiration: {
    severity: 'urgent',
    label: { tw: '呼吸異常（< 10 或 > 30 次/分）', en: 'Respiration < 10 or > 30 /min' },
  },
  maternal_respiration_watch: { severity: 'watch', label: { tw: '呼吸偏快（21–30 次/分）', en: 'Respiration 21–30 /min' } },
  maternal_hypothermia: { severity: 'urgent', label: { tw: '體溫過低（< 35.0 °C）', en: 'Hypothermia (< 35.0 °C)' } },
  maternal_temperature_low: {
    severity: 'watch',
    label: { tw: '體溫偏低（35.0–35.9 °C）', en: 'Low temperature (35.0–35.9 °C)' },
  },
  maternal_spo2: { severity: 'urgent', label: { tw: '血氧飽和度過低（SpO2 < 95%）', en: 'Low oxygen saturation (SpO2 < 95 %)' } },
  heavy_bleeding: {
    severity: 'urgent',
    label: { tw: '惡露量多或子宮收縮不良（出血風險）', en: 'Heavy lochia or boggy fundus (bleeding risk)' },
  },
  foul_lochia: { severity: 'alert', label: { tw: '惡露有惡臭（感染）', en: 'Foul-smelling lochia (infection)' } },
  newborn_bradycardia: {
    severity: 'urgent',
    label: { tw: '新生兒心跳過慢（< 100 次/分）', en: 'Newborn heart rate < 100 /min' },
  },
  newborn_tachycardia: { severity: 'alert', label: { tw: '新生兒心跳過快（> 160 次/分）', en: 'Newborn heart rate > 160 /min' } },
  newborn_slow_breathing: {
    severity: 'urgent',
    label: { tw: '新生兒呼吸過慢（< 30 次/分）', en: 'Newborn respiration < 30 /min' },
  },
  newborn_tachypnoea: { severity: 'alert', label: { tw: '新生兒呼吸過快（> 60 次/分）', en: 'Newborn respiration > 60 /min' } },
  newborn_spo2: {
    severity: 'urgent',
    label: { tw: '新生兒血氧飽和度過低（SpO2 < 90%）', en: 'Newborn SpO2 < 90 %' },
  },
  newborn_spo2_watch: {
    severity: 'watch',
    label: { tw: '新生兒血氧飽和度偏低（SpO2 90–94%）：請再測', en: 'Newborn SpO2 90–94 %: measure again' },
  },
  pale_stool: { severity: 'urgent', label: { tw: '灰白色大便（膽道閉鎖？）', en: 'Pale stool (biliary atresia?)' } },
  bloody_stool: { severity: 'alert', label: { tw: '血便', en: 'Bloody stool' } },
  few_wet_diapers: {
    severity: 'alert',
    label: { tw: '24 小時濕尿布少於出生天數所需', en: 'Too few wet diapers for the day of life (24 h)' },
  },
  few_feeds: { severity: 'alert', label: { tw: '24 小時餵食少於 8 次', en: 'Fewer than 8 feeds in 24 h' } },
};

const Person = z.object({ id: z.number().int(), name: z.string().nullable() });

/** The documentation's flag: a fever in a mother's vitals, not acknowledged yet. */
export const clinicalFlagExample = {
  id: 31,
  rule: 'fever' as const,
  severity: 'alert' as const,
  mother: { id: 1, name: '王小美' },
  room: '301',
  baby: null,
  source: { entity: 'mom_caring_record', id: 88 },
  value: 38.3,
  detail: { site: 'ear' },
  raised_at: '2026-03-02T06:20:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  acknowledgement: null,
};

/** A flag as the API answers it. */
export const ClinicalFlag = z
  .object({
    id: z.number().int(),
    rule: z.enum(flagRuleCodes),
    severity: z.enum(flagSeverities),
    mother: Person,
    /**
     * The room number of the mother's stay in the house now (a baby's flag: its mother's), read from the stay's
     * status; null when she is not in the house. Two mothers may share a name: the room tells them apart.
     * A sheet frozen before rooms were listed has none; it reads as null.
     */
    room: z.string().nullable().default(null),
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
  .meta({ id: 'ClinicalFlag', examples: [clinicalFlagExample] });
export type ClinicalFlag = z.infer<typeof ClinicalFlag>;

export const ClinicalFlagQuery = z.object({
  mother: Id.optional().describe("a mother's flags, her babies' included"),
  baby: Id.optional(),
  status: z.enum(['open', 'acknowledged', 'all']).default('open'),
  severity: z.enum(flagSeverities).optional(),
  limit: textNumber(z.number().int().min(1).max(500)).default(100),
  offset: textNumber(z.number().int().min(0)).default(0),
});

export const ClinicalFlagPage = z
  .object({ count: z.number().int(), results: z.array(ClinicalFlag) })
  .meta({ examples: [{ count: 1, results: [clinicalFlagExample] }] });

/** POST /api/clinical_flag/{id}/acknowledge/: what the nurse saw and did. */
export const AcknowledgeFlag = z
  .object({
    note: z
      .string()
      .max(2000)
      .refine((note) => note.trim().length > 0, { message: 'required' }),
  })
  .strict();
