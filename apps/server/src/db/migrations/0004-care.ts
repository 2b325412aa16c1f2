import { careResources } from '@pnc/schemas/centre/care-resources';
import { centreResources } from '@pnc/schemas/centre/resources';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { createResourceTables } from './centre-tables';
import type { AnyDb, EngineMigration } from './helpers';

/** The care resources of issue 6, as they are when this migration is written (later changes need their own). */
const names = [
  'mom_meal_info',
  'mom_meal_menu',
  'mom_pre_checkin_eval',
  'mom_checkedin_eval',
  'mom_caring_record',
  'mom_education_record',
  'mom_borrow_record',
  'reservation_and_outside',
  'room_repairment_record',
  'baby_mom_rooming_in_record',
  'baby_health_record',
  'visit_record',
  'assignment',
  'incubator_arrangement',
  'spare_part',
  'spare_part_record',
];

export const care: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    const all = [...centreResources, ...careResources, sparePartRecord];
    const defs = names.map((n) => {
      const d = all.find((r) => r.name === n);
      if (!d) throw new Error(`no definition for ${n}`);
      return d;
    });
    await createResourceTables(db, engine, defs, all);
  },
});
