import { useEffect, useState } from 'react';
import type { ApiError } from '../../../api/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn } from '../../account/userSlice';
import { fetchOrder } from '../order-thunks';
import { selectOrderById } from '../orderSlice';

/** One of my orders (GET /checkout/order/{id}/) through the order slice; the error is the server's (404 order_not_found). */
export function useOrder(id: number) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const order = useAppSelector((state) => selectOrderById(state, id));
  const [error, setError] = useState<{ id: number; error: ApiError } | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!loggedIn || !Number.isInteger(id)) return;
    let live = true;
    dispatch(fetchOrder(id))
      .unwrap()
      .then(() => live && setError(null))
      .catch((failure: ApiError) => live && setError({ id, error: failure }));
    return () => {
      live = false;
    };
  }, [dispatch, id, loggedIn, tick]);
  return { order, error: error?.id === id ? error.error : null, reload: () => setTick((n) => n + 1) };
}
