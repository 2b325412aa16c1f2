import type { Role } from '@pnc/schemas/common';

/** Who may edit or delete a comment or a reply: its author, or a manager/admin moderating (domain: comment). */
export function canModify(user: { id: number; role: Role } | null | undefined, authorId: number): boolean {
  if (!user) return false;
  return user.id === authorId || user.role === 'manager' || user.role === 'admin';
}
