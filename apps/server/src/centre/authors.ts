import { authorFields, type ResourceDefinition } from '@pnc/schemas/centre/define';
import { AppError } from '../lib/errors';
import type { Actor, Row } from './row-types';

const sameId = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Who made a record (FieldSpec.author) is the signed-in caller, set by the server: on create every author
 * field becomes the caller, on update it keeps its value. A body that names anyone else is refused rather
 * than overwritten, so a client never believes it recorded a colleague (or a customer) as the nurse.
 */
export function withAuthors(def: ResourceDefinition, given: Row, actor: Actor, before?: Row): Row {
  const fields = authorFields(def);
  if (!fields.length) return given;
  const out: Row = { ...given };
  const refused: Record<string, string[]> = {};
  for (const k of fields) {
    const v = given[k];
    const keeps = before ? v === undefined || sameId(v, before[k]) : v == null || v === actor.id;
    if (!keeps) refused[k] = ['set_by_server'];
    if (before) delete out[k];
    else out[k] = actor.id;
  }
  if (Object.keys(refused).length)
    throw new AppError(
      400,
      'author_set_by_server',
      `${Object.keys(refused).join(', ')}: who made a record is the signed-in caller and cannot be given.`,
      refused,
    );
  return out;
}
