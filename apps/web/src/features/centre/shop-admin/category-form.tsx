import type { Category, CategoryNode } from '@pnc/schemas/shop/category';
import { Alert, Button, Form, Input, InputNumber, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { showServerErrors } from './server-errors';
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
  const [form] = Form.useForm<CategoryBody>();
  const [save, saving] = useSaveCategoryMutation();
  const [error, setError] = useState<string | null>(null);
  const label = (f: (typeof FIELDS)[number]) => t(`category.fields.${f}`);

  const submit = async (v: CategoryBody) => {
    setError(null);
    const body = { ...v, name_en: v.name_en ?? '', parent_id: v.parent_id ?? null, sort_order: v.sort_order ?? 0 };
    try {
      onSaved(await save({ id: category?.id, body }).unwrap());
    } catch (e) {
      setError(showServerErrors(form, FIELDS, t, e));
    }
  };

  return (
    <Form
      form={form}
      name={`category-${category?.id ?? 'new'}`}
      layout="vertical"
      initialValues={category ?? { sort_order: 0, parent_id: null }}
      onFinish={(v) => void submit(v)}
      data-testid="form-category"
    >
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      <Form.Item name="name_tw" label={label('name_tw')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="name_en" label={label('name_en')} rules={[{ max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="parent_id" label={label('parent_id')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('category.topLevel')}
          treeData={categoryOptions(tree, lang, category?.id)}
        />
      </Form.Item>
      <Form.Item name="sort_order" label={label('sort_order')} extra={t('category.sortHint')}>
        <InputNumber precision={0} min={-10000} max={10000} className="pnc-full" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          {t(category ? 'centre:generic.save' : 'centre:generic.create')}
        </Button>
        <Button onClick={onCancel}>{t('centre:generic.cancel')}</Button>
      </Space>
    </Form>
  );
}
