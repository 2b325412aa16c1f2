import type { Role } from '@pnc/schemas/common';

/** Who may open the centre tool: every role but customer. */
export const staffRoles: readonly Role[] = ['staff', 'manager', 'admin'];
export const isStaffRole = (role: Role | undefined | null) => !!role && staffRoles.includes(role);
