import { z } from 'zod';
import { ClinicalFlag } from './clinical-flag';
import { baby } from './baby';
import { type ResourceDefinition, schemasOf } from './define';
import { storedFields } from './define-spec';
import { healthData } from './health-data';
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
  .meta({ id: 'MotherExport' });
export type MotherExport = z.infer<typeof MotherExport>;
