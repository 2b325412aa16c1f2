import { Alert } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import type { Cart, DroppedLine } from '../cart';
import { cartReplaced } from '../cart-actions';
import type { PreCheckoutAnswer } from '../types';

const same = (a: DroppedLine, b: DroppedLine) => a.key === b.key && a.reason === b.reason;

// What left the cart and is still to be told, until the customer closes the notice (kept across the cart page's visits).
let told: DroppedLine[] = [];
const none: DroppedLine[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function tell(lines: DroppedLine[]) {
  const fresh = lines.filter((line) => !told.some((t) => same(t, line)));
  if (!fresh.length) return;
  told = [...told, ...fresh];
  listeners.forEach((listener) => listener());
}
/** The customer closed the notice. */
export function droppedLinesSeen() {
  told = [];
  listeners.forEach((listener) => listener());
}

/**
 * Cleans the stored cart for good and remembers what left it, to tell the customer: the stored lines that are not
 * valid entries (`dropped`, already left out on read) and the lines whose item the server does not know (not_found).
 * The clean cart is written back (and to the account when signed in), so the header badge and checkout agree.
 */
export function useCartCleanup(checked: { cart: Cart; dropped: DroppedLine[] }, answer: PreCheckoutAnswer | undefined) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const gone = (answer?.lines ?? []).filter((line) => line.problem === 'not_found' && checked.cart.items[line.key]);
    const now: DroppedLine[] = [
      ...checked.dropped,
      ...gone.map((line) => ({ key: line.key, item_id: line.item_id, quantity: line.quantity, reason: 'not_found' as const })),
    ];
    if (!now.length) return;
    tell(now);
    const items = { ...checked.cart.items };
    for (const line of gone) delete items[line.key];
    void dispatch(cartReplaced({ ...checked.cart, items }));
  }, [checked, answer, dispatch]);
  return useSyncExternalStore(
    subscribe,
    () => told,
    () => none,
  );
}

/** Says which lines left the cart and why (an item that no longer exists, a quantity that is not a whole number from 1 to 999). */
export function DroppedNotice({ lines, onClose }: { lines: DroppedLine[]; onClose: () => void }) {
  const { t } = useTranslation('shop');
  if (!lines.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose, 'aria-label': t('cart.dropped.close') }}
      className="pnc-cart-dropped"
      data-testid="cart-dropped"
      title={t('cart.dropped.title', { count: lines.length })}
      description={
        <ul>
          {lines.map((line) => (
            <li key={`${line.key}:${line.reason}`}>
              {t(`cart.dropped.${line.reason}`, { id: String(line.item_id), quantity: String(line.quantity) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
