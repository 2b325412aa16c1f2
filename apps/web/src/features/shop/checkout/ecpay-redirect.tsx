import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcpayForm } from '@pnc/schemas/shop/ecpay';
import { api } from '../../../api/client';
import { errorText } from '../../../lib/error-text';
import { postForm } from '../../../lib/post-form';

/**
 * Sends the customer to ECPay's payment page: the server signs a new payment attempt's form
 * (POST /api/payment/ecpay/{orderId}/form/) and the browser posts it as a real <form method="post">, the standard
 * way to ECPay's AIO (the CSP's form-action allows ECPay's origin). `again` words its button as paying again after a decline.
 */
export function EcpayRedirect({ orderId, again = false }: { orderId: number; again?: boolean }) {
  const { t } = useTranslation('shop');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setFailure(null);
    try {
      postForm(await api.post<EcpayForm>(`payment/ecpay/${orderId}/form`));
    } catch (error) {
      setFailure(errorText(t, error));
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" block size="large" loading={busy} onClick={() => void go()} data-testid="ecpay-go">
        {t(again ? 'payment.payAgain' : 'payment.ecpayGo')}
      </Button>
      <div className="pnc-muted">{t('payment.ecpayHint')}</div>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Space>
  );
}
