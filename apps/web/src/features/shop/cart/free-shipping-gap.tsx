import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { CartSummary } from './cart-summary';

/**
 * Under the totals: how much more gives free shipping (the server's free_shipping_gap, shown while the cart has
 * something to ship and has not reached it), and the store-pickup fee when it differs from home delivery's.
 */
export function FreeShippingGap({ totals }: { totals: NonNullable<CartSummary['totals']> }) {
  const { t } = useTranslation('shop');
  const gap = totals.subtotal > 0 && totals.freeShippingGap > 0;
  const cvs = totals.subtotal > 0 && totals.cvsShipping !== totals.shipping;
  if (!gap && !cvs) return null;
  return (
    <div className="pnc-cart-shipping-notes">
      {gap && (
        <p className="pnc-cart-free-gap" data-testid="free-shipping-gap">
          {t('cart.freeShippingGap', { amount: formatMoney(totals.freeShippingGap) })}
        </p>
      )}
      {cvs && (
        <p className="pnc-muted" data-testid="cvs-shipping">
          {t('cart.cvsShipping', { fee: totals.cvsShipping ? formatMoney(totals.cvsShipping) : t('cart.freeShipping') })}
        </p>
      )}
    </div>
  );
}
