import { CreditCardOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { shownFieldErrors } from '../../../lib/field-error-text';
import { useAttempt } from '../../../lib/use-attempt';
import { selectShopConfig } from '../../app/appSlice';
import { Pill } from '../components/pill';
import { payByCard } from '../order-thunks';
import { isSandboxCard } from './payment-options';

/** Card payment of a waiting credit_card order. The sandbox provider takes test numbers only; no card data is stored. */
export function CardForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const sandbox = isSandboxCard(useAppSelector(selectShopConfig));
  const [form] = Form.useForm();
  const { busy, failure, attempt } = useAttempt();
  // A refused number is said at its field (the alert above names the refusal).
  const pay = ({ card_number }: { card_number: string }) =>
    attempt(() =>
      dispatch(payByCard({ orderId, card_number: card_number.replace(/\s+/g, ' ').trim() }))
        .unwrap()
        .catch((error: unknown) => {
          if (isApiError(error)) form.setFields(shownFieldErrors(t, error.fields, ['card_number']));
          throw error;
        }),
    );
  return (
    <div className="pnc-card-form">
      <h2 className="pnc-shop-subtitle">
        <Space>
          <CreditCardOutlined />
          {t('payment.cardTitle')}
          {sandbox && <Pill tone="gold">{t('payment.sandbox')}</Pill>}
        </Space>
      </h2>
      {sandbox && <Alert type="info" showIcon title={t('payment.sandboxHint')} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void pay(values)}>
        <Form.Item
          name="card_number"
          label={t('payment.cardNumber')}
          rules={[{ required: true }, { pattern: /^[\d ]{12,23}$/, message: t('payment.cardFormat') }]}
        >
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={busy} block>
          {t('payment.pay')}
        </Button>
      </Form>
    </div>
  );
}
