import { defineResource } from './define-spec';
import { momVitals, note } from './vitals';

export const urinations = ['normal', 'frequent', 'difficult', 'painful'] as const;
export const defecations = ['normal', 'none', 'constipated', 'loose'] as const;
export const sleeps = ['good', 'fair', 'poor'] as const;
export const moods = ['good', 'stable', 'low', 'anxious'] as const;

/** 每日護理紀錄: the daily round, with the same vitals as the check-in evaluation. */
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
