import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectIsLoggedIn } from '../account/userSlice';
import { loginRequested, selectLoginRequested } from '../app/appSlice';

/**
 * Secure actions (favorite, comment, checkout): run at once when logged in; otherwise open the login dialog
 * and run the action after the login succeeds. Closing the dialog without logging in drops it.
 */
export function useLoginGate() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dialogOpen = useAppSelector(selectLoginRequested);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (loggedIn && pending.current) {
      const run = pending.current;
      pending.current = null;
      run();
    }
  }, [loggedIn]);

  useEffect(() => {
    if (dialogOpen || !pending.current) return;
    // The dialog closes a moment before the login lands in the store: decide after it settled.
    const timer = setTimeout(() => {
      if (!selectIsLoggedIn(store.getState())) pending.current = null;
    }, 50);
    return () => clearTimeout(timer);
  }, [dialogOpen, store]);

  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else {
        pending.current = action;
        dispatch(loginRequested());
      }
    },
    [loggedIn, dispatch],
  );
}
