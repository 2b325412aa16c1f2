import { useAppSelector } from '../../../app/hooks';
import { selectSessionStatus } from '../../account/userSlice';
import { usePreCheckoutQuery, useQuoteCartQuery } from '../api';
import type { Cart } from '../cart';

/**
 * The server's pricing of the cart: POST /api/pre_checkout/ when signed in (the spec's secured route), the public cart
 * quote as a guest (same answer, same pricing code), so a guest sees totals and shipping too. Nothing is asked while
 * the saved session is still being checked, so one visit does not price the cart twice.
 */
export function usePricedCart(cart: Cart) {
  const status = useAppSelector(selectSessionStatus);
  const empty = Object.keys(cart.items).length === 0;
  const member = usePreCheckoutQuery(cart, { skip: status !== 'loggedIn' || empty });
  const guest = useQuoteCartQuery(cart, { skip: status !== 'anonymous' || empty });
  return { ...(status === 'loggedIn' ? member : guest), settled: status === 'loggedIn' || status === 'anonymous' };
}
