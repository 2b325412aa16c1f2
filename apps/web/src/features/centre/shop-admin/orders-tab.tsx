import type { AdminOrder } from '@pnc/schemas/shop/admin-order';
import { type OrderStatus, orderStatuses, type PaymentType, paymentTypes } from '@pnc/schemas/shop/order';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { FilterSelect } from '../paged-list/filter-select';
import { formatDateTime } from './format';
import { ListFrame } from '../paged-list/list-frame';
import { OrderLines } from './order-lines';
import { refundDue } from '@pnc/schemas/shop/order-life';
import { OrderActions } from './order-actions';
import { type OrderFilters, useAdminOrdersQuery } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { StatusTag, type Tone } from './status-tag';
import { usePagedList } from '../paged-list/use-paged-list';
import { useToastAction } from '../paged-list/use-toast-action';
import { fieldColumn } from '../paged-list/field-column';

const statusTones: Record<OrderStatus, Tone> = {
  waiting: 'gold',
  processing: 'blue',
  success: 'green',
  shipped: 'blue',
  delivered: 'green',
  failure: 'red',
  cancelled: 'grey',
  refunded: 'purple',
};

/** /centre/shop/orders — every customer's orders, filtered by status and payment; confirm, ship, deliver, cancel, refund. */
export function OrdersTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const column = fieldColumn(t, 'order');
  const { run, holder } = useToastAction();
  const list = usePagedList<Omit<OrderFilters, 'limit' | 'offset'>>({});
  const { data, error, isFetching, refetch } = useAdminOrdersQuery(list.args);

  return (
    <ListFrame
      error={error}
      onRetry={() => void refetch()}
      toasts={holder}
      filters={
        <>
          <FilterSelect
            label={t('order.fields.status')}
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={orderStatuses.map((s) => ({ value: s, label: t(`order.status.${s}`) }))}
          />
          <FilterSelect
            label={t('order.fields.payment_type')}
            value={list.filters.payment_type}
            onChange={(v) => list.setFilter('payment_type', v)}
            options={paymentTypes.map((p) => ({ value: p, label: t(`order.payment_type.${p}`) }))}
          />
        </>
      }
    >
      <Table<AdminOrder>
        rowKey="id"
        data-testid="order-table"
        loading={isFetching}
        dataSource={data?.results ?? []}
        locale={{ emptyText: t('order.empty') }}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (o) => <OrderLines order={o} /> }}
        columns={[
          { ...column('id'), render: (id: number) => `#${id}` },
          { ...column('created_at'), render: (v: string) => formatDateTime(v) },
          column('username'),
          { ...column('total'), align: 'right', render: (v: number) => formatMoney(v) },
          { ...column('payment_type'), render: (v: PaymentType) => t(`order.payment_type.${v}`) },
          {
            ...column('status'),
            render: (v: OrderStatus, o) => (
              <>
                <StatusTag tone={statusTones[v]} testId="admin-order-status">
                  {t(`order.status.${v}`)}
                </StatusTag>
                {refundDue(o) && (
                  <StatusTag tone="red" testId="admin-order-refund-due">
                    {t('order.refundDue')}
                  </StatusTag>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('centre:generic.actions'),
            render: (_: unknown, o) => <OrderActions order={o} run={run} />,
          },
        ]}
        pagination={list.pagination(data?.count)}
      />
    </ListFrame>
  );
}
