import { Alert, Button, Card, Form, Input, Radio, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PhoneInput, phoneRule } from '../../../components/phone-input';
import { useAttempt } from '../../../lib/use-attempt';
import { pickLang } from '../../../lib/pick-lang';
import { selectUser } from '../../account/userSlice';
import { selectShopConfig, toastShown } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { usePreCheckoutQuery } from '../api';
import { emptyCart } from '../cart';
import { cartReplaced } from '../cart-actions';
import { Pill } from '../components/pill';
import { summarizeCart } from '../cart/cart-summary';
import { useLocalCart } from '../cart/use-local-cart';
import { formatMoney } from '../../../lib/money';
import { createOrder } from '../order-thunks';
import { useShopApi } from '../use-shop-page';
import { membersOnly } from './members-only';
import type { DeliveryMethod, DeliveryRequest } from '@pnc/schemas/shop/delivery';
import { DeliveryFields } from './delivery-fields';
import { InvoiceFields } from './invoice-fields';
import { invoiceRequestOf, type InvoiceFormValues } from './invoice-request';
import { isSandboxCard, paymentChoices, type PaymentChoice } from './payment-options';
import '../shop.css';
import { TestShopBanner } from '../components/test-shop-banner';

interface CheckoutValues {
  name: string;
  phone: string;
  delivery: DeliveryRequest;
  invoice: InvoiceFormValues;
  payment_type: PaymentChoice;
}

/** /cart/checkout — shipping and payment type; POST /checkout/order/ with the cart as JSON text; then the payment step. */
export default membersOnly(CheckoutForm, 'checkout.loginHint', { waitForSession: true });

function CheckoutForm() {
  useShopApi();
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLang);
  const user = useAppSelector(selectUser);
  const shop = useAppSelector(selectShopConfig);
  const cart = useLocalCart();
  const empty = Object.keys(cart.items).length === 0;
  const priced = usePreCheckoutQuery(cart, { skip: empty });
  const summary = summarizeCart(cart, priced.data);
  const choices = paymentChoices(shop);
  const [form] = Form.useForm<CheckoutValues>();
  const method = (Form.useWatch(['delivery', 'method'], form) as DeliveryMethod | undefined) ?? 'home';
  // The fee of the chosen delivery for this cart (the server charges the same when the order is placed).
  const totals = summary.totals && {
    ...summary.totals,
    shipping: priced.data?.shipping_fees[method] ?? summary.totals.shipping,
  };
  const grandTotal = totals ? totals.subtotal + totals.shipping : null;
  const { busy, failure, attempt } = useAttempt();

  if (empty) {
    return (
      <Result
        status="info"
        title={t('checkout.emptyCart')}
        extra={
          <Button type="primary" onClick={() => navigate('/items')}>
            {t('cart.browse')}
          </Button>
        }
      />
    );
  }

  const submit = async (values: CheckoutValues) => {
    const placed = await attempt(async () => {
      const order = await dispatch(
        createOrder({
          title: '',
          currency: 'TWD',
          payment_type: values.payment_type,
          data: JSON.stringify(cart),
          shipping: { name: values.name, phone: values.phone },
          delivery: values.delivery,
          invoice: invoiceRequestOf(values.invoice),
        }),
      ).unwrap();
      await dispatch(cartReplaced(emptyCart()));
      dispatch(toastShown(t('checkout.created', { id: order.id }), 'success'));
      if (order.payment_type === 'paypal' && order.payment.approve_url)
        window.open(order.payment.approve_url, '_blank', 'noopener');
      navigate(`/payment/result/${order.id}`, { replace: true });
    });
    if (!placed) void priced.refetch();
  };

  const paymentLabel = (type: PaymentChoice) =>
    type === 'credit_card' && isSandboxCard(shop) ? (
      <Space size={6}>
        {t('payment.type.credit_card')}
        <Pill tone="gold">{t('payment.sandbox')}</Pill>
      </Space>
    ) : (
      t(`payment.type.${type}`)
    );

  return (
    <div className="pnc-shop-page">
      <h1 className="pnc-shop-title">{t('checkout.title')}</h1>
      <TestShopBanner />
      <div className="pnc-cart">
        <Card title={t('checkout.shipping')} className="pnc-checkout-form">
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
          <Form<CheckoutValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ name: user?.display_name ?? '', phone: user?.phone ?? '', payment_type: choices[0] }}
            onFinish={(values) => void submit(values)}
            onFinishFailed={({ errorFields }) => form.scrollToField(errorFields[0]?.name ?? [], { block: 'center' })}
          >
            <Form.Item name="name" label={t('checkout.name')} rules={[{ required: true, whitespace: true, max: 100 }]}>
              <Input autoComplete="name" size="large" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('checkout.phone')}
              rules={[{ required: true, whitespace: true }, phoneRule(t)]}
              validateTrigger="onBlur"
            >
              <PhoneInput size="large" placeholder="0912 345 678" data-testid="checkout-phone" />
            </Form.Item>
            <DeliveryFields fees={priced.data?.shipping_fees} />
            <InvoiceFields />
            <Form.Item name="payment_type" label={t('checkout.payment')} rules={[{ required: true }]}>
              <Radio.Group className="pnc-payment-choices">
                {choices.map((type) => (
                  <Radio key={type} value={type} data-testid={`pay-${type}`}>
                    {paymentLabel(type)}
                    <div className="pnc-muted pnc-payment-hint">{t(`payment.hint.${type}`)}</div>
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={busy}
              disabled={!summary.canCheckout}
              data-testid="place-order"
            >
              {grandTotal !== null ? t('checkout.placeOrder', { total: formatMoney(grandTotal) }) : t('checkout.placeOrderPlain')}
            </Button>
          </Form>
        </Card>
        <Card title={t('checkout.summary')} className="pnc-cart-summary">
          {!priced.data ? (
            <Skeleton active />
          ) : (
            <>
              <ul className="pnc-checkout-lines">
                {summary.rows.map((row) => (
                  <li key={row.key}>
                    <span>
                      {row.priced ? pickLang(row.priced, 'name', lang) : ''}
                      {row.priced?.variant && ` · ${pickLang(row.priced.variant, 'name', lang)}`} × {row.entry.quantity}
                      {row.problem && (
                        <span style={{ marginLeft: 6 }}>
                          <Pill tone="red">{t(`cart.problem.${row.problem}`, { stock: row.priced?.stock ?? 0 })}</Pill>
                        </span>
                      )}
                    </span>
                    <span>{row.priced ? formatMoney(row.priced.subtotal) : ''}</span>
                  </li>
                ))}
              </ul>
              {totals && grandTotal !== null && (
                <dl className="pnc-totals">
                  <dt>{t('cart.subtotal', { count: summary.pieces })}</dt>
                  <dd>{formatMoney(totals.subtotal)}</dd>
                  <dt>{t('cart.shipping')}</dt>
                  <dd data-testid="checkout-shipping">
                    {totals.shipping ? formatMoney(totals.shipping) : t('cart.freeShipping')}
                  </dd>
                  <dt className="pnc-totals-grand">{t('cart.total')}</dt>
                  <dd className="pnc-totals-grand" data-testid="checkout-total">
                    {formatMoney(grandTotal)}
                  </dd>
                </dl>
              )}
              {summary.problems > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  title={t('cart.fixProblems')}
                  action={
                    <Button size="small" onClick={() => navigate('/cart')}>
                      {t('checkout.backToCart')}
                    </Button>
                  }
                />
              )}
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
