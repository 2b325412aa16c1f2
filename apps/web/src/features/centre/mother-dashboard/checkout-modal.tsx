import { Alert, Button, Descriptions, Form, Input, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/money';
import { useMomCheckoutMutation } from '../resource/resource-api';

/**
 * Checking a mother out needs a second person: a manager types their username and password here
 * (POST /api/mom_checkout/, never in a URL); the answer is the bill summary.
 */
export function CheckoutModal({
  mother,
  name,
  open,
  onClose,
}: {
  mother: number;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['centre', 'errors']);
  const [form] = Form.useForm<{ username: string; password: string }>();
  const [checkout, state] = useMomCheckoutMutation();
  const close = () => {
    form.resetFields();
    state.reset();
    onClose();
  };
  const money = (v: number) => formatMoney(v);
  return (
    <Modal
      open={open}
      title={t('checkout.title', { name })}
      onCancel={close}
      destroyOnHidden
      footer={
        state.data ? (
          <Button type="primary" onClick={close}>
            {t('checkout.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('generic.cancel')}</Button>
            <Button type="primary" loading={state.isLoading} onClick={() => form.submit()} data-testid="checkout-confirm">
              {t('checkout.confirm')}
            </Button>
          </>
        )
      }
    >
      {state.data ? (
        <Result
          status="success"
          title={t('checkout.success')}
          extra={
            <Descriptions
              bordered
              size="small"
              column={1}
              items={[
                { key: 'billed', label: t('checkout.billed'), children: money(state.data.billed) },
                { key: 'paid', label: t('checkout.paid'), children: money(state.data.paid) },
                {
                  key: 'balance',
                  label: t('checkout.balance'),
                  children: (
                    <strong className={state.data.balance > 0 ? 'pnc-balance-due' : undefined}>
                      {money(state.data.balance)}
                    </strong>
                  ),
                },
              ]}
            />
          }
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            void checkout({ mother, ...v })
              .unwrap()
              .catch(() => undefined)
          }
          autoComplete="off"
        >
          <p className="pnc-muted">{t('checkout.explain')}</p>
          {state.error && <Alert type="error" showIcon title={errorText(t, state.error)} className="pnc-form-alert" />}
          <Form.Item name="username" label={t('checkout.username')} rules={[{ required: true }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={t('checkout.password')} rules={[{ required: true }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
