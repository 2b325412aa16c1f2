import type { AdminOrder } from '@pnc/schemas/shop/admin-order';
import { type OrderStatus, orderStatuses, type PaymentType, paymentTypes } from '@pnc/schemas/shop/order';
import { Button, message as antMessage, Popconfirm, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { selectLang } from '../../lang/langSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { formatMoney } from '../resource/display';
import { formatDateTime } from './format';
import { OrderLines } from './order-lines';
import { useAdminOrdersQuery, useConfirmPaymentMutation } from './shop-admin-api';
import { StatusTag, type Tone } from './status-tag';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

const statusTones: Record<OrderStatus, Tone> = {
  waiting: 'gold',
  processing: 'blue',
  success: 'green',
  failure: 'red',
  cancelled: 'grey',
  refunded: 'purple',
};

/** Only a bank transfer is confirmed by hand, while the order still waits for it (the server refuses the rest). */
const confirmable = (o: AdminOrder) => o.payment_type === 'atm' && (o.status === 'waiting' || o.status === 'processing');

/** /centre/shop/orders — every customer's orders, filtered by status and payment; confirm ATM receipts. */
export function OrdersTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [message, messageHolder] = antMessage.useMessage();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [paymentType, setPaymentType] = useState<PaymentType | undefined>();
  const { data, error, isFetching } = useAdminOrdersQuery({
    limit: page.size,
    offset: (page.current - 1) * page.size,
    status,
    payment_type: paymentType,
  });
  const [confirm, confirming] = useConfirmPaymentMutation();

  const confirmReceipt = async (order: AdminOrder) => {
    try {
      await confirm(order.id).unwrap();
      void message.success(t('order.confirmed', { id: order.id }));
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };
  const filtered =
    <T,>(set: (v: T | undefined) => void) =>
    (v?: T) => {
      set(v);
      setPage((p) => ({ ...p, current: 1 }));
    };

  if (error) return <ApiErrorAlert error={error} />;
  return (
    <>
      {messageHolder}
      <div className="pnc-list-toolbar">
        <div className="pnc-filters">
          <Select
            allowClear
            className="pnc-filter"
            placeholder={t('order.fields.status')}
            aria-label={t('order.fields.status')}
            value={status}
            onChange={filtered(setStatus)}
            options={orderStatuses.map((s) => ({ value: s, label: t(`order.status.${s}`) }))}
          />
          <Select
            allowClear
            className="pnc-filter"
            placeholder={t('order.fields.payment_type')}
            aria-label={t('order.fields.payment_type')}
            value={paymentType}
            onChange={filtered(setPaymentType)}
            options={paymentTypes.map((p) => ({ value: p, label: t(`order.payment_type.${p}`) }))}
          />
        </div>
      </div>
      <Table<AdminOrder>
        rowKey="id"
        data-testid="order-table"
        loading={isFetching || confirming.isLoading}
        dataSource={data?.results ?? []}
        locale={{ emptyText: t('order.empty') }}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (o) => <OrderLines order={o} /> }}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('order.fields.id'), render: (id: number) => `#${id}` },
          {
            key: 'created_at',
            dataIndex: 'created_at',
            title: t('order.fields.created_at'),
            render: (v: string) => formatDateTime(v),
          },
          { key: 'username', dataIndex: 'username', title: t('order.fields.username') },
          {
            key: 'total',
            dataIndex: 'total',
            title: t('order.fields.total'),
            align: 'right',
            render: (v: number) => formatMoney(v, lang),
          },
          {
            key: 'payment_type',
            dataIndex: 'payment_type',
            title: t('order.fields.payment_type'),
            render: (v: PaymentType) => t(`order.payment_type.${v}`),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('order.fields.status'),
            render: (v: OrderStatus) => (
              <StatusTag tone={statusTones[v]} testId="admin-order-status">
                {t(`order.status.${v}`)}
              </StatusTag>
            ),
          },
          {
            key: 'actions',
            title: t('centre:generic.actions'),
            render: (_: unknown, o) =>
              confirmable(o) && (
                <Popconfirm
                  title={t('order.confirmConfirm', { id: o.id, total: formatMoney(o.total, lang) })}
                  okText={t('order.confirm')}
                  cancelText={t('centre:generic.cancel')}
                  onConfirm={() => confirmReceipt(o)}
                >
                  <Button size="small" type="primary">
                    {t('order.confirm')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.count ?? 0,
          showTotal: (total) => t('centre:generic.total', { count: total }),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </>
  );
}
