import { z } from 'zod';
import { ClinicalFlag, clinicalFlagExample } from './clinical-flag';
import { baby } from './baby';
import { type ResourceDefinition, schemasOf } from './define';
import { entityExample } from './define-example';
import { storedFields } from './define-spec';
import { healthData } from './health-data';
import { momCaringRecord } from './mom-caring-record';
import { momLivingRecord, stayExample } from './mom-living-record';
import { mother } from './mother';

/**
 * The health-data definitions whose records go into one mother's export (PDPA art. 3 and 10: a copy of what the
 * centre keeps about her) besides herself and her babies: every one, so a new definition joins by being health data.
 */
export const exportedRecordDefs: readonly ResourceDefinition[] = [...healthData].filter((d) => d !== mother && d !== baby);

/**
 * The fields of one record that her copy holds, in the definition's order: every stored field (a derived one such
 * as her room is worked out when read, not kept about her). The JSON file and the printed copy both show these.
 */
export const exportedFields = (def: ResourceDefinition): string[] => storedFields(def);

const STAMP = '2026-03-02T01:30:00.000Z';

/** The documentation's export: 王小美, her son, her stay and one nursing record (every other list empty here). */
const exportExample = () => ({
  exported_at: '2026-03-27T03:00:00.000Z',
  exported_by: { id: 2, username: 'manager.huang' },
  mother: {
    ...entityExample(mother),
    name: '王小美',
    phone: '0912345678',
    national_id: 'A223456781',
    current_room: '301',
    birthday: '1994-05-12',
    email: 'mei.wang@example.tw',
    address: '臺北市大安區忠孝東路四段 100 號 5 樓',
    emergency_contact_name: '王大明',
    emergency_contact_phone: '0922333444',
    delivery_hospital: '臺大醫院',
    delivery_date: '2026-02-26',
    parity: 1,
    allergies: '無',
    medical_history: '無',
    note: null,
    created_at: STAMP,
    updated_at: STAMP,
  },
  babies: [
    {
      ...entityExample(baby),
      mother: 1,
      name: '王小寶',
      gender: 'male',
      birth_at: '2026-02-26T00:40:00.000Z',
      birth_weight_g: 3150,
      birth_length_cm: 50.5,
      gestational_weeks: 39,
      note: null,
    },
  ],
  records: Object.fromEntries(
    exportedRecordDefs.map((d) => [
      d.name,
      d === momLivingRecord
        ? [stayExample]
        : d === momCaringRecord
          ? [
              {
                ...entityExample(momCaringRecord),
                id: 88,
                mother: 1,
                nurse: 3,
                recorded_at: '2026-03-02T06:15:00.000Z',
                temperature_c: 38.3,
                temperature_site: 'ear',
                pulse: 96,
                bp_systolic: 118,
                bp_diastolic: 76,
              },
            ]
          : [],
    ]),
  ),
  clinical_flags: [clinicalFlagExample],
});

/**
 * `GET /api/mother/{id}/export/`: her record, her babies and every health-data record that refers to her or to
 * them (directly or through a record of hers such as a contract), archived ones included and marked by
 * `archived_at`, with when the export was made and by whom.
 */
export const MotherExport = z
  .object({
    exported_at: z.string().meta({ description: 'When the export was made (ISO 8601 UTC).' }),
    exported_by: z.object({ id: z.number().int(), username: z.string() }).meta({ description: 'The manager who made it.' }),
    mother: schemasOf(mother).Entity,
    babies: z.array(schemasOf(baby).Entity),
    records: z.object(Object.fromEntries(exportedRecordDefs.map((d) => [d.name, z.array(schemasOf(d).Entity)]))).meta({
      description:
        'Per resource, every record referring to her or her babies, oldest first; an archived record carries archived_at, archived_by and archive_reason.',
    }),
    clinical_flags: z.array(ClinicalFlag).meta({
      description: 'Every clinical flag raised about her or her babies, open or acknowledged (with who, when and the note).',
    }),
  })
  .meta({ id: 'MotherExport', examples: [exportExample()] });
export type MotherExport = z.infer<typeof MotherExport>;
