import { defineResource } from './define-spec';
import { breastStates, lochiaAmounts, lochiaColours, nippleStates } from './mom-checkedin-eval';
import { momVitals, note } from './vitals';

const urinations = ['normal', 'frequent', 'difficult', 'painful'] as const;
const defecations = ['normal', 'none', 'constipated', 'loose'] as const;
const sleeps = ['good', 'fair', 'poor'] as const;
const moods = ['good', 'stable', 'low', 'anxious'] as const;
/** Lochia has a faint fleshy smell (`normal`); a foul one suggests endometritis. */
const lochiaOdours = ['none', 'normal', 'foul'] as const;
/** A firm fundus is a contracted uterus; a boggy one is not (bleeding risk: massage, empty the bladder, report). */
const fundusFirmness = ['firm', 'boggy'] as const;
/** The delivery's wound (cesarean as mother.delivery_type spells it), or none (a vaginal birth without tear or cut). */
const woundTypes = ['cesarean', 'perineal', 'none'] as const;
/** What the nurse sees of the wound (REEDA: redness, oedema, discharge, approximation). */
const woundStates = ['clean_dry', 'red', 'swollen', 'discharge', 'separated'] as const;

/**
 * 每日護理紀錄: the daily round, with the same vitals as the check-in evaluation, and the postpartum assessment:
 * uterus (fundus), lochia, breasts, wound, sitz bath (docs/clinical/mother-daily.md). A wound state needs a wound
 * (record-rules.ts).
 */
export const momCaringRecord = defineResource({
  name: 'mom_caring_record',
  path: 'mom_caring_record',
  table: 'mom_caring_record',
  label: { tw: '護理紀錄', en: 'Nursing record' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    recorded_at: { type: 'datetime', required: true, label: { tw: '紀錄時間', en: 'Recorded at' } },
    nurse: { type: 'ref', ref: 'user', author: true, label: { tw: '護理師', en: 'Nurse' } },
    ...momVitals,
    fundus_below_umbilicus: {
      type: 'int',
      min: -3,
      max: 8,
      label: { tw: '子宮底高度（臍下指幅，臍上記負數）', en: 'Fundus height (fingerbreadths below navel; above is negative)' },
    },
    fundus_firmness: { type: 'enum', values: fundusFirmness, label: { tw: '子宮收縮', en: 'Fundus firmness' } },
    lochia_amount: { type: 'enum', values: lochiaAmounts, label: { tw: '惡露量', en: 'Lochia amount' } },
    lochia_colour: { type: 'enum', values: lochiaColours, label: { tw: '惡露顏色', en: 'Lochia colour' } },
    lochia_odour: { type: 'enum', values: lochiaOdours, label: { tw: '惡露氣味', en: 'Lochia odour' } },
    breast: { type: 'enum', values: breastStates, label: { tw: '乳房', en: 'Breasts' } },
    nipple: { type: 'enum', values: nippleStates, label: { tw: '乳頭', en: 'Nipples' } },
    wound_type: { type: 'enum', values: woundTypes, label: { tw: '傷口', en: 'Wound' } },
    wound_state: { type: 'enum', values: woundStates, label: { tw: '傷口狀況', en: 'Wound condition' } },
    sitz_bath: { type: 'bool', label: { tw: '溫水坐浴', en: 'Sitz bath' } },
    urination: { type: 'enum', values: urinations, label: { tw: '排尿', en: 'Urination' } },
    defecation: { type: 'enum', values: defecations, label: { tw: '排便', en: 'Defecation' } },
    sleep: { type: 'enum', values: sleeps, label: { tw: '睡眠', en: 'Sleep' } },
    mood: { type: 'enum', values: moods, label: { tw: '情緒', en: 'Mood' } },
    note,
  },
  list: {
    columns: ['mother', 'recorded_at', 'temperature_c', 'pulse', 'bp_systolic', 'bp_diastolic', 'mood'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-recorded_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'recorded_at',
});
