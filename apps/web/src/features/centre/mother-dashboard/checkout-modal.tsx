import { Alert, Button, Checkbox, Descriptions, Form, Input, Modal, Result } from 'antd';
import type { CheckoutLine, CheckoutResult } from '@pnc/schemas/centre/checkout';
import { shownAmount } from '@pnc/schemas/centre/bill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/money';
import { useMomCheckoutMutation, useMomCheckoutPreviewQuery } from '../resource/resource-api';

type Totals = Pick<CheckoutResult, 'billed' | 'paid' | 'balance'>;

function TotalsTable({ totals, label }: { totals: Totals; label?: string }) {
  const { t } = useTranslation('centre');
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={label}
      items={[
        { key: 'billed', label: t('checkout.billed'), children: formatMoney(totals.billed) },
        { key: 'paid', label: t('checkout.paid'), children: formatMoney(totals.paid) },
        {
          key: 'balance',
          label: t('checkout.balance'),
          children: (
            <strong className={totals.balance > 0 ? 'pnc-balance-due' : undefined} data-testid="checkout-balance">
              {formatMoney(totals.balance)}
            </strong>
          ),
        },
      ]}
    />
  );
}

/** The lines the checkout writes (nights billed and not stayed), each a deduction. */
function CheckoutLines({ lines }: { lines: readonly CheckoutLine[] }) {
  const { t } = useTranslation('centre');
  if (!lines.length) return null;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={t('checkout.lines')}
      data-testid="checkout-lines"
      items={lines.map((l, i) => ({
        key: String(i),
        label: l.item,
        children: t('checkout.line', {
          quantity: l.quantity,
          price: formatMoney(l.unit_price),
          amount: formatMoney(shownAmount(l.category, l.amount)),
        }),
      }))}
    />
  );
}

/**
 * Checking a mother out needs a second person: another staff member types their username and password here
 * (POST /api/mom_checkout/, never in a URL); a manager when the bill is not settled. The bill is shown first
 * (GET /api/mom_checkout/balance/) with every line the checkout writes; when a balance is left either way (she owes,
 * or the centre owes her) the user must tick that they have seen it, and the checkout carries it as
 * confirm_balance (the server refuses otherwise). The answer is the bill summary.
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
  const preview = useMomCheckoutPreviewQuery(mother, { skip: !open, refetchOnMountOrArgChange: true });
  const [owedSeen, setOwedSeen] = useState(false);
  const close = () => {
    form.resetFields();
    state.reset();
    setOwedSeen(false);
    onClose();
  };
  const before = preview.data;
  const owed = before ? before.balance : 0;
  const blocked = !before || !before.stay || (owed !== 0 && !owedSeen);
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
            <Button
              type="primary"
              loading={state.isLoading}
              disabled={blocked}
              onClick={() => form.submit()}
              data-testid="checkout-confirm"
            >
              {t('checkout.confirm')}
            </Button>
          </>
        )
      }
    >
      {state.data ? (
        <Result status="success" title={t('checkout.success')} extra={<TotalsTable totals={state.data} />} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            void checkout({ mother, ...v, ...(owed !== 0 && { confirm_balance: owed }) })
              .unwrap()
              .catch((e: { data?: { code?: string } }) => {
                // The bill changed since it was shown: show it afresh and ask again.
                if (e.data?.code === 'balance_owed') {
                  setOwedSeen(false);
                  void preview.refetch();
                }
              })
          }
          autoComplete="off"
        >
          {preview.error && <Alert type="error" showIcon title={errorText(t, preview.error)} className="pnc-form-alert" />}
          {before && !before.stay && <Alert type="info" showIcon title={t('checkout.noStay')} className="pnc-form-alert" />}
          {before && <CheckoutLines lines={before.lines} />}
          {before && <TotalsTable totals={before} label={t('checkout.before')} />}
          {owed !== 0 && (
            <Alert
              type="warning"
              showIcon
              className="pnc-form-alert"
              data-testid="checkout-owed"
              title={t(owed > 0 ? 'checkout.owedTitle' : 'checkout.creditTitle', { amount: formatMoney(Math.abs(owed)) })}
              description={
                <>
                  <p>{t(owed > 0 ? 'checkout.owedExplain' : 'checkout.creditExplain')}</p>
                  <Checkbox
                    checked={owedSeen}
                    onChange={(e) => setOwedSeen(e.target.checked)}
                    data-testid="checkout-owed-confirm"
                  >
                    {t(owed > 0 ? 'checkout.owedConfirm' : 'checkout.creditConfirm', { amount: formatMoney(Math.abs(owed)) })}
                  </Checkbox>
                </>
              }
            />
          )}
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
