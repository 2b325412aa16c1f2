import type { FieldSpec } from './define-spec';

/** Where a temperature was taken: readings differ by site (a rectal or ear one reads higher than an axillary one). */
const temperatureSites = ['ear', 'axilla', 'forehead', 'rectal'] as const;

/**
 * The site of the record's temperature, on every record that holds one (the mother's evaluations and nursing
 * record, the baby's health record, a visitor's screening). A new or edited record with a temperature needs its
 * site (record-rules.ts); rows from before stay as they are.
 */
export const temperatureSite = {
  type: 'enum',
  values: temperatureSites,
  label: { tw: '體溫測量部位', en: 'Temperature taken at' },
} as const satisfies FieldSpec;

/**
 * Oxygen saturation by pulse oximeter (SpO2, %), a whole number: below 50 % a reading is not one a probe gives a
 * living patient at rest (a typo or a probe off), above 100 % is impossible. Held by the mother's records and the
 * newborn's health record; its warning bands are in early-warning.ts.
 */
export const oxygenSaturation = {
  type: 'int',
  min: 50,
  max: 100,
  label: { tw: '血氧飽和度 (SpO2, %)', en: 'SpO2 (%)' },
} as const satisfies FieldSpec;

/**
 * A mother's vital signs, in the ranges a nurse can plausibly record (anything outside is a typo):
 * shared by the check-in evaluation and the daily nursing record.
 */
export const momVitals = {
  temperature_c: { type: 'number', min: 34, max: 42, label: { tw: '體溫（°C）', en: 'Temperature (°C)' } },
  temperature_site: temperatureSite,
  pulse: { type: 'int', min: 30, max: 200, label: { tw: '脈搏（次/分）', en: 'Pulse (/min)' } },
  respiration: { type: 'int', min: 5, max: 60, label: { tw: '呼吸（次/分）', en: 'Respiration (/min)' } },
  bp_systolic: { type: 'int', min: 60, max: 250, label: { tw: '收縮壓（mmHg）', en: 'Systolic BP (mmHg)' } },
  bp_diastolic: { type: 'int', min: 30, max: 150, label: { tw: '舒張壓（mmHg）', en: 'Diastolic BP (mmHg)' } },
  spo2: oxygenSaturation,
  pain_score: { type: 'int', min: 0, max: 10, label: { tw: '疼痛分數（0–10）', en: 'Pain score (0–10)' } },
} as const satisfies Record<string, FieldSpec>;

export const note = { type: 'longtext', label: { tw: '備註', en: 'Note' } } as const satisfies FieldSpec;
