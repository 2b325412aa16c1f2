/**
 * An address shown to someone who has not proven they own it: the first character of the local part and the domain,
 * enough for its owner to recognise it (w***@example.com), not enough to learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}
