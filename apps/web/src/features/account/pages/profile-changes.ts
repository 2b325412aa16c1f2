import type { ProfileUpdate } from '@pnc/schemas/accounts';
import type { Lang } from '../../../lib/languages';
import type { UserData } from '../userSlice';

export interface ProfileValues {
  display_name: string;
  phone: string;
  language: Lang;
  email: string;
}

export const editable = ['display_name', 'phone', 'language', 'email'] as const;

/** Only what the user changed is sent (spec: profile edit sends the fields as a key/value set). */
export function changedFields(user: UserData, values: Partial<ProfileValues>): ProfileUpdate {
  const changes: Record<string, string> = {};
  for (const key of editable) {
    const value = (values[key] ?? '').trim();
    if (value !== (user[key] ?? '')) changes[key] = value;
  }
  return changes as ProfileUpdate;
}
