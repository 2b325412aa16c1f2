import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { twCities, twCity, twZipOf } from '@pnc/schemas/shop/tw-postal';

/**
 * 縣市 → 區 → 郵遞區號 and the street line, under `path` (['delivery'] at checkout, [] in the address book). The zip is
 * never typed: it is shown from the post office's list for the district picked. Changing the city clears the district
 * (and its zip) rather than keeping one the new city does not have.
 */
export function TwAddressInputs({ path, testIdPrefix = 'address' }: { path: (string | number)[]; testIdPrefix?: string }) {
  const { t, i18n } = useTranslation('shop');
  const form = Form.useFormInstance();
  const en = i18n.language === 'en';
  const city = Form.useWatch([...path, 'city'], form) as string | undefined;
  const zip = Form.useWatch([...path, 'zip'], form) as string | undefined;
  const districts = (city && twCity(city)?.districts) || [];
  const name = (n: string) => [...path, n];
  return (
    <div className="pnc-tw-address">
      <div className="pnc-form-row">
        <Form.Item name={name('city')} label={t('delivery.city')} rules={[{ required: true, message: t('delivery.error.city') }]}>
          <Select
            data-testid={`${testIdPrefix}-city`}
            showSearch
            optionFilterProp="label"
            virtual={false}
            placeholder={t('delivery.cityPlaceholder')}
            options={twCities.map((c) => ({ value: c.name, label: en ? `${c.en} ${c.name}` : c.name }))}
            onChange={() => {
              form.setFieldValue(name('district'), undefined);
              form.setFieldValue(name('zip'), undefined);
            }}
          />
        </Form.Item>
        <Form.Item
          name={name('district')}
          label={t('delivery.district')}
          rules={[{ required: true, message: t('delivery.error.district') }]}
        >
          <Select
            data-testid={`${testIdPrefix}-district`}
            showSearch
            optionFilterProp="label"
            virtual={false}
            disabled={!city}
            placeholder={t('delivery.districtPlaceholder')}
            options={districts.map(([d, dEn, z]) => ({ value: d, label: en ? `${z} ${dEn} ${d}` : `${z} ${d}` }))}
            onChange={(d: string) => form.setFieldValue(name('zip'), city ? twZipOf(city, d) : undefined)}
          />
        </Form.Item>
        <Form.Item label={t('delivery.zip')}>
          <span className="pnc-zip" data-testid={`${testIdPrefix}-zip`} aria-live="polite">
            {zip || '—'}
          </span>
        </Form.Item>
        <Form.Item name={name('zip')} hidden>
          <Input />
        </Form.Item>
      </div>
      <Form.Item
        name={name('address')}
        label={t('delivery.street')}
        rules={[
          { required: true, whitespace: true, message: t('delivery.error.street') },
          { min: 2, max: 200, message: t('delivery.error.streetLength') },
        ]}
      >
        <Input
          data-testid={`${testIdPrefix}-street`}
          autoComplete="address-line1"
          placeholder={t('delivery.streetPlaceholder')}
        />
      </Form.Item>
    </div>
  );
}
