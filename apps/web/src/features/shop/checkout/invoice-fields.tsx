import { Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  invoiceTypes,
  isCitizenCertificate,
  isLoveCode,
  isMobileBarcode,
  isTaxId,
  TITLE_MAX,
  type InvoiceType,
} from '@pnc/schemas/shop/invoice';

/** A rule from one of the shared pure validators: empty is left to `required`; nothing is trimmed or upper-cased. */
const valid = (ok: (v: string) => boolean, message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || value === '' || ok(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * The e-invoice part of the checkout form (mounted inside its antd Form; fields under ['invoice', …]): the kind
 * (ECPay member carrier, mobile barcode, citizen certificate, donation, company) and that kind's inputs, checked
 * by the same rules as the server's schema (packages/schemas shop/invoice.ts, tax-id.ts).
 */
export function InvoiceFields() {
  const { t } = useTranslation('shop');
  const form = Form.useFormInstance();
  const type = (Form.useWatch(['invoice', 'type'], form) as InvoiceType | undefined) ?? 'member';
  const required = (what: string): Rule => ({ required: true, message: t('invoice.error.required', { what }) });
  return (
    <fieldset className="pnc-invoice-fields" data-testid="invoice-fields">
      <legend className="pnc-shop-subtitle">{t('invoice.title')}</legend>
      <Form.Item name={['invoice', 'type']} label={t('invoice.kind')} initialValue="member" rules={[{ required: true }]}>
        <Radio.Group className="pnc-invoice-kinds">
          {invoiceTypes.map((kind) => (
            <Radio key={kind} value={kind} data-testid={`invoice-type-${kind}`}>
              {t(`invoice.type.${kind}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {type === 'member' && <p className="pnc-muted">{t('invoice.hint.member')}</p>}
      {type === 'mobile' && (
        <Form.Item
          name={['invoice', 'carrier']}
          label={t('invoice.mobile')}
          extra={t('invoice.hint.mobile')}
          rules={[required(t('invoice.mobile')), valid(isMobileBarcode, t('invoice.error.mobile'))]}
        >
          <Input data-testid="invoice-carrier" placeholder="/ABC1234" autoComplete="off" spellCheck={false} />
        </Form.Item>
      )}
      {type === 'certificate' && (
        <Form.Item
          name={['invoice', 'carrier']}
          label={t('invoice.certificate')}
          extra={t('invoice.hint.certificate')}
          rules={[required(t('invoice.certificate')), valid(isCitizenCertificate, t('invoice.error.certificate'))]}
        >
          <Input data-testid="invoice-carrier" placeholder="AB12345678901234" autoComplete="off" spellCheck={false} />
        </Form.Item>
      )}
      {type === 'donation' && (
        <Form.Item
          name={['invoice', 'love_code']}
          label={t('invoice.loveCode')}
          extra={t('invoice.hint.donation')}
          rules={[required(t('invoice.loveCode')), valid(isLoveCode, t('invoice.error.loveCode'))]}
        >
          <Input data-testid="invoice-love-code" inputMode="numeric" placeholder="168001" autoComplete="off" />
        </Form.Item>
      )}
      {type === 'company' && (
        <>
          <Form.Item
            name={['invoice', 'tax_id']}
            label={t('invoice.taxId')}
            extra={t('invoice.hint.company')}
            rules={[required(t('invoice.taxId')), valid(isTaxId, t('invoice.error.taxId'))]}
          >
            <Input data-testid="invoice-tax-id" inputMode="numeric" placeholder="04595257" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name={['invoice', 'title']}
            label={t('invoice.companyTitle')}
            rules={[
              { required: true, whitespace: true, message: t('invoice.error.required', { what: t('invoice.companyTitle') }) },
              { max: TITLE_MAX, message: t('invoice.error.titleLong', { max: TITLE_MAX }) },
            ]}
          >
            <Input data-testid="invoice-title" autoComplete="organization" />
          </Form.Item>
        </>
      )}
    </fieldset>
  );
}
