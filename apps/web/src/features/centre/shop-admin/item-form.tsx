import type { CategoryNode } from '@pnc/schemas/shop/category';
import type { Item } from '@pnc/schemas/shop/item';
import { Form, Input, Switch, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { NumberInput, numberRule } from '../../../components/number-input';
import { selectLang } from '../../lang/langSlice';
import { categoryOptions } from './category-form';
import { ItemImagesField } from './item-images-field';
import { ItemVariants } from './item-variants';
import { PRICE, STOCK, typedNumber } from './number-fields';
import { SaveForm } from './save-form';
import { type ItemBody, useSaveItemMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

const FIELDS = [
  'name_tw',
  'name_en',
  'price',
  'stock',
  'categories',
  'is_active',
  'description_tw',
  'description_en',
  'images',
] as const;
type Field = (typeof FIELDS)[number];

const NEW_ITEM: Partial<ItemBody> = { is_active: true, images: [], categories: [], stock: 0 };

interface Props {
  item?: Item;
  tree: CategoryNode[];
  onSaved: (saved: Item) => void;
  onCancel: () => void;
}

/** Create or edit an item: names and descriptions in both languages, price, stock, categories, on sale or not, pictures. */
export function ItemForm({ item, tree, onSaved, onCancel }: Props) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [save, saving] = useSaveItemMutation();
  const label = (f: Field) => t(`item.fields.${f}`);
  // Once an item has variants its stock is theirs: shown as their sum, set on each variant, never sent here.
  const [variants, setVariants] = useState(item?.variants ?? []);
  const held = variants.length > 0;

  // Empty optional fields come back undefined; the server wants them empty.
  const send = async (v: ItemBody) => {
    const body: ItemBody = {
      ...v,
      name_en: v.name_en ?? '',
      description_tw: v.description_tw ?? '',
      description_en: v.description_en ?? '',
      categories: v.categories ?? [],
      images: v.images ?? [],
      // Typed as text; the fields' rules have read them (1e3 and 1.5 are refused there, never sent).
      price: typedNumber(v.price, PRICE) ?? 0,
      stock: typedNumber(v.stock, STOCK) ?? 0,
    };
    if (held) delete body.stock;
    onSaved(await save({ id: item?.id, body }).unwrap());
  };

  return (
    <>
      <SaveForm<ItemBody>
        kind="item"
        id={item?.id}
        fields={FIELDS}
        initialValues={item ?? NEW_ITEM}
        send={send}
        saving={saving.isLoading}
        onCancel={onCancel}
        scrollToFirstError
      >
        <div className="pnc-form-grid">
          <Form.Item name="name_tw" label={label('name_tw')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="name_en" label={label('name_en')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="price" label={label('price')} rules={[{ required: true }, numberRule(t, PRICE)]}>
            <NumberInput options={PRICE} prefix="NT$" className="pnc-full" />
          </Form.Item>
          {held ? (
            <Form.Item label={label('stock')} extra={t('variant.stockHint')}>
              <Input
                className="pnc-full"
                disabled
                value={variants.filter((v) => v.is_active).reduce((sum, v) => sum + v.stock, 0)}
                data-testid="item-stock-sum"
              />
            </Form.Item>
          ) : (
            <Form.Item name="stock" label={label('stock')} rules={[{ required: true }, numberRule(t, STOCK)]}>
              <NumberInput options={STOCK} className="pnc-full" />
            </Form.Item>
          )}
          <Form.Item name="categories" label={label('categories')}>
            <TreeSelect multiple allowClear treeDefaultExpandAll treeData={categoryOptions(tree, lang)} />
          </Form.Item>
          <Form.Item name="is_active" label={label('is_active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="description_tw" label={label('description_tw')} className="pnc-form-wide" rules={[{ max: 20000 }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <Form.Item name="description_en" label={label('description_en')} className="pnc-form-wide" rules={[{ max: 20000 }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <Form.Item name="images" label={label('images')} className="pnc-form-wide">
            <ItemImagesField />
          </Form.Item>
        </div>
      </SaveForm>
      {item && <ItemVariants itemId={item.id} variants={variants} onChange={setVariants} />}
    </>
  );
}
