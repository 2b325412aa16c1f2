import { Button } from 'antd';
import { canPutBack } from '@pnc/schemas/shop/order-life';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../app/appSlice';
import { cartKey, loadCart, type Cart } from '../cart';
import { cartReplaced } from '../cart-actions';
import type { Order } from '../order-thunks';

/** The cart with an order's lines added back (a line already in the cart gets the order's quantity on top). */
export function withOrderLines(cart: Cart, order: Order): Cart {
  const items = { ...cart.items };
  for (const line of order.items) {
    const saved = line.saved_item ?? {};
    const attributes = (saved.chosen_attributes as Record<string, unknown> | undefined) ?? {};
    const variantId = (saved.variant as { id?: number } | null | undefined)?.id;
    const key = cartKey(line.item_id, attributes, variantId);
    const quantity = (items[key]?.quantity ?? 0) + line.quantity;
    items[key] = { item_id: line.item_id, quantity, attributes, ...(variantId !== undefined && { variant_id: variantId }) };
  }
  return { items };
}

/**
 * An order that ended unpaid (its deadline passed, or it was cancelled before paying) keeps what was chosen: its
 * lines go back into the cart in one step, to be bought again (the cart then prices them as they are now).
 */
export function ReorderButton({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!canPutBack(order) || !order.items.length) return null;
  const putBack = async () => {
    await dispatch(cartReplaced(withOrderLines(loadCart(), order)));
    dispatch(toastShown(t('orders.putBackDone'), 'success'));
    navigate('/cart');
  };
  return (
    <Button block onClick={() => void putBack()} data-testid="put-back-in-cart">
      {t('orders.putBack')}
    </Button>
  );
}
