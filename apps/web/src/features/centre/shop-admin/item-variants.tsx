import type { ItemVariant } from '@pnc/schemas/shop/item-variant';
import { Alert, Button, Form, Input, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { NumberInput, numberRule } from '../../../components/number-input';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/money';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { PRICE, STOCK, typedNumber, VARIANT_ORDER } from './number-fields';
import { showServerErrors } from './server-errors';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { useSaveVariantMutation, type VariantBody } from './variants-api';

/** The form's fields: the two usual options (size, colour) stand for `options`; other options a variant has stay. */
interface VariantValues {
  name_tw: string;
  name_en?: string;
  sku: string;
  size?: string;
  colour?: string;
  /** Typed as text (a number where it came from the variant). */
  price?: string | number | null;
  stock: string | number;
  sort_order?: string | number;
  is_active: boolean;
}
const FIELDS = ['name_tw', 'name_en', 'sku', 'size', 'colour', 'price', 'stock', 'sort_order', 'is_active'] as const;

const toValues = (v: ItemVariant): VariantValues => ({
  ...v,
  size: v.options.size,
  colour: v.options.colour,
});

/** The body sent: an empty price is the item's (null), empty options are left out, nothing else is changed. */
function toBody(values: VariantValues, before: ItemVariant | undefined): VariantBody {
  const { size, colour, ...rest } = values;
  const options = { ...before?.options };
  for (const [name, value] of [
    ['size', size],
    ['colour', colour],
  ] as const) {
    if (value?.trim()) options[name] = value.trim();
    else delete options[name];
  }
  return {
    ...rest,
    name_en: rest.name_en ?? '',
    price: typedNumber(rest.price, PRICE),
    stock: typedNumber(rest.stock, STOCK) ?? 0,
    sort_order: typedNumber(rest.sort_order, VARIANT_ORDER) ?? 0,
    options,
  };
}

interface Props {
  itemId: number;
  variants: ItemVariant[];
  /** every saved variant, so the item's form knows its stock is now theirs. */
  onChange: (variants: ItemVariant[]) => void;
}

/**
 * An item's variants (size, colour…) with their stock: add one, edit one, take one off sale (is_active). Once an
 * item has a variant it is sold only through them and its stock is the sum of theirs. Never deleted: orders name them.
 */
export function ItemVariants({ itemId, variants, onChange }: Props) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [save, saving] = useSaveVariantMutation();
  const [editing, setEditing] = useState<ItemVariant | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<VariantValues>();
  const label = (f: (typeof FIELDS)[number]) => t(`variant.fields.${f}`);

  const saved = (v: ItemVariant) =>
    onChange(variants.some((o) => o.id === v.id) ? variants.map((o) => (o.id === v.id ? v : o)) : [...variants, v]);

  const submit = async (values: VariantValues) => {
    setError(null);
    const before = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      saved(await save({ itemId, id: before?.id, body: toBody(values, before) }).unwrap());
      setEditing(null);
    } catch (e) {
      setError(showServerErrors(form, FIELDS, t, e));
    }
  };

  const toggle = async (v: ItemVariant, is_active: boolean) => {
    setError(null);
    try {
      saved(await save({ itemId, id: v.id, body: { is_active } }).unwrap());
    } catch (e) {
      setError(errorText(t, e));
    }
  };

  return (
    <section className="pnc-shop-admin-variants" aria-labelledby="item-variants-title" data-testid="item-variants">
      <h3 id="item-variants-title">{t('variant.title')}</h3>
      <p className="pnc-muted">{t('variant.hint')}</p>
      {error && !editing && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      <Table<ItemVariant>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={variants}
        locale={{ emptyText: t('variant.empty') }}
        columns={[
          { key: 'name', title: label('name_tw'), render: (_: unknown, v) => pickLang(v, 'name', lang) },
          { key: 'sku', dataIndex: 'sku', title: label('sku') },
          {
            key: 'price',
            dataIndex: 'price',
            title: label('price'),
            align: 'right',
            render: (p: number | null) => (p === null ? t('variant.itemPrice') : formatMoney(p)),
          },
          { key: 'stock', dataIndex: 'stock', title: label('stock'), align: 'right' },
          {
            key: 'is_active',
            title: label('is_active'),
            render: (_: unknown, v) => (
              <Switch
                size="small"
                checked={v.is_active}
                loading={saving.isLoading}
                onChange={(on) => void toggle(v, on)}
                aria-label={t('variant.onSale', { name: pickLang(v, 'name', lang) })}
              />
            ),
          },
          {
            key: 'edit',
            title: '',
            render: (_: unknown, v) => (
              <Button size="small" onClick={() => (setError(null), setEditing(v))}>
                {t('variant.edit', { name: pickLang(v, 'name', lang) })}
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <Form<VariantValues>
          key={editing === 'new' ? 'new' : editing.id}
          form={form}
          name={`variant-${itemId}-${editing === 'new' ? 'new' : editing.id}`}
          layout="vertical"
          initialValues={editing === 'new' ? { is_active: true, stock: 0, sort_order: variants.length } : toValues(editing)}
          onFinish={(v) => void submit(v)}
          data-testid="form-variant"
          className="pnc-shop-admin-variant-form"
        >
          {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
          <div className="pnc-form-grid">
            <Form.Item name="name_tw" label={label('name_tw')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input placeholder="M / 米白" />
            </Form.Item>
            <Form.Item name="name_en" label={label('name_en')} rules={[{ max: 100 }]}>
              <Input placeholder="M / ivory" />
            </Form.Item>
            <Form.Item name="size" label={label('size')} rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="colour" label={label('colour')} rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="sku" label={label('sku')} rules={[{ required: true, whitespace: true }, { max: 64 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="price" label={label('price')} extra={t('variant.priceHint')} rules={[numberRule(t, PRICE)]}>
              <NumberInput options={PRICE} prefix="NT$" className="pnc-full" />
            </Form.Item>
            <Form.Item name="stock" label={label('stock')} rules={[{ required: true }, numberRule(t, STOCK)]}>
              <NumberInput options={STOCK} className="pnc-full" />
            </Form.Item>
            <Form.Item name="sort_order" label={label('sort_order')} rules={[numberRule(t, VARIANT_ORDER)]}>
              <NumberInput options={VARIANT_ORDER} className="pnc-full" />
            </Form.Item>
            <Form.Item name="is_active" label={label('is_active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving.isLoading}>
              {t(editing === 'new' ? 'variant.create' : 'variant.save')}
            </Button>
            <Button onClick={() => (setError(null), setEditing(null))}>{t('centre:generic.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <Button onClick={() => (setError(null), setEditing('new'))} data-testid="add-variant">
          {t('variant.add')}
        </Button>
      )}
    </section>
  );
}
