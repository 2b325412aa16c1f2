import type { Profile } from '@pnc/schemas/accounts';
import { KEPT, readOne, removeOne, writeOne } from './device-store';

const KEY = 'profile';

/** The profile as the server last answered it, kept on this device for a sign-in restored offline. */
export async function keepProfile(profile: Profile) {
  try {
    await writeOne(KEPT, profile, KEY);
  } catch (error) {
    console.warn('cannot keep the profile on this device', error);
  }
}

/** The kept profile of user `id`, or null (none kept, another user's, or nothing kept on this device). */
export async function keptProfile(id: number): Promise<Profile | null> {
  try {
    const kept = await readOne<Profile>(KEPT, KEY);
    return kept && kept.id === id ? kept : null;
  } catch {
    return null;
  }
}

export async function forgetProfile() {
  try {
    await removeOne(KEPT, KEY);
  } catch (error) {
    console.warn('cannot forget the kept profile', error);
  }
}
