import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@pnc/schemas/shop/delivery';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import '../shop-i18n';
import { DeliveryDetails } from '../orders/delivery-details';
import { DeliveryFields } from './delivery-fields';

async function renderForm(entry = '/cart/checkout', lang = 'tw') {
  await i18n.changeLanguage(lang);
  const sent = vi.fn();
  renderInStore(
    <MemoryRouter initialEntries={[entry]}>
      <Form<{ delivery: unknown }> onFinish={(values) => sent(values.delivery)}>
        <DeliveryFields fees={{ home: 100, cvs: 60 }} />
        <Button htmlType="submit">送出</Button>
      </Form>
    </MemoryRouter>,
  );
  return sent;
}

/** Picks an option of a select: opens it, then clicks the option. */
async function pick(label: string, option: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /送\s*出/ }));

afterEach(() => vi.unstubAllGlobals());

describe('checkout delivery fields', () => {
  it('shows each method with its fee, and the zip of the district picked, never typed', async () => {
    const sent = await renderForm();
    expect(screen.getByTestId('delivery-fee-home')).toHaveTextContent('100');
    expect(screen.getByTestId('delivery-fee-cvs')).toHaveTextContent('60');
    expect(screen.getByTestId('delivery-zip')).toHaveTextContent('—');
    submit();
    expect(await screen.findByText('請選擇縣市。')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await pick('縣市', '高雄市');
    await pick('鄉鎮市區', '807 三民區');
    await waitFor(() => expect(screen.getByTestId('delivery-zip')).toHaveTextContent('807'));
    fireEvent.change(screen.getByTestId('delivery-street'), { target: { value: '  建國二路 1 號 ' } });
    submit();
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        method: 'home',
        city: '高雄市',
        district: '三民區',
        zip: '807',
        address: '  建國二路 1 號 ',
      }),
    );

    // Another city clears the district and its zip rather than keep a pair that does not exist.
    await pick('縣市', '澎湖縣');
    await waitFor(() => expect(screen.getByTestId('delivery-zip')).toHaveTextContent('—'));
  }, 40_000);

  it('comes back from the store map with the chosen store, read once with its token', async () => {
    const store = {
      brand: 'family',
      store_id: '006598',
      store_name: '全家台大店',
      store_address: '臺北市大安區羅斯福路四段 1 號',
    };
    const { calls } = mockFetch({ 'POST /api/delivery/cvs-pick/': { status: 200, body: store } });
    const sent = await renderForm('/cart/checkout?store=tok123');
    expect(await screen.findByText('全家台大店')).toBeInTheDocument();
    expect(screen.getByText('門市代號 006598')).toBeInTheDocument();
    const reads = calls.filter((c) => c.url.startsWith('/api/delivery/cvs-pick/'));
    expect(reads.map((c) => JSON.parse(c.body!))).toEqual([{ token: 'tok123' }]);
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ method: 'cvs', ...store }));
  });

  it('asks for a chain and a store before a pickup order goes', async () => {
    const { calls } = mockFetch({});
    const sent = await renderForm('/cart/checkout', 'en');
    const cvsRadio = screen.getByTestId('delivery-method-cvs');
    fireEvent.click(cvsRadio.tagName === 'INPUT' ? cvsRadio : cvsRadio.querySelector('input')!);
    expect(await screen.findByTestId('cvs-choose')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /送\s*出/ }));
    expect(await screen.findByText('Choose a store chain.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('order delivery details', () => {
  const home: Delivery = {
    method: 'home',
    zip: '100',
    city: '臺北市',
    district: '中正區',
    address: '重慶南路一段 122 號',
    store: null,
  };

  it('writes a home address as zip, city, district and street', async () => {
    await i18n.changeLanguage('tw');
    renderInStore(<DeliveryDetails delivery={home} />);
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('100 臺北市中正區重慶南路一段 122 號');
    expect(screen.getByText('宅配到府')).toBeInTheDocument();
  });

  it('names the store with its chain, in English too', async () => {
    await i18n.changeLanguage('en');
    const cvs: Delivery = {
      ...home,
      method: 'cvs',
      zip: '',
      city: '',
      district: '',
      address: '',
      store: { brand: 'hilife', store_id: '4338', store_name: '萊爾富馬公店', store_address: '澎湖縣馬公市中正路 1 號' },
    };
    renderInStore(<DeliveryDetails delivery={cvs} />);
    expect(screen.getByTestId('delivery-store')).toHaveTextContent('Hi-Life 萊爾富馬公店');
    expect(screen.getByText('Store no. 4338')).toBeInTheDocument();
  });
});
