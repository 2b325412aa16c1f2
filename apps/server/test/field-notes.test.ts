import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fieldErrors, parseFieldNote } from '@pnc/schemas/field-errors';

/**
 * Every field note the server can send is a field-error code (field-errors.ts) the web words, never an English
 * sentence. A source scan, not a run: each refusal of apps/server/src (`invalid(fields)`, `conflict(code, message,
 * fields)`, `new AppError(status, code, message, fields)`) and each `fields[k] = [...]` is read with TypeScript's
 * parser, and every note written there must parse: a string literal as it is; a template such as
 * `not_before:${start}` by its text before the `${`; `formatFieldNote(code, …)` by its code. A note or a fields
 * object that is not written out (a variable) is listed below with where it comes from, so a new one is looked at.
 * The 409 notes not yet codes are listed exactly too (the web marks those fields without words): a new English note
 * anywhere fails here.
 */
const root = join(import.meta.dirname, '../src');

/** Notes that are expressions, each checked by what it is: `file: expression`. */
const reviewed = new Set([
  // reserve-stock.ts: variantField(key, code: 'variant_required' | 'wrong_variant'), typed as codes.
  'shop/checkout/reserve-stock.ts: code',
  // mom-checkin-record-routes.ts: a zod issue turned into a code by fieldErrorOf (cart.ts pushes its issues'
  // fieldErrorOf onto `fields`, reviewed below as an object).
  'centre/mom-checkin-record-routes.ts: fieldErrorOf(ids.error.issues[0]!, parsed)',
  // Fields objects built elsewhere from codes: record rules and observations (record-rules.ts), zod issues
  // (plugins/errors.ts), ref checks (repository.ts: not_an_id), a handover's lists (not_one_of, invalid).
  'centre/record-rule-hooks.ts: errors',
  'centre/repository.ts: fields',
  'centre/handover-repository.ts: fields',
  'shop/checkout/cart.ts: fields',
  // Built of codes: an author field (authors.ts: set_by_server), a price line (room_type_rate, needs_room_type),
  // required fields (repository.ts), a stock take's unknown lines (not_an_id) and stale lines (stock_changed).
  'centre/authors.ts: refused',
  'centre/entities/mom-billing-record.ts: fields',
  "centre/repository.ts: Object.fromEntries(missing.map(([k]) => [k, ['required']]))",
  'centre/stock-take-routes.ts: missing',
  'centre/stock-take-routes.ts: stale',
  // lib/errors.ts: invalid and conflict hand their fields on.
  'lib/errors.ts: fields',
]);

/** 409 (and account) notes still English or a status value, exactly as sent today: what is left to make codes. */
const notYetCodes = new Set([
  'accounts/registration-service.ts: This username is already used.',
  'accounts/registration-service.ts: This email address is already used.',
  'accounts/registration-service.ts: problem',
  'accounts/captcha-service.ts: The picture code is not correct or has expired.',
  'shop/uploads/routes.ts: message',
  'shop/checkout/reserve-stock.ts: out_of_stock',
  // 409s: the state a request ran into (a stay's or room's status, a balance) or a note in English.
  'centre/entities/incubator-arrangement.ts: already holds a baby at that time',
  'centre/entities/incubator-arrangement.ts: is in another incubator at that time',
  'centre/entities/incubator-arrangement.ts: under maintenance',
  'centre/entities/mom-living-record.ts: checked out',
  'centre/entities/mom-living-record.ts: String(before.status)',
  'centre/entities/mom-living-record.ts: before.status',
  'centre/incubator-status.ts: a baby is in this incubator',
  'centre/mom-checkin-record-routes.ts: already in house',
  'centre/mom-checkin-record-routes.ts: no booked stay on the check-in day',
  'centre/mom-checkin-record-routes.ts: still occupied',
  'centre/mom-checkin-record-routes.ts: not reserved',
  'centre/mom-checkin-record-routes.ts: room.status',
  'centre/mom-checkin-record-routes.ts: contract.status',
  'centre/mom-checkout-routes.ts: no stay in house',
  'centre/mom-checkout-routes.ts: String(bill.balance)',
  'centre/mother-identity.ts: already on file',
  'centre/mother-identity.ts: same name and phone as a mother on file',
  'centre/repository.ts: before',
  'centre/room-routes.ts: the room is occupied',
  'centre/room-routes.ts: open repair',
  'centre/spare-part-repository.ts: more than in stock',
  'centre/stay-cancel-routes.ts: before',
  'centre/stay-change-room-routes.ts: still occupied',
  'centre/stay-change-room-routes.ts: ends today',
  'centre/stay-change-room-routes.ts: booked before the planned end',
  'centre/stay-change-room-routes.ts: stay.status',
  'centre/stay-change-room-routes.ts: target.status',
  "centre/entities/mom-living-record.ts: Object.fromEntries(moved.map((k) => [k, ['the stay is in house']]))",
  'centre/stock-take-routes.ts: stock_changed:x',
]);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** The field-notes arrays and fields objects of one file's refusals. */
function refusals(file: string) {
  const text = readFileSync(file, 'utf8');
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const notes: ts.Expression[] = [];
  const objects: ts.Expression[] = [];
  const takeFields = (arg: ts.Expression | undefined) => {
    if (!arg) return;
    if (ts.isObjectLiteralExpression(arg)) {
      for (const p of arg.properties) {
        if (ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer)) notes.push(...p.initializer.elements);
        else if (ts.isPropertyAssignment(p)) objects.push(p.initializer);
        else objects.push(arg);
      }
    } else if (arg.kind !== ts.SyntaxKind.UndefinedKeyword && !(ts.isIdentifier(arg) && arg.text === 'undefined')) objects.push(arg);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'invalid') takeFields(node.arguments[0]);
      if (node.expression.text === 'conflict') takeFields(node.arguments[2]);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError')
      takeFields(node.arguments?.[3]);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isElementAccessExpression(node.left) &&
      ts.isIdentifier(node.left.expression) &&
      named.has(node.left.expression.text) &&
      ts.isArrayLiteralExpression(node.right)
    )
      notes.push(...node.right.elements);
    ts.forEachChild(node, visit);
  };
  // First the refusals, then the notes put into any fields object they are given by name (`missing[k] = [...]`).
  let named = new Set<string>();
  visit(src);
  named = new Set(objects.filter(ts.isIdentifier).map((i) => i.text));
  notes.length = 0;
  objects.length = 0;
  visit(src);
  return { notes, objects, src };
}

