import { alarmingStoolColours } from './baby-care-event';
import type { FlagRuleCode } from './clinical-flag';
import {
  foulLochia,
  heavyBleedingSign,
  highBpBand,
  lowBpBand,
  maternalLowTemperatureBand,
  maternalPulseBand,
  maternalRespirationBand,
  maternalSpo2Band,
  newbornHeartRate,
  newbornRespiration,
  newbornSpo2Band,
} from './early-warning';

/** A rule a record's own values cross: which, on which field, the value that crossed it and what else it used. */
export interface RecordFlag {
  rule: FlagRuleCode;
  field: string;
  value: number | null;
  detail: Record<string, unknown> | null;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v == null || v === '' ? null : Number(v));

/** A mother's early warning signs on a record with her vitals (SpO2 among them) and (the daily round) lochia and fundus. */
function maternalFlags(row: Row): RecordFlag[] {
  const out: RecordFlag[] = [];
  const systolic = num(row.bp_systolic);
  const diastolic = num(row.bp_diastolic);
  const bp = { systolic, diastolic };
  const high = highBpBand(systolic, diastolic);
  if (high)
    out.push({
      rule: high === 'red' ? 'maternal_bp_severe' : 'maternal_bp_raised',
      field: 'bp_systolic',
      value: systolic,
      detail: bp,
    });
  const low = lowBpBand(systolic);
  if (low)
    out.push({
      rule: low === 'red' ? 'maternal_bp_low' : 'maternal_bp_lowish',
      field: 'bp_systolic',
      value: systolic,
      detail: bp,
    });
  const pulse = num(row.pulse);
  const pulseBand = maternalPulseBand(pulse);
  if (pulseBand)
    out.push({
      rule: pulseBand === 'red' ? 'maternal_pulse' : 'maternal_pulse_watch',
      field: 'pulse',
      value: pulse,
      detail: null,
    });
  const rate = num(row.respiration);
  const rateBand = maternalRespirationBand(rate);
  if (rateBand)
    out.push({
      rule: rateBand === 'red' ? 'maternal_respiration' : 'maternal_respiration_watch',
      field: 'respiration',
      value: rate,
      detail: null,
    });
  const spo2 = num(row.spo2);
  if (maternalSpo2Band(spo2)) out.push({ rule: 'maternal_spo2', field: 'spo2', value: spo2, detail: null });
  const temperature = num(row.temperature_c);
  const cold = maternalLowTemperatureBand(temperature);
  if (cold)
    out.push({
      rule: cold === 'red' ? 'maternal_hypothermia' : 'maternal_temperature_low',
      field: 'temperature_c',
      value: temperature,
      detail: { site: row.temperature_site ?? null },
    });
  if (heavyBleedingSign(row))
    out.push({
      rule: 'heavy_bleeding',
      field: row.lochia_amount === 'heavy' ? 'lochia_amount' : 'fundus_firmness',
      value: null,
      detail: { lochia_amount: row.lochia_amount ?? null, fundus_firmness: row.fundus_firmness ?? null },
    });
  if (foulLochia(row)) out.push({ rule: 'foul_lochia', field: 'lochia_odour', value: null, detail: null });
  return out;
}

/** A newborn's heart rate and breathing outside their resting ranges, and a low oxygen saturation. */
function newbornVitalFlags(row: Row): RecordFlag[] {
  const out: RecordFlag[] = [];
  const hr = num(row.heart_rate);
  const hrOut = newbornHeartRate(hr);
  if (hrOut)
    out.push({
      rule: hrOut === 'low' ? 'newborn_bradycardia' : 'newborn_tachycardia',
      field: 'heart_rate',
      value: hr,
      detail: null,
    });
  const rr = num(row.respiration);
  const rrOut = newbornRespiration(rr);
  if (rrOut)
    out.push({
      rule: rrOut === 'low' ? 'newborn_slow_breathing' : 'newborn_tachypnoea',
      field: 'respiration',
      value: rr,
      detail: null,
    });
  const spo2 = num(row.spo2);
  const spo2Band = newbornSpo2Band(spo2);
  if (spo2Band)
    out.push({ rule: spo2Band === 'red' ? 'newborn_spo2' : 'newborn_spo2_watch', field: 'spo2', value: spo2, detail: null });
  return out;
}

/** A stool of a colour that needs a look: pale (acholic) is urgent, bloody an alert. */
function stoolFlags(row: Row): RecordFlag[] {
  if (row.kind !== 'stool' || !alarmingStoolColours.includes(row.stool_colour as never)) return [];
  return [
    { rule: row.stool_colour === 'pale' ? 'pale_stool' : 'bloody_stool', field: 'stool_colour', value: null, detail: null },
  ];
}

/**
 * The one list of the rules a record's own values are held to, by resource: the server raises them as flags in the
 * record's write transaction (apps/server/src/centre/clinical-flags/flag-rules.ts, which adds the rules that need
 * more than the row: EPDS, weight against the birth weight, bilirubin, the care log's 24 hours), and the web shows
 * the same on each row.
 */
export const recordFlagRules: Readonly<Record<string, (row: Row) => RecordFlag[]>> = {
  mom_checkedin_eval: maternalFlags,
  mom_caring_record: maternalFlags,
  baby_health_record: newbornVitalFlags,
  baby_care_event: stoolFlags,
};

export const recordFlags = (resource: string, row: Row): RecordFlag[] => recordFlagRules[resource]?.(row) ?? [];
