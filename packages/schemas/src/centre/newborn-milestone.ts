import { defineResource } from './define-spec';
import { note } from './vitals';

/** What a newborn has done in its first weeks (docs/clinical/milestones.md): when each is due is newborn-schedule.ts. */
export const milestoneKinds = [
  'metabolic_screening',
  'hearing_screening',
  'hep_b_vaccine',
  'hbig',
  'paediatrician_visit',
] as const;
export type MilestoneKind = (typeof milestoneKinds)[number];

/** Every result any kind can have; which fit which kind is `milestoneResultsByKind`. */
export const milestoneResults = ['pending', 'normal', 'recall', 'pass', 'refer', 'given', 'follow_up', 'referred'] as const;
export type MilestoneResult = (typeof milestoneResults)[number];

/**
 * The results that fit each kind (a write naming another is refused, 400 not_one_of on result):
 * - metabolic screening: the heel-prick sample is taken (`pending`, the screening centre's answer follows in about a
 *   week), then `normal` or `recall` (abnormal, the screening centre asks for a repeat sample / confirmation);
 * - hearing screening (AABR / OAE): `pass` or `refer` (not passed: rescreen, then a diagnostic test by 3 months);
 * - hepatitis B vaccine and HBIG: `given`;
 * - paediatrician visit: `normal`, `follow_up` (to be watched, e.g. jaundice) or `referred` (sent to a hospital).
 */
export const milestoneResultsByKind: Record<MilestoneKind, readonly MilestoneResult[]> = {
  metabolic_screening: ['pending', 'normal', 'recall'],
  hearing_screening: ['pass', 'refer'],
  hep_b_vaccine: ['given'],
  hbig: ['given'],
  paediatrician_visit: ['normal', 'follow_up', 'referred'],
};

/**
 * 新生兒里程碑: one screening, vaccine or paediatrician visit that was done (a clinical record: archived, never
 * deleted). What is due is worked out from the baby's birth, the mother's HBsAg and these records, never stored.
 */
export const newbornMilestone = defineResource({
  name: 'newborn_milestone',
  path: 'newborn_milestone',
  table: 'newborn_milestone',
  label: { tw: '新生兒篩檢與疫苗', en: 'Newborn milestone' },
  fields: {
    baby: { type: 'ref', ref: 'baby', required: true, label: { tw: '新生兒', en: 'Baby' } },
    kind: { type: 'enum', values: milestoneKinds, required: true, label: { tw: '項目', en: 'Milestone' } },
    done_at: { type: 'datetime', required: true, notFuture: true, label: { tw: '完成時間', en: 'Done at' } },
    result: { type: 'enum', values: milestoneResults, required: true, label: { tw: '結果', en: 'Result' } },
    done_by: { type: 'ref', ref: 'user', author: true, label: { tw: '紀錄人員', en: 'Recorded by' } },
    note,
  },
  list: {
    columns: ['baby', 'kind', 'done_at', 'result', 'done_by'],
    filters: [
      { op: 'eq', field: 'baby' },
      { op: 'eq', field: 'kind' },
    ],
    ordering: '-done_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'kind',
});
