import type { ResourceDefinition } from '@pnc/schemas/centre/define-spec';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit-repository';
import type { AnyDb, ResourceHooks, Row } from '../repository';
import { type FlagDraft, flagRules, severityOf } from './flag-rules';

/**
 * Writes the flags a saved record raises, inside the write's transaction. A rule already open for this record is not
 * raised twice (a partial unique index holds it under concurrency); an edit that leaves the value a nurse has already
 * acknowledged unchanged does not raise it again. A flag stays open when the record is later edited below the rule:
 * what was seen stays on file until someone acknowledges it. Each flag raised is audited as a create, the writer of
 * the record as its actor (none when the server raises flags for records already on file).
 */
async function raiseFlags(trx: AnyDb, def: ResourceDefinition, row: Row, before: Row | null, actorId: number | null) {
  const rule = flagRules.get(def);
  if (!rule) return;
  const drafts = await rule(trx, row);
  for (const draft of drafts) {
    if (before && (await alreadySeen(trx, def, Number(row.id), draft))) continue;
    const now = nowIso();
    const inserted = (await trx
      .insertInto('clinical_flag')
      .values({
        mother: draft.mother,
        baby: draft.baby,
        rule: draft.rule,
        severity: severityOf(draft.rule),
        source: def.name,
        record_id: Number(row.id),
        value: draft.value,
        detail: draft.detail ? JSON.stringify(draft.detail) : null,
        raised_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['source', 'record_id', 'rule']).where('acknowledged_at', 'is', null).doNothing())
      .returning('id')
      .execute()) as { id: number }[];
    for (const { id } of inserted)
      await writeAudit(trx, {
        actorId,
        action: 'create',
        entity: 'clinical_flag',
        entityId: Number(id),
        changed: { rule: draft.rule, source: def.name, record_id: Number(row.id), value: draft.value },
      });
  }
}

/** A flag of this rule for this record with this value is on file already (acknowledged or not). */
async function alreadySeen(trx: AnyDb, def: ResourceDefinition, recordId: number, draft: FlagDraft) {
  const found = await trx
    .selectFrom('clinical_flag')
    .select('id')
    .where('source', '=', def.name)
    .where('record_id', '=', recordId)
    .where('rule', '=', draft.rule)
    .where((eb) => (draft.value == null ? eb('value', 'is', null) : eb('value', '=', draft.value)))
    .executeTakeFirst();
  return !!found;
}

/** The definition's hooks with flag raising after every create and update (its own afterWrite runs first). */
export function withFlagRules(def: ResourceDefinition, hooks: ResourceHooks | undefined): ResourceHooks | undefined {
  if (!flagRules.has(def)) return hooks;
  return {
    ...hooks,
    async afterWrite(trx, after, before, actor) {
      await hooks?.afterWrite?.(trx, after, before, actor);
      if (after) await raiseFlags(trx, def, after, before, actor.id);
    },
  };
}

/**
 * Raises the flags of records already on file: the demo's (written straight into the tables), and on the upgrade that
 * brings flags, those of the mothers in the house and their babies (`inHouseOnly`), so no alert the dashboards
 * showed before is lost. Archived records raise none.
 */
export async function raiseFlagsForExisting(trx: AnyDb, { inHouseOnly = false } = {}) {
  const here = inHouseOnly
    ? (
        (await trx.selectFrom('mom_living_record').select('mother').where('status', '=', 'in_house').execute()) as {
          mother: number;
        }[]
      ).map((s) => Number(s.mother))
    : null;
  if (here && !here.length) return;
  for (const def of flagRules.keys()) {
    let q = trx.selectFrom(def.table).selectAll().where('archived_at', 'is', null);
    if (here) {
      q =
        'mother' in def.fields
          ? q.where('mother', 'in', here)
          : q.where('baby', 'in', trx.selectFrom('baby').select('id').where('mother', 'in', here));
    }
    const rows = (await q.orderBy('id').execute()) as Row[];
    for (const row of rows) await raiseFlags(trx, def, row, null, null);
  }
}
