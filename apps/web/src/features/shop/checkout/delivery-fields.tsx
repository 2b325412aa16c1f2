import { Alert, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cvsBrands, type CvsBrand, type DeliveryMethod } from '@pnc/schemas/shop/delivery';
import { useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../lib/money';
import { selectUser } from '../../account/userSlice';
import { submitMapForm, useCvsMapFormMutation, useCvsPickMutation, useGetAddressesQuery } from './delivery-api';
import { TwAddressInputs } from './tw-address-inputs';

/** What the checkout form held when the shopper left for the store map, restored on the way back. */
const DRAFT_KEY = 'pnc-checkout-draft';
/** Tokens already spent in this tab (a pick is answered once: a second render must not ask again). */
const spent = new Set<string>();

const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches;

function SavedAddresses() {
  const { t } = useTranslation('shop');
  const form = Form.useFormInstance();
  const { data: addresses } = useGetAddressesQuery();
  if (!addresses?.length) return null;
  return (
    <Form.Item label={t('delivery.saved')}>
      <Select
        data-testid="delivery-saved"
        placeholder={t('delivery.savedPlaceholder')}
        options={addresses.map((a) => ({
          value: a.id,
          label: `${a.label ? `${a.label} · ` : ''}${a.name} ${a.zip} ${a.city}${a.district}${a.address}`,
        }))}
        onChange={(id: number) => {
          const a = addresses.find((x) => x.id === id);
          if (!a) return;
          // The saved address fills the fields as they were saved; the shopper may still edit any of them.
          form.setFieldsValue({ name: a.name, phone: a.phone });
          form.setFieldValue('delivery', { method: 'home', zip: a.zip, city: a.city, district: a.district, address: a.address });
        }}
      />
    </Form.Item>
  );
}

function StorePicker() {
  const { t } = useTranslation('shop');
  const form = Form.useFormInstance();
  const brand = Form.useWatch(['delivery', 'brand'], form) as CvsBrand | undefined;
  const storeName = Form.useWatch(['delivery', 'store_name'], form) as string | undefined;
  const storeAddress = Form.useWatch(['delivery', 'store_address'], form) as string | undefined;
  const storeId = Form.useWatch(['delivery', 'store_id'], form) as string | undefined;
  const [getForm, { isLoading }] = useCvsMapFormMutation();
  const [failed, setFailed] = useState(false);

  const choose = async () => {
    if (!brand) return;
    setFailed(false);
    try {
      const mapForm = await getForm({ brand, device: isPhone() ? 'mobile' : 'pc' }).unwrap();
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form.getFieldsValue(true)));
      submitMapForm(mapForm);
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <Form.Item
        name={['delivery', 'brand']}
        label={t('delivery.chain')}
        rules={[{ required: true, message: t('delivery.error.chain') }]}
      >
        <Radio.Group
          className="pnc-cvs-brands"
          onChange={() =>
            form.setFieldsValue({ delivery: { store_id: undefined, store_name: undefined, store_address: undefined } })
          }
        >
          {cvsBrands.map((b) => (
            <Radio key={b} value={b} data-testid={`cvs-brand-${b}`}>
              {t(`delivery.brand.${b}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {storeId && (
        <div className="pnc-cvs-store" data-testid="cvs-store">
          <strong>{storeName}</strong>
          <div className="pnc-muted">{storeAddress}</div>
          <div className="pnc-muted">{t('delivery.storeId', { id: storeId })}</div>
        </div>
      )}
      {failed && <Alert type="error" showIcon title={t('delivery.mapFailed')} role="alert" />}
      <Form.Item
        name={['delivery', 'store_id']}
        rules={[{ required: true, message: t('delivery.error.store') }]}
        extra={t('delivery.mapHint')}
      >
        <Button data-testid="cvs-choose" onClick={() => void choose()} disabled={!brand} loading={isLoading} block>
          {storeId ? t('delivery.changeStore') : t('delivery.chooseStore')}
        </Button>
      </Form.Item>
      <Form.Item name={['delivery', 'store_name']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={['delivery', 'store_address']} hidden>
        <Input />
      </Form.Item>
    </>
  );
}

/** On the way back from the map (`?store=<token>`): the pick is read once, the draft restored, the token dropped from the URL. */
function usePickFromMap() {
  const form = Form.useFormInstance();
  const [params, setParams] = useSearchParams();
  const [readPick] = useCvsPickMutation();
  const [failed, setFailed] = useState(false);
  const token = params.get('store');
  const mapRefused = params.get('store_error') !== null;
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current || spent.has(token)) return;
    started.current = true;
    spent.add(token);
    const draft = sessionStorage.getItem(DRAFT_KEY);
    if (draft) form.setFieldsValue(JSON.parse(draft) as object);
    readPick(token)
      .unwrap()
      .then((store) => form.setFieldValue('delivery', { method: 'cvs', ...store }))
      .catch(() => setFailed(true))
      .finally(() => {
        sessionStorage.removeItem(DRAFT_KEY);
        const next = new URLSearchParams(params);
        next.delete('store');
        setParams(next, { replace: true });
      });
  }, [token, form, readPick, params, setParams]);
  return failed || mapRefused;
}

/**
 * The delivery part of the checkout form (inside its antd Form; fields under ['delivery', …] as DeliveryRequest):
 * home delivery (縣市 → 區 → 郵遞區號 from the post office's list, the street line, or a saved address) or pickup at
 * a convenience store chosen on the provider's map. `fees` are each method's fee for this cart (pre-checkout).
 * The page mounts RTK Query first (useShopApi), as the checkout page does.
 */
export function DeliveryFields({ fees }: { fees?: Record<DeliveryMethod, number> }) {
  const { t } = useTranslation('shop');
  const form = Form.useFormInstance();
  const user = useAppSelector(selectUser);
  const method = (Form.useWatch(['delivery', 'method'], form) as DeliveryMethod | undefined) ?? 'home';
  const pickFailed = usePickFromMap();
  const fee = (m: DeliveryMethod) => (fees === undefined ? null : fees[m] === 0 ? t('delivery.free') : formatMoney(fees[m]));
  return (
    <fieldset className="pnc-delivery-fields" data-testid="delivery-fields">
      <legend className="pnc-shop-subtitle">{t('delivery.title')}</legend>
      <Form.Item name={['delivery', 'method']} label={t('delivery.method')} initialValue="home" rules={[{ required: true }]}>
        <Radio.Group className="pnc-delivery-methods">
          {(['home', 'cvs'] as const).map((m) => (
            <Radio key={m} value={m} data-testid={`delivery-method-${m}`}>
              <Space size={6} wrap>
                {t(`delivery.methods.${m}`)}
                {fee(m) && (
                  <span className="pnc-muted" data-testid={`delivery-fee-${m}`}>
                    {fee(m)}
                  </span>
                )}
              </Space>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {pickFailed && <Alert type="warning" showIcon title={t('delivery.pickFailed')} role="alert" />}
      {method === 'home' ? (
        <>
          {user && <SavedAddresses />}
          <TwAddressInputs path={['delivery']} testIdPrefix="delivery" />
        </>
      ) : (
        <StorePicker />
      )}
    </fieldset>
  );
}
