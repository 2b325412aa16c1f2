import type { ReactNode } from 'react';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@pnc/schemas/shop/invoice';
import { useAppSelector } from '../../../app/hooks';
import { selectShopConfig } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { isSandboxInvoice } from '../checkout/invoice-request';
import { Pill } from '../components/pill';
import { formatOrderTime } from './order-time';

interface Row {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * An order's e-invoice, for the order page and its print view: what was asked for (kind with its carrier, 愛心碼 or
 * 統一編號 and title), and once issued its number, date and random number; voided or with an allowance after a refund.
 */
export function InvoiceDetails({ invoice }: { invoice: Invoice | null }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const sandbox = isSandboxInvoice(useAppSelector(selectShopConfig));
  if (!invoice) return null;
  const status = invoice.status ?? 'pending';
  const rows: (Row | null | '' | undefined)[] = [
    { key: 'type', label: t('invoice.kind'), children: t(`invoice.type.${invoice.type}`) },
    invoice.carrier && {
      key: 'carrier',
      label: invoice.type === 'certificate' ? t('invoice.certificate') : t('invoice.mobile'),
      children: <span className="pnc-mono">{invoice.carrier}</span>,
    },
    invoice.love_code && { key: 'love', label: t('invoice.loveCode'), children: invoice.love_code },
    invoice.tax_id && { key: 'tax', label: t('invoice.taxId'), children: <span className="pnc-mono">{invoice.tax_id}</span> },
    invoice.title && { key: 'title', label: t('invoice.companyTitle'), children: invoice.title },
    {
      key: 'number',
      label: t('invoice.number'),
      children: invoice.number ? (
        <Space size={6}>
          <strong className="pnc-mono" data-testid="invoice-number">
            {invoice.number}
          </strong>
          {sandbox && <Pill tone="gold">{t('invoice.test')}</Pill>}
        </Space>
      ) : (
        t('invoice.notIssued')
      ),
    },
    invoice.date && { key: 'date', label: t('invoice.date'), children: formatOrderTime(invoice.date, lang) },
    invoice.random_number && {
      key: 'random',
      label: t('invoice.random'),
      children: <span className="pnc-mono">{invoice.random_number}</span>,
    },
    {
      key: 'status',
      label: t('invoice.statusLabel'),
      children: (
        <span data-testid="invoice-status">
          {t(`invoice.status.${status}`)}
          {invoice.allowance_number && ` · ${t('invoice.allowanceNumber')} ${invoice.allowance_number}`}
        </span>
      ),
    },
  ];
  const items = rows.filter((row): row is Row => !!row);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="pnc-invoice"
      styles={{ label: { width: 120 } }}
      title={t('invoice.title')}
      items={items}
    />
  );
}
