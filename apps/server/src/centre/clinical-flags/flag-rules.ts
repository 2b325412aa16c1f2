import { flagRuleInfo, type FlagRuleCode } from '@pnc/schemas/centre/clinical-flag';
import { babyCareEvent } from '@pnc/schemas/centre/baby-care-event';
import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import {
  atOrAbovePhototherapy,
  hasNeurotoxicityRisk,
  type NeurotoxicityRiskFields,
  phototherapyThreshold,
  presentRiskFactors,
} from '@pnc/schemas/centre/bilirubin-thresholds';
import type { ResourceDefinition } from '@pnc/schemas/centre/define-spec';
import { epdsBand, epdsSelfHarm } from '@pnc/schemas/centre/epds';
import { epdsScreening } from '@pnc/schemas/centre/epds-screening';
import {
  feverFlag,
  lostAtLeast,
  newbornColdFlag,
  REGAIN_BY_DAY,
  WEIGHT_LOSS_PERCENT,
  WEIGHT_LOSS_REVIEW_PERCENT,
  weightLossShare,
} from '@pnc/schemas/centre/flags';
import { TCB_CONFIRM_MARGIN } from '@pnc/schemas/centre/early-warning';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { momCheckedinEval } from '@pnc/schemas/centre/mom-checkedin-eval';
import { recordFlags } from '@pnc/schemas/centre/record-flags';
import type { AnyDb, Row } from '../repository';
import { careLogFlags } from './care-log-flags';

/** A flag a saved record raises: the rule, whom it is about, the value that crossed it and what else it used. */
export interface FlagDraft {
  rule: FlagRuleCode;
  mother: number;
  baby: number | null;
  value: number | null;
  detail: Record<string, unknown> | null;
}

/** The rules a definition's records are held to: the flags a saved record raises (none when it crosses no rule). */
export type FlagRule = (trx: AnyDb, row: Row) => Promise<FlagDraft[]>;

const num = (v: unknown) => (v == null ? null : Number(v));
const DAY_MS = 24 * 60 * 60 * 1000;

/** EPDS bands of a total: 13 or more refer, 10–12 watch. */
function epdsTotalFlags(mother: number, total: number | null): FlagDraft[] {
  if (total == null) return [];
  const band = epdsBand(total);
  if (band === 'low') return [];
  return [{ rule: band === 'refer' ? 'epds_refer' : 'epds_watch', mother, baby: null, value: total, detail: null }];
}

const motherFever = (mother: number, row: Row): FlagDraft[] =>
  feverFlag(num(row.temperature_c))
    ? [{ rule: 'fever', mother, baby: null, value: num(row.temperature_c), detail: { site: row.temperature_site ?? null } }]
    : [];

interface BabyFacts extends NeurotoxicityRiskFields {
  id: number;
  mother: number;
  birth_at: string | null;
  birth_weight_g: number | null;
  gestational_weeks: number | null;
}

/** A reading at or above the AAP 2022 phototherapy threshold for the baby's gestational age, risk and hours of life. */
function bilirubinFlags(baby: BabyFacts, row: Row): FlagDraft[] {
  const value = num(row.jaundice_mg_dl);
  const weeks = num(baby.gestational_weeks);
  if (value == null || weeks == null || !baby.birth_at) return [];
  const hours = (Date.parse(String(row.recorded_at)) - Date.parse(baby.birth_at)) / 3_600_000;
  if (!(hours >= 0)) return [];
  // Flags are stored 0/1: the risk rules read booleans (null stays "not recorded").
  const flag = (v: unknown) => (v == null ? null : Boolean(Number(v)));
  const factors: NeurotoxicityRiskFields = {
    isoimmune_haemolysis: flag(baby.isoimmune_haemolysis),
    g6pd_deficiency: flag(baby.g6pd_deficiency),
    sepsis: flag(baby.sepsis),
    clinically_unstable: flag(baby.clinically_unstable),
    albumin_g_dl: num(baby.albumin_g_dl),
  };
  const risk = hasNeurotoxicityRisk(factors);
  const threshold = phototherapyThreshold(weeks, hours, risk);
  if (threshold === null) return [];
  const detail = {
    threshold,
    hours_of_life: Math.round(hours * 10) / 10,
    gestational_weeks: weeks,
    risk_factors: presentRiskFactors(factors),
    method: row.bilirubin_method ?? null,
  };
  const at = { mother: Number(baby.mother), baby: Number(baby.id), value, detail };
  const flags: FlagDraft[] = [];
  if (atOrAbovePhototherapy(value, weeks, hours, risk) === true) flags.push({ rule: 'bilirubin_phototherapy', ...at });
  // A TcB under the line but within 3 mg/dL of it (threshold − 3 ≤ TcB < threshold) asks for a serum (TSB)
  // measurement; at or above the line the phototherapy flag is raised instead. Compared in hundredths, so a
  // floating-point remainder never decides it.
  const hundredths = Math.round(value * 100);
  if (
    row.bilirubin_method === 'tcb' &&
    hundredths >= Math.round((threshold - TCB_CONFIRM_MARGIN) * 100) &&
    hundredths < Math.round(threshold * 100)
  )
    flags.push({ rule: 'tcb_confirm_tsb', ...at });
  return flags;
}

