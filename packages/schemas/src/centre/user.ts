import { z } from 'zod';
import { RegisterBody } from '../accounts';
import { Language, Role, textNumber } from '../common';

/** A row of the staff tool's user list (/api/user/): no secrets. */
export const CentreUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string(),
    role: Role,
    email: z.string(),
    is_active: z.boolean(),
    phone: z.string(),
  })
  .meta({
    id: 'centre_user',
    examples: [
      {
        id: 3,
        username: 'nurse.chen',
        display_name: '陳護理師',
        role: 'staff' as const,
        email: 'nurse.chen@example.tw',
        is_active: true,
        phone: '0912345678',
      },
    ],
  });
export type CentreUser = z.infer<typeof CentreUser>;

/**
 * The staff directory (/api/user/staff/): who works at the centre, by name only. Staff read it to see and
 * pick colleagues on rosters and records (the full user list, with contact details, needs a manager).
 */
export const StaffName = z
  .object({ id: z.number().int(), display_name: z.string(), is_active: z.boolean() })
  .meta({ id: 'centre_staff_name', examples: [{ id: 3, display_name: '陳護理師', is_active: true }] });
export type StaffName = z.infer<typeof StaffName>;

/** Admins change a user's role and whether the account is active (deactivating ends its sessions). */
export const CentreUserUpdate = z
  .object({
    role: Role.optional(),
    // A JSON boolean: "true" is refused (not_one_of); a form post's text is read by its content type first.
    is_active: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.is_active !== undefined, { message: 'give role or is_active' });

/** The roles an admin gives a new account from the users screen: the centre's staff and its managers. */
export const staffRoles = ['staff', 'manager'] as const;

/**
 * POST /api/user/ (admin): a staff or manager account without a password; the server mails an invitation
 * whose single-use link sets it. Username and email follow the registration rules.
 */
export const CentreUserCreate = z.object({
  username: RegisterBody.shape.username,
  email: RegisterBody.shape.email,
  display_name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  language: Language.default('tw'),
});
export type CentreUserCreate = z.input<typeof CentreUserCreate>;

/** The new account, and whether the invitation mail went out (if not, "reset password" sends another). */
export const CentreUserCreated = CentreUser.extend({ invitation_sent: z.boolean() }).meta({
  id: 'centre_user_created',
  examples: [
    {
      id: 9,
      username: 'nurse.lin',
      display_name: '林護理師',
      role: 'staff' as const,
      email: 'nurse.lin@example.tw',
      is_active: true,
      phone: '',
      invitation_sent: true,
    },
  ],
});
export type CentreUserCreated = z.infer<typeof CentreUserCreated>;

export const CentreUserQuery = z.object({
  role: Role.optional(),
  limit: textNumber(z.number().int().min(1).max(1000)).default(100),
  offset: textNumber(z.number().int().min(0)).default(0),
});
