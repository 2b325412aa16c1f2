import { ShoppingCartOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItemProps } from '../../../components/site-header';
import { PrefetchLink } from '../../../components/prefetch-link';
import { readStorage, storageKeys } from '../../../lib/storage';
import { cartCount, loadCart, subscribeCart } from '../cart';

/** The raw stored text is the snapshot (a string compares by value); the count is computed from it. */
const snapshot = () => readStorage(storageKeys.cart) ?? '';

function useCartCount(): number {
  const raw = useSyncExternalStore(subscribeCart, snapshot, () => '');
  return raw ? cartCount(loadCart()) : 0;
}

/** Header entry: the cart with a count badge (light markup: this is in the first load). */
export function CartNavItem({ to, label, className, active }: NavItemProps) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <PrefetchLink
      to={to}
      className={`${className} pnc-cart-link`}
      aria-current={active ? 'page' : undefined}
      data-testid="cart-link"
    >
      <ShoppingCartOutlined aria-hidden="true" />
      {/* The name stays in the link's text (hidden only visually on narrow screens), so its accessible name matches. */}
      <span className="pnc-nav-text">{label}</span>
      {count > 0 && (
        <>
          <span className="pnc-cart-badge" data-testid="cart-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className="pnc-visually-hidden">{t('nav.cartItems', { count })}</span>
        </>
      )}
    </PrefetchLink>
  );
}
