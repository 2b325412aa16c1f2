import { feedingTypes } from './baby';
import { defineResource } from './define-spec';
import { note, oxygenSaturation, temperatureSite } from './vitals';

const skinStates = ['normal', 'jaundiced', 'rash', 'dry', 'pale'] as const;
const cordStates = ['attached', 'dry', 'fallen_off', 'red', 'discharge'] as const;
/** TSB: total serum bilirubin (blood); TcB: transcutaneous bilirubin (skin meter, a screening value). */
const bilirubinMethods = ['tsb', 'tcb'] as const;

/** 新生兒健康紀錄: ranges a newborn can plausibly show; fever and weight loss are flagged in flags.ts. */
export const babyHealthRecord = defineResource({
  name: 'baby_health_record',
  path: 'baby_health_record',
  table: 'baby_health_record',
  label: { tw: '新生兒健康紀錄', en: 'Baby health record' },
  fields: {
    baby: { type: 'ref', ref: 'baby', required: true, label: { tw: '新生兒', en: 'Baby' } },
    recorded_at: { type: 'datetime', required: true, label: { tw: '紀錄時間', en: 'Recorded at' } },
    nurse: { type: 'ref', ref: 'user', author: true, label: { tw: '護理師', en: 'Nurse' } },
    weight_g: { type: 'int', min: 300, max: 8000, label: { tw: '體重（克）', en: 'Weight (g)' } },
    temperature_c: { type: 'number', min: 34, max: 42, label: { tw: '體溫（°C）', en: 'Temperature (°C)' } },
    temperature_site: temperatureSite,
    heart_rate: { type: 'int', min: 60, max: 220, label: { tw: '心跳（次/分）', en: 'Heart rate (/min)' } },
    respiration: { type: 'int', min: 10, max: 100, label: { tw: '呼吸（次/分）', en: 'Respiration (/min)' } },
    spo2: oxygenSaturation,
    jaundice_mg_dl: { type: 'number', min: 0, max: 40, label: { tw: '黃疸（mg/dL）', en: 'Jaundice (mg/dL)' } },
    // A jaundice reading says how it was measured (server: baby-health-record-routes.ts); older rows may not.
    bilirubin_method: {
      type: 'enum',
      values: bilirubinMethods,
      label: { tw: '膽紅素測量方式', en: 'Bilirubin method' },
    },
    feeding_type: { type: 'enum', values: feedingTypes, label: { tw: '餵食方式', en: 'Feeding' } },
    feeding_ml: { type: 'int', min: 0, max: 500, label: { tw: '餵食量（mL）', en: 'Feeding (mL)' } },
    stool_count: { type: 'int', min: 0, max: 30, label: { tw: '排便次數', en: 'Stools' } },
    urine_count: { type: 'int', min: 0, max: 40, label: { tw: '排尿次數', en: 'Wet diapers' } },
    skin: { type: 'enum', values: skinStates, label: { tw: '皮膚', en: 'Skin' } },
    umbilical_cord: { type: 'enum', values: cordStates, label: { tw: '臍帶', en: 'Umbilical cord' } },
    note,
  },
  list: {
    columns: ['baby', 'recorded_at', 'weight_g', 'temperature_c', 'jaundice_mg_dl', 'feeding_ml'],
    filters: [{ op: 'eq', field: 'baby' }],
    ordering: '-recorded_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'recorded_at',
});
