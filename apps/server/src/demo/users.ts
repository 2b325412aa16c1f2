import type { Role } from '@pnc/schemas/common';
import type { Db } from '../db/connect';
import { insertUser } from '../accounts/user-repository';

export interface DemoLogin {
  role: Role;
  username: string;
  password: string;
}

/** Demo accounts, one per role, printed at start. Demo only: SEED_DEMO=0 in production. */
export const demoLogins: DemoLogin[] = [
  { role: 'admin', username: 'admin', password: 'demo-admin-2026' },
  { role: 'manager', username: 'manager', password: 'demo-manager-2026' },
  { role: 'staff', username: 'nurse', password: 'demo-nurse-2026' },
  { role: 'customer', username: 'customer', password: 'demo-customer-2026' },
];

const names: Record<string, string> = { admin: '系統管理員', manager: '林主任', nurse: '陳護理師', customer: '王小美' };

export async function seedUsers(db: Db) {
  for (const l of demoLogins) {
    await insertUser(db, {
      username: l.username,
      email: `${l.username}@demo.example`,
      password: l.password,
      role: l.role,
      displayName: names[l.username],
      emailValidated: true,
    });
  }
}
