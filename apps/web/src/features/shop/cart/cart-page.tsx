import { DeleteOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, InputNumber, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { pickLang } from '../../../lib/pick-lang';
import { selectIsLoggedIn } from '../../account/userSlice';
import { loginRequested } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { useGetItemQuery, usePreCheckoutQuery } from '../api';
import { setCartEntry } from '../cart-actions';
import { Pill } from '../components/pill';
import { formatMoney } from '../../../lib/money';
import { useLoginGate } from '../use-login-gate';
import { useShopApi } from '../use-shop-page';
import { summarizeCart, type CartRow } from './cart-summary';
import { useLocalCart } from './use-local-cart';
import '../shop.css';

/** /cart — the local cart's lines; totals and per-line problems from the server (POST /api/pre_checkout/, logged in). */
export default function CartPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const gate = useLoginGate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const cart = useLocalCart();
  const empty = Object.keys(cart.items).length === 0;
  const priced = usePreCheckoutQuery(cart, { skip: !loggedIn || empty });
  const summary = summarizeCart(cart, loggedIn ? priced.data : undefined);

  if (empty) {
    return (
      <div className="pnc-shop-page">
        <h1 className="pnc-shop-title">{t('cart.title')}</h1>
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
          {!loggedIn ? (
            <>
              <Alert type="info" showIcon title={t('cart.loginForPrices')} />
              <Button type="primary" block size="large" onClick={() => dispatch(loginRequested())} style={{ marginTop: 16 }}>
                {t('cart.login')}
              </Button>
            </>
          ) : priced.isError ? (
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
  // Logged out there is no pricing: the item's public page gives the name, picture and list price.
  const item = useGetItemQuery(row.entry.item_id, { skip: !!row.priced });
  const name = row.priced ? pickLang(row.priced, 'name', lang) : item.data ? pickLang(item.data, 'name', lang) : '';
  const image = row.priced ? row.priced.image : item.data?.images[0];
  const unit = row.priced?.unit_price ?? item.data?.price;
  const stock = row.priced?.stock ?? item.data?.stock;
  const gone = row.problem === 'not_found' || (!row.priced && item.isError);
  return (
    <div className={row.problem ? 'pnc-cart-line pnc-cart-line-problem' : 'pnc-cart-line'} data-testid="cart-line">
      <PrefetchLink to={`/item/${row.entry.item_id}`} className="pnc-cart-picture" tabIndex={-1} aria-hidden="true">
        {image ? <img src={image} alt="" /> : <span className="pnc-item-card-placeholder" />}
      </PrefetchLink>
      <div className="pnc-cart-line-info">
        <PrefetchLink to={`/item/${row.entry.item_id}`} className="pnc-cart-name">
          {name || (gone ? t('cart.unknownItem') : <Skeleton.Input active size="small" />)}
        </PrefetchLink>
        {unit !== undefined && <span className="pnc-muted">{t('cart.unitPrice', { price: formatMoney(unit) })}</span>}
        {row.problem && (
          <Pill tone="red" testId="line-problem">
            {t(`cart.problem.${row.problem}`, { stock: stock ?? 0 })}
          </Pill>
        )}
      </div>
      <InputNumber
        aria-label={t('cart.quantityOf', { name })}
        min={1}
        max={Math.max(1, Math.min(999, stock ?? 999))}
        precision={0}
        value={row.entry.quantity}
        onChange={(value) => value && onQuantity(value)}
        className="pnc-cart-qty"
        style={{ width: 90 }}
      />
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
