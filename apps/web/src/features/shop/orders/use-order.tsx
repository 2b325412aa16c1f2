import { Skeleton } from 'antd';
import { useEffect, useState, type ComponentProps, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusPage } from '../../../components/status-page';
import { errorText } from '../../../lib/error-text';
import { selectIsLoggedIn } from '../../account/userSlice';
import { LoadFailed } from '../components/load-failed';
import { fetchOrder, type Order } from '../order-thunks';
import { selectOrderById } from '../orderSlice';

type WayOut = Pick<ComponentProps<typeof StatusPage>, 'homeLabel' | 'extra'>;
type OrderOrInstead = { order: Order; instead: null } | { order?: undefined; instead: ReactElement };

/**
 * One of my orders (GET /checkout/order/{id}/) through the order slice, for its page: the order, or `instead` what the
 * page shows without it: the 404 page (the server's order_not_found, with `notFound`'s way out), a failed load with a
 * retry, or a placeholder of `rows` lines while it comes.
 */
export function useOrder(id: number, notFound: WayOut, rows = 3): OrderOrInstead {
  const { t } = useTranslation('shop');
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
  const failure = error?.id === id ? error.error : null;

  if (failure?.status === 404 || !Number.isInteger(id)) {
    return {
      instead: (
        <StatusPage kind="404" title={t('orders.missingTitle')} subtitle={t('errors:code.order_not_found')} {...notFound} />
      ),
    };
  }
  if (failure && !order) {
    return { instead: <LoadFailed title={errorText(t, failure)} onRetry={() => setTick((n) => n + 1)} /> };
  }
  if (!order) {
    return {
      instead: (
        <div className="pnc-shop-page">
          <Skeleton active paragraph={{ rows }} />
        </div>
      ),
    };
  }
  return { order, instead: null };
}
