import { defineResource } from './define-spec';
import { note } from './vitals';

const educationTopics = ['breastfeeding', 'bathing', 'cord_care', 'postpartum_exercise', 'nutrition', 'other'] as const;

/** 衛教紀錄. */
export const momEducationRecord = defineResource({
  name: 'mom_education_record',
  path: 'mom_education_record',
  table: 'mom_education_record',
  label: { tw: '衛教紀錄', en: 'Education record' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    topic: { type: 'enum', values: educationTopics, required: true, label: { tw: '主題', en: 'Topic' } },
    educator: { type: 'ref', ref: 'user', author: true, label: { tw: '衛教人員', en: 'Educator' } },
    educated_at: { type: 'datetime', required: true, label: { tw: '衛教時間', en: 'Given at' } },
    duration_min: { type: 'int', min: 1, max: 480, label: { tw: '時長（分）', en: 'Duration (min)' } },
    note,
  },
  list: {
    columns: ['mother', 'topic', 'educator', 'educated_at', 'duration_min'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'topic' },
    ],
    ordering: '-educated_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'topic',
});
