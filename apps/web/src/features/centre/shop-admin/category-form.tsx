import type { Category, CategoryNode } from '@pnc/schemas/shop/category';
import { Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { NumberInput, numberRule } from '../../../components/number-input';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { CATEGORY_ORDER, typedNumber } from './number-fields';
import { SaveForm } from './save-form';
import { type CategoryBody, useSaveCategoryMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

const FIELDS = ['name_tw', 'name_en', 'parent_id', 'sort_order'] as const;

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

/** The tree as parent choices, without `skip` and everything under it (a category cannot move under itself). */
export function categoryOptions(nodes: CategoryNode[], lang: string, skip?: number): TreeOption[] {
  return nodes
    .filter((n) => n.id !== skip)
    .map((n) => ({ value: n.id, title: pickLang(n, 'name', lang), children: categoryOptions(n.children, lang, skip) }));
}

interface Props {
  category?: Category;
  tree: CategoryNode[];
  onSaved: (saved: Category) => void;
  onCancel: () => void;
}

/** Create or edit a category: names in both languages, its parent and its place among its siblings. */
export function CategoryForm({ category, tree, onSaved, onCancel }: Props) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [save, saving] = useSaveCategoryMutation();
  const label = (f: (typeof FIELDS)[number]) => t(`category.fields.${f}`);

  const send = async (v: CategoryBody) => {
    const body = {
      ...v,
      name_en: v.name_en ?? '',
      parent_id: v.parent_id ?? null,
      sort_order: typedNumber(v.sort_order, CATEGORY_ORDER) ?? 0,
    };
    onSaved(await save({ id: category?.id, body }).unwrap());
  };

  return (
    <SaveForm<CategoryBody>
      kind="category"
      id={category?.id}
      fields={FIELDS}
      initialValues={category ?? { sort_order: 0, parent_id: null }}
      send={send}
      saving={saving.isLoading}
      onCancel={onCancel}
    >
      <Form.Item name="name_tw" label={label('name_tw')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="name_en" label={label('name_en')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="parent_id" label={label('parent_id')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('category.topLevel')}
          treeData={categoryOptions(tree, lang, category?.id)}
        />
      </Form.Item>
      <Form.Item
        name="sort_order"
        label={label('sort_order')}
        extra={t('category.sortHint')}
        rules={[numberRule(t, CATEGORY_ORDER)]}
      >
        <NumberInput options={CATEGORY_ORDER} className="pnc-full" />
      </Form.Item>
    </SaveForm>
  );
}
