import { carriers, type AdminOrder, type Carrier } from '@pnc/schemas/shop/admin-order';
import { stepsFrom } from '@pnc/schemas/shop/order-life';
import { Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useConfirmPaymentMutation, useOrderStepMutation, type OrderStep } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

type Run = (action: () => Promise<unknown>, done: string) => Promise<void>;

/** Which steps a manager can take on an order now (the order's life table); the server refuses the rest with the rule named. */
function orderSteps(o: AdminOrder) {
  const steps = stepsFrom(o.status, 'manager', o.paid_at !== null);
  return {
    // Only the built-in ATM's transfers are confirmed by hand.
    confirm: o.payment_type === 'atm' && o.payment.provider === 'atm' && steps.includes('pay'),
    ship: steps.includes('ship'),
    deliver: steps.includes('deliver'),
    cancel: steps.includes('cancelByManager'),
    refund: steps.includes('refund'),
  };
}

type Dialog = { kind: 'ship' } | { kind: 'cancel' } | { kind: 'refund' } | null;

/** A manager's buttons for one order: confirm a transfer, ship with a tracking number, deliver, cancel, refund. */
export function OrderActions({ order, run }: { order: AdminOrder; run: Run }) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [confirm] = useConfirmPaymentMutation();
  const [step, stepping] = useOrderStepMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = orderSteps(order);
  const doStep = (s: OrderStep, done: string) => run(() => step(s).unwrap(), done);

  return (
    <Space size={4} wrap>
      {can.confirm && (
        <Popconfirm
          title={t('order.confirmConfirm', { id: order.id, total: formatMoney(order.total) })}
          okText={t('order.confirm')}
          cancelText={t('centre:generic.cancel')}
          onConfirm={() => run(() => confirm(order.id).unwrap(), t('order.confirmed', { id: order.id }))}
        >
          <Button size="small" type="primary">
            {t('order.confirm')}
          </Button>
        </Popconfirm>
      )}
      {can.ship && (
        <Button size="small" type="primary" onClick={() => setDialog({ kind: 'ship' })} data-testid="order-ship">
          {t('order.ship')}
        </Button>
      )}
      {can.deliver && (
        <Popconfirm
          title={t('order.deliverConfirm', { id: order.id })}
          okText={t('order.deliver')}
          cancelText={t('centre:generic.cancel')}
          onConfirm={() => doStep({ id: order.id, step: 'deliver' }, t('order.delivered', { id: order.id }))}
        >
          <Button size="small">{t('order.deliver')}</Button>
        </Popconfirm>
      )}
      {can.cancel && (
        <Button size="small" danger onClick={() => setDialog({ kind: 'cancel' })} data-testid="order-cancel">
          {t('order.cancel')}
        </Button>
      )}
      {can.refund && (
        <Button size="small" danger onClick={() => setDialog({ kind: 'refund' })} data-testid="order-refund">
          {t('order.refund')}
        </Button>
      )}
      {dialog?.kind === 'ship' && (
        <ShipDialog
          order={order}
          busy={stepping.isLoading}
          onClose={() => setDialog(null)}
          onShip={async (body) => {
            await doStep({ id: order.id, step: 'ship', body }, t('order.shipped', { id: order.id }));
            setDialog(null);
          }}
        />
      )}
      {(dialog?.kind === 'cancel' || dialog?.kind === 'refund') && (
        <ReasonDialog
          kind={dialog.kind}
          order={order}
          busy={stepping.isLoading}
          onClose={() => setDialog(null)}
          onDone={async (reason) => {
            const kind = dialog.kind;
            await doStep({ id: order.id, step: kind, body: { reason } }, t(`order.${kind}Done`, { id: order.id }));
            setDialog(null);
          }}
        />
      )}
    </Space>
  );
}

/** The carrier that matches the order's delivery: the store chain for a pickup, else the first home carrier. */
const defaultCarrier = (o: AdminOrder): Carrier => (o.delivery.store ? o.delivery.store.brand : 'tcat');

function ShipDialog(props: {
  order: AdminOrder;
  busy: boolean;
  onClose: () => void;
  onShip: (body: { carrier: Carrier; tracking_number: string }) => Promise<void>;
}) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [form] = Form.useForm<{ carrier: Carrier; tracking_number: string }>();
  return (
    <Modal
      open
      title={t('order.shipTitle', { id: props.order.id })}
      okText={t('order.ship')}
      cancelText={t('centre:generic.cancel')}
      confirmLoading={props.busy}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ carrier: defaultCarrier(props.order), tracking_number: '' }}
        onFinish={(v) => void props.onShip(v)}
      >
        <Form.Item name="carrier" label={t('order.fields.carrier')} rules={[{ required: true }]}>
          <Select options={carriers.map((c) => ({ value: c, label: t(`order.carrier.${c}`) }))} />
        </Form.Item>
        <Form.Item
          name="tracking_number"
          label={t('order.fields.tracking_number')}
          rules={[
            { required: true, message: t('order.trackingRequired') },
            { pattern: /^[A-Za-z0-9-]{6,30}$/, message: t('order.trackingFormat') },
          ]}
        >
          <Input autoComplete="off" data-testid="tracking-number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReasonDialog(props: {
  kind: 'cancel' | 'refund';
  order: AdminOrder;
  busy: boolean;
  onClose: () => void;
  onDone: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t(`order.${props.kind}Title`, { id: props.order.id, total: formatMoney(props.order.total) })}
      okText={t(`order.${props.kind}`)}
      okButtonProps={{ danger: true }}
      cancelText={t('centre:generic.cancel')}
      confirmLoading={props.busy}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void props.onDone(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('order.fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('order.reasonRequired') }, { max: 200 }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} showCount data-testid="order-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