/** A note as written: the note to parse, or null when it is an expression to review. */
function written(note: ts.Expression, src: ts.SourceFile): string | null {
  if (ts.isStringLiteral(note) || ts.isNoSubstitutionTemplateLiteral(note)) return note.text;
  // `code:${param}`: the code and a stand-in for its parameter.
  if (ts.isTemplateExpression(note)) return `${note.head.text}x`;
  if (ts.isCallExpression(note) && note.expression.getText(src) === 'formatFieldNote') {
    const [code, param] = note.arguments;
    return code && ts.isStringLiteral(code) ? (param ? `${code.text}:x` : code.text) : null;
  }
  return null;
}

describe('field notes the server sends', () => {
  const found: { where: string; note: string | null; text: string }[] = [];
  const objects: string[] = [];
  for (const file of sources(root)) {
    const name = relative(root, file).split('\\').join('/');
    const { notes, objects: o, src } = refusals(file);
    for (const n of notes) found.push({ where: name, note: written(n, src), text: n.getText(src) });
    for (const e of o) objects.push(`${name}: ${e.getText(src)}`);
  }

  it('finds the refusals (the scan reads what it should)', () => {
    expect(found.length).toBeGreaterThan(40);
    expect(found.some((f) => f.note?.startsWith('not_an_id'))).toBe(true);
  });

  it('are field-error codes as declared, each with its parameter', () => {
    const unknown = found
      .filter((f) => f.note !== null && !parseFieldNote(f.note) && !notYetCodes.has(`${f.where}: ${f.note}`))
      .map((f) => `${f.where}: ${f.note}`);
    expect(unknown).toEqual([]);
  });

  it('are expressions only where reviewed', () => {
    const expressions = found
      .filter((f) => f.note === null && !notYetCodes.has(`${f.where}: ${f.text}`))
      .map((f) => `${f.where}: ${f.text}`);
    expect([...new Set([...expressions, ...objects])].filter((e) => !reviewed.has(e) && !notYetCodes.has(e))).toEqual([]);
  });

  it('leave no listed exception that is gone', () => {
    const seen = new Set(found.flatMap((f) => [`${f.where}: ${f.note}`, `${f.where}: ${f.text}`]).concat(objects));
    expect([...reviewed, ...notYetCodes].filter((e) => !seen.has(e))).toEqual([]);
  });

  it('parse a parameter only where the code takes one', () => {
    expect(parseFieldNote('not_before:start_at')).toEqual({ code: 'not_before', param: 'start_at' });
    expect(parseFieldNote('not_before')).toBeUndefined();
    expect(parseFieldNote('required:x')).toBeUndefined();
    expect(parseFieldNote('too_big')).toEqual({ code: 'too_big' });
    expect(parseFieldNote('must not be before start_at')).toBeUndefined();
    expect(fieldErrors['already used']).toBeNull();
  });
});
