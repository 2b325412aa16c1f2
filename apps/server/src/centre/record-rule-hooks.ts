import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { hasObservation, observationFieldErrors, observationFields } from '@pnc/schemas/centre/observations';
import { hasRecordRules, recordFieldErrors, refusedFields } from '@pnc/schemas/centre/record-rules';
import { invalid } from '../lib/errors';
import type { ResourceHooks, Row } from './repository';

/**
 * A definition's hooks with its cross-field rules (schemas' record-rules.ts: a temperature's site, a wound's type,
 * a feed's details, a dose above 0, a period's end not before its start) checked first in beforeWrite, on the record as it would be stored: a create's
 * body, an update's changes over the record as it was. Any field error refuses the write (400 on those fields,
 * nothing written); the definition's own beforeWrite runs after. Reads never run them, so rows written before a
 * rule stay readable as they are, and editable where the edit leaves the rule's values as they were (ruleInputs).
 * A clinical observation records at least one value (observations.ts: `no_observation`); an update of a record
 * stored without one is not refused for it.
 */
export function withRecordRules(def: ResourceDefinition, hooks: ResourceHooks | undefined): ResourceHooks | undefined {
  if (!hasRecordRules(def) && observationFields(def).length === 0) return hooks;
  return {
    ...hooks,
    async beforeWrite(trx, row, id, query) {
      let errors = { ...recordFieldErrors(def, row), ...observationFieldErrors(def, row) };
      if (Object.keys(errors).length && id !== undefined) {
        // An update that leaves a rule's values as the stored record had them is not refused for what it already broke.
        const stored = (await trx.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
        const observation = stored && !hasObservation(def, stored) ? {} : observationFieldErrors(def, row);
        errors = { ...refusedFields(def, row, stored), ...observation };
      }
      if (Object.keys(errors).length) throw invalid(errors);
      await hooks?.beforeWrite?.(trx, row, id, query);
    },
  };
}
