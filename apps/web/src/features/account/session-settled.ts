import type { AppStore } from '../../app/store';
import { selectSessionSettled } from './userSlice';

/** Resolves once the stored session has been checked (logged in or anonymous), at once if it has been. */
export function sessionSettled(store: AppStore): Promise<void> {
  const settled = () => selectSessionSettled(store.getState());
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const stop = store.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}
