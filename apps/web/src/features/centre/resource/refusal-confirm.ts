/**
 * Refusals (409s) that the user may override by saying so, by error code: the write is resent with `param=true`.
 * `unless`: a field that, when the server names it, makes the refusal final (a mother's national ID is one person;
 * the same name and phone may be someone else).
 */
const confirmableRefusals: Partial<Record<string, { param: string; unless?: string }>> = {
  mother_exists: { param: 'confirm_distinct', unless: 'national_id' },
};

export function confirmParam(code: string, fields: Record<string, unknown> | undefined): string | null {
  const rule = confirmableRefusals[code];
  if (!rule || (rule.unless && fields && rule.unless in fields)) return null;
  return rule.param;
}