/** A baby's record: temperature (fever is urgent in a newborn; cold), weight against the birth weight. */
async function babyHealthFlags(trx: AnyDb, row: Row): Promise<FlagDraft[]> {
  const baby = (await trx
    .selectFrom('baby')
    .select([
      'id',
      'mother',
      'birth_at',
      'birth_weight_g',
      'gestational_weeks',
      'isoimmune_haemolysis',
      'g6pd_deficiency',
      'sepsis',
      'clinically_unstable',
      'albumin_g_dl',
    ])
    .where('id', '=', Number(row.baby))
    .executeTakeFirst()) as BabyFacts | undefined;
  if (!baby) return [];
  const at = { mother: Number(baby.mother), baby: Number(baby.id) };
  const flags: FlagDraft[] = [...bilirubinFlags(baby, row), ...ownFlags(babyHealthRecord, row, at)];
  const temperature = num(row.temperature_c);
  const site = { site: row.temperature_site ?? null };
  if (feverFlag(temperature)) flags.push({ rule: 'newborn_fever', ...at, value: temperature, detail: site });
  if (newbornColdFlag(temperature)) flags.push({ rule: 'newborn_cold', ...at, value: temperature, detail: site });
  const weight = num(row.weight_g);
  const birth = num(baby.birth_weight_g);
  if (weight != null && birth != null) {
    const detail = { weight_g: weight, birth_weight_g: birth };
    const lost = weightLossShare(birth, weight);
    if (lostAtLeast(birth, weight, WEIGHT_LOSS_PERCENT)) flags.push({ rule: 'weight_loss', ...at, value: lost, detail });
    else if (lostAtLeast(birth, weight, WEIGHT_LOSS_REVIEW_PERCENT))
      flags.push({ rule: 'weight_loss_review', ...at, value: lost, detail });
    const day = baby.birth_at ? Math.floor((Date.parse(String(row.recorded_at)) - Date.parse(baby.birth_at)) / DAY_MS) : null;
    if (day != null && day >= REGAIN_BY_DAY && weight < birth)
      flags.push({ rule: 'birth_weight_not_regained', ...at, value: lost, detail: { ...detail, day_of_life: day } });
  }
  return flags;
}

/** The rules of the record's own values (record-flags.ts, the list the web shows too), about whom `at` names. */
const ownFlags = (def: ResourceDefinition, row: Row, at: { mother: number; baby: number | null }): FlagDraft[] =>
  recordFlags(def.name, row).map((f) => ({ rule: f.rule, ...at, value: f.value, detail: f.detail }));

const motherOwn = (def: ResourceDefinition, row: Row) => ownFlags(def, row, { mother: Number(row.mother), baby: null });

/** Which rules each definition's records are held to. */
export const flagRules = new Map<ResourceDefinition, FlagRule>([
  [
    epdsScreening,
    async (_trx, row) => {
      const mother = Number(row.mother);
      const selfHarm: FlagDraft[] = epdsSelfHarm(num(row.item_10))
        ? [{ rule: 'epds_self_harm', mother, baby: null, value: num(row.item_10), detail: { total: num(row.total) } }]
        : [];
      return [...selfHarm, ...epdsTotalFlags(mother, num(row.total))];
    },
  ],
  [
    momCheckedinEval,
    async (_trx, row) => [
      ...epdsTotalFlags(Number(row.mother), num(row.epds_score)),
      ...motherFever(Number(row.mother), row),
      ...motherOwn(momCheckedinEval, row),
    ],
  ],
  [momCaringRecord, async (_trx, row) => [...motherFever(Number(row.mother), row), ...motherOwn(momCaringRecord, row)]],
  [babyHealthRecord, babyHealthFlags],
  [
    babyCareEvent,
    async (trx, row) => {
      const baby = (await trx
        .selectFrom('baby')
        .select(['id', 'mother', 'birth_at'])
        .where('id', '=', Number(row.baby))
        .executeTakeFirst()) as { id: number; mother: number; birth_at: string | null } | undefined;
      if (!baby) return [];
      const at = { mother: Number(baby.mother), baby: Number(baby.id) };
      return [...ownFlags(babyCareEvent, row, at), ...(await careLogFlags(trx, { ...at, birth_at: baby.birth_at }, row))];
    },
  ],
]);

export const severityOf = (rule: FlagRuleCode) => flagRuleInfo[rule].severity;
