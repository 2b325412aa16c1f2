import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@pnc/schemas/shop/invoice';
import i18n from '../../../app/i18n';
import { renderInStore } from '../../../test/render-in-store';
import '../shop-i18n';
import { InvoiceDetails } from '../orders/invoice-details';
import { InvoiceFields } from './invoice-fields';
import { invoiceRequestOf, type InvoiceFormValues } from './invoice-request';

async function renderForm() {
  await i18n.changeLanguage('tw');
  const sent = vi.fn();
  renderInStore(
    <Form<{ invoice?: InvoiceFormValues }> onFinish={(values) => sent(invoiceRequestOf(values.invoice))}>
      <InvoiceFields />
      <Button htmlType="submit">送出</Button>
    </Form>,
  );
  return sent;
}

const choose = (kind: string) => {
  const radio = screen.getByTestId(`invoice-type-${kind}`);
  fireEvent.click(radio.tagName === 'INPUT' ? radio : radio.querySelector('input')!);
};
const type = async (testId: string, value: string) => fireEvent.change(await screen.findByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /送\s*出/ }));

describe('checkout invoice fields', () => {
  it('sends the member carrier by default', async () => {
    const sent = await renderForm();
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'member' }));
  });

  it('refuses a lower-case mobile barcode as typed, and sends it once typed as printed', async () => {
    const sent = await renderForm();
    choose('mobile');
    await type('invoice-carrier', '/abc1234');
    submit();
    expect(await screen.findByText(/手機條碼格式不符/)).toBeInTheDocument();
    // Never upper-cased or trimmed for the customer: what was typed stays.
    expect(screen.getByTestId('invoice-carrier')).toHaveValue('/abc1234');
    expect(sent).not.toHaveBeenCalled();
    await type('invoice-carrier', '/ABC+.-1');
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'mobile', carrier: '/ABC+.-1' }));
  });

  it('checks the 愛心碼, the citizen certificate and the 統一編號 with the shared rules', async () => {
    const sent = await renderForm();
    choose('donation');
    await type('invoice-love-code', '12');
    submit();
    expect(await screen.findByText('愛心碼須為 3 到 7 碼數字。')).toBeInTheDocument();
    choose('certificate');
    await type('invoice-carrier', 'AB1234567890123');
    submit();
    expect(await screen.findByText(/自然人憑證條碼格式不符/)).toBeInTheDocument();
    choose('company');
    await type('invoice-tax-id', '04595258');
    await type('invoice-title', '晨曦股份有限公司');
    submit();
    expect(await screen.findByText(/統一編號須為 8 碼數字/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await type('invoice-tax-id', '04595257');
    submit();
    // Only the company's fields go: the love code and carrier typed before are not sent.
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'company', tax_id: '04595257', title: '晨曦股份有限公司' }));
  });
});

describe('order invoice details', () => {
  const issued: Invoice = {
    type: 'company',
    carrier: null,
    love_code: null,
    tax_id: '04595257',
    title: '晨曦股份有限公司',
    number: 'TS00000042',
    date: '2026-03-05T14:30:00+08:00',
    random_number: '0427',
    status: 'allowance',
    allowance_number: 'TSA00000042',
  };

  it('shows the kind, tax id and title, number (marked as a test in the sandbox), date, random number and status', async () => {
    await i18n.changeLanguage('tw');
    renderInStore(<InvoiceDetails invoice={issued} />);
    expect(screen.getByText('公司（統一編號）')).toBeInTheDocument();
    expect(screen.getByText('04595257')).toBeInTheDocument();
    expect(screen.getByText('晨曦股份有限公司')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('TS00000042');
    expect(screen.getByText('測試發票')).toBeInTheDocument();
    expect(screen.getByText('0427')).toBeInTheDocument();
    expect(screen.getByText(/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('已折讓 · 折讓單號 TSA00000042');
  });

  it('says a paid-for invoice comes once paid, in English too', async () => {
    await i18n.changeLanguage('en');
    renderInStore(
      <InvoiceDetails
        invoice={{
          ...issued,
          type: 'mobile',
          carrier: '/ABC1234',
          tax_id: null,
          title: null,
          number: null,
          date: null,
          random_number: null,
          status: 'pending',
          allowance_number: null,
        }}
      />,
    );
    expect(screen.getByText('/ABC1234')).toBeInTheDocument();
    expect(screen.getByText('Issued once paid')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('To be issued');
  });
});
