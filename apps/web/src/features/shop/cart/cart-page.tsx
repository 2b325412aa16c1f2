import { DeleteOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { pickLang } from '../../../lib/pick-lang';
import { selectIsLoggedIn } from '../../account/userSlice';
import { selectLang } from '../../lang/langSlice';
import { useGetItemQuery } from '../api';
import { setCartEntry } from '../cart-actions';
import { Pill } from '../components/pill';
import { formatMoney } from '../../../lib/money';
import { useLoginGate } from '../use-login-gate';
import { useShopApi } from '../use-shop-page';
import { CartQuantity } from './cart-quantity';
import { lineVariantName, summarizeCart, type CartRow } from './cart-summary';
import { DroppedNotice, droppedLinesSeen, useCartCleanup } from './dropped-lines';
import { FreeShippingGap } from './free-shipping-gap';
import { useCheckedLocalCart } from './use-local-cart';
import { usePricedCart } from './use-priced-cart';
import '../shop.css';
import { TestShopBanner } from '../components/test-shop-banner';

/**
 * /cart — the local cart's lines; totals, shipping and per-line problems from the server, for a guest too (the cart
 * quote; pre_checkout when signed in). Checkout asks a guest to sign in and keeps the cart.
 */
export default function CartPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const gate = useLoginGate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const checked = useCheckedLocalCart();
  const cart = checked.cart;
  const empty = Object.keys(cart.items).length === 0;
  const priced = usePricedCart(cart);
  const summary = summarizeCart(cart, priced.data);
  const dropped = useCartCleanup(checked, priced.currentData);
  const notice = <DroppedNotice lines={dropped} onClose={droppedLinesSeen} />;

  if (empty) {
    return (
      <div className="pnc-shop-page">
        <h1 className="pnc-shop-title">{t('cart.title')}</h1>
        {notice}
        <Card className="pnc-empty-card">
          <Empty description={t('cart.empty')}>
            <Button type="primary" icon={<ShoppingOutlined />} onClick={() => navigate('/items')}>
              {t('cart.browse')}
            </Button>
          </Empty>
        </Card>
      </div>
    );
  }

  return (
    <div className="pnc-shop-page">
      <h1 className="pnc-shop-title">{t('cart.title')}</h1>
      <TestShopBanner />
      {notice}
      <div className="pnc-cart">
        <div className="pnc-cart-lines" data-testid="cart-lines">
          {summary.rows.map((row) => (
            <CartLine
              key={row.key}
              row={row}
              onQuantity={(quantity) => void dispatch(setCartEntry({ key: row.key, value: { ...row.entry, quantity } }))}
              onRemove={() => void dispatch(setCartEntry({ key: row.key }))}
            />
          ))}
        </div>
        <Card className="pnc-cart-summary" title={t('cart.summary')}>
          {priced.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('cart.priceFailed')}
              action={
                <Button size="small" onClick={() => void priced.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : !summary.totals || priced.isFetching ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <>
              <dl className="pnc-totals" data-testid="cart-totals">
                <dt>{t('cart.subtotal', { count: summary.pieces })}</dt>
                <dd>{formatMoney(summary.totals.subtotal)}</dd>
                <dt>{t('cart.shipping')}</dt>
                <dd>{summary.totals.shipping ? formatMoney(summary.totals.shipping) : t('cart.freeShipping')}</dd>
                <dt className="pnc-totals-grand">{t('cart.total')}</dt>
                <dd className="pnc-totals-grand" data-testid="cart-total">
                  {formatMoney(summary.totals.total)}
                </dd>
              </dl>
              <FreeShippingGap totals={summary.totals} />
              {summary.problems > 0 && (
                <Alert type="warning" showIcon title={t('cart.fixProblems')} style={{ marginBottom: 12 }} />
              )}
              <Button
                type="primary"
                block
                size="large"
                disabled={!summary.canCheckout}
                onClick={() => gate(() => navigate('/cart/checkout'))}
                data-testid="go-checkout"
              >
                {t('cart.checkout')}
              </Button>
              {!loggedIn && (
                <p className="pnc-muted pnc-cart-login-note" data-testid="cart-login-note">
                  {t('cart.loginToCheckout')}
                </p>
              )}
            </>
          )}
          <PrefetchLink to="/items" className="pnc-cart-continue">
            {t('cart.continue')}
          </PrefetchLink>
        </Card>
      </div>
    </div>
  );
}

function CartLine({ row, onQuantity, onRemove }: { row: CartRow; onQuantity: (n: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  // Until the cart is priced, the item's public page gives the name, picture and list price.
  const item = useGetItemQuery(row.entry.item_id, { skip: !!row.priced });
  const name = row.priced ? pickLang(row.priced, 'name', lang) : item.data ? pickLang(item.data, 'name', lang) : '';
  const image = row.priced ? row.priced.image : item.data?.images[0];
  const unit = row.priced?.unit_price ?? item.data?.price;
  const stock = row.priced?.stock ?? item.data?.stock;
  const gone = row.problem === 'not_found' || (!row.priced && item.isError);
  const variant = lineVariantName(row, item.data, lang);
  return (
    <div className={row.problem ? 'pnc-cart-line pnc-cart-line-problem' : 'pnc-cart-line'} data-testid="cart-line">
      <PrefetchLink to={`/item/${row.entry.item_id}`} className="pnc-cart-picture" tabIndex={-1} aria-hidden="true">
        {image ? <img src={image} alt="" /> : <span className="pnc-item-card-placeholder" />}
      </PrefetchLink>
      <div className="pnc-cart-line-info">
        <PrefetchLink to={`/item/${row.entry.item_id}`} className="pnc-cart-name">
          {name || (gone ? t('cart.unknownItem') : <Skeleton.Input active size="small" />)}
        </PrefetchLink>
        {variant && (
          <span className="pnc-muted" data-testid="line-variant">
            {t('cart.variant', { name: variant })}
          </span>
        )}
        {unit !== undefined && <span className="pnc-muted">{t('cart.unitPrice', { price: formatMoney(unit) })}</span>}
        {row.problem && (
          <Pill tone="red" testId="line-problem">
            {t(`cart.problem.${row.problem}`, { stock: stock ?? 0 })}
          </Pill>
        )}
      </div>
      <CartQuantity label={t('cart.quantityOf', { name })} quantity={row.entry.quantity} stock={stock} onQuantity={onQuantity} />
      <span className="pnc-cart-line-total">{row.priced ? formatMoney(row.priced.subtotal) : ''}</span>
      <Button
        type="text"
        danger
        className="pnc-cart-remove"
        icon={<DeleteOutlined />}
        onClick={onRemove}
        aria-label={t('cart.remove', { name })}
      />
    </div>
  );
}
