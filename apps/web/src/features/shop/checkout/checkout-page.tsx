import { Alert, Button, Card, Form, Input, Radio, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { pickLang } from '../../../lib/pick-lang';
import { selectSessionStatus, selectUser } from '../../account/userSlice';
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
import { LoginRequired } from './login-required';
import { isSandboxCard, paymentChoices, type PaymentChoice } from './payment-options';
import '../shop.css';

interface ShippingForm {
  name: string;
  phone: string;
  address: string;
  payment_type: PaymentChoice;
}

/** /cart/checkout — shipping and payment type; POST /checkout/order/ with the cart as JSON text; then the payment step. */
export default function CheckoutPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const status = useAppSelector(selectSessionStatus);
  if (status !== 'loggedIn') {
    return status === 'checking' || status === 'unknown' ? (
      <div className="pnc-shop-page">
        <Skeleton active />
      </div>
    ) : (
      <LoginRequired subtitle={t('checkout.loginHint')} />
    );
  }
  return <CheckoutForm />;
}

function CheckoutForm() {
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
  const [form] = Form.useForm<ShippingForm>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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

  const submit = async (values: ShippingForm) => {
    setBusy(true);
    setFailure(null);
    try {
      const order = await dispatch(
        createOrder({
          title: '',
          currency: 'TWD',
          payment_type: values.payment_type,
          data: JSON.stringify(cart),
          shipping: { name: values.name.trim(), phone: values.phone.trim() },
          delivery: { method: 'home', zip: '', city: '', district: '', address: values.address.trim() },
          invoice: { type: 'member' },
        }),
      ).unwrap();
      await dispatch(cartReplaced(emptyCart()));
      dispatch(toastShown(t('checkout.created', { id: order.id }), 'success'));
      if (order.payment_type === 'paypal' && order.payment.approve_url)
        window.open(order.payment.approve_url, '_blank', 'noopener');
      navigate(`/payment/result/${order.id}`, { replace: true });
    } catch (error) {
      setFailure(errorText(t, error));
      void priced.refetch();
    } finally {
      setBusy(false);
    }
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
      <div className="pnc-cart">
        <Card title={t('checkout.shipping')} className="pnc-checkout-form">
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
          <Form<ShippingForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ name: user?.display_name ?? '', phone: user?.phone ?? '', address: '', payment_type: choices[0] }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="name" label={t('checkout.name')} rules={[{ required: true, whitespace: true, max: 100 }]}>
              <Input autoComplete="name" size="large" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('checkout.phone')}
              rules={[
                { required: true, whitespace: true, min: 6, max: 30 },
                { pattern: /^[\d\s+()-]+$/, message: t('checkout.phoneFormat') },
              ]}
            >
              <Input autoComplete="tel" inputMode="tel" size="large" placeholder="0912 345 678" />
            </Form.Item>
            <Form.Item
              name="address"
              label={t('checkout.address')}
              rules={[{ required: true, whitespace: true, min: 5, max: 300 }]}
            >
              <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
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
              {summary.totals
                ? t('checkout.placeOrder', { total: formatMoney(summary.totals.total) })
                : t('checkout.placeOrderPlain')}
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
                      {row.priced ? pickLang(row.priced, 'name', lang) : ''} × {row.entry.quantity}
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
              {summary.totals && (
                <dl className="pnc-totals">
                  <dt>{t('cart.subtotal', { count: summary.pieces })}</dt>
                  <dd>{formatMoney(summary.totals.subtotal)}</dd>
                  <dt>{t('cart.shipping')}</dt>
                  <dd>{summary.totals.shipping ? formatMoney(summary.totals.shipping) : t('cart.freeShipping')}</dd>
                  <dt className="pnc-totals-grand">{t('cart.total')}</dt>
                  <dd className="pnc-totals-grand">{formatMoney(summary.totals.total)}</dd>
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
