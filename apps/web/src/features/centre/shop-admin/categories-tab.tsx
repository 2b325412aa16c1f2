import { PlusOutlined } from '@ant-design/icons';
import type { Category, CategoryNode } from '@pnc/schemas/shop/category';
import { Button, Drawer, message as antMessage, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { CategoryForm } from './category-form';
import { useAdminCategoriesQuery, useDeleteCategoryMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

type Row = Omit<CategoryNode, 'children'> & { children?: Row[] };

/** Leaves without an empty `children`, which the table would show as expandable. */
const rows = (nodes: CategoryNode[]): Row[] =>
  nodes.map(({ children, ...n }) => (children.length ? { ...n, children: rows(children) } : n));

/** /centre/shop — the category tree: create, edit (names, parent, order) and delete. */
export function CategoriesTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [message, messageHolder] = antMessage.useMessage();
  const { data, error, isFetching } = useAdminCategoriesQuery();
  const [remove, removing] = useDeleteCategoryMutation();
  // undefined: closed; null: a new category; else the one being edited.
  const [editing, setEditing] = useState<Category | null | undefined>();

  const del = async (c: Row) => {
    try {
      await remove(c.id).unwrap();
      void message.success(t('category.deleted'));
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  if (error) return <ApiErrorAlert error={error} />;
  return (
    <>
      {messageHolder}
      <div className="pnc-list-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} className="pnc-list-extra">
          {t('category.new')}
        </Button>
      </div>
      <Table<Row>
        rowKey="id"
        data-testid="category-table"
        loading={isFetching || removing.isLoading}
        dataSource={rows(data ?? [])}
        expandable={{ defaultExpandAllRows: true }}
        pagination={false}
        locale={{ emptyText: t('category.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name_tw', dataIndex: 'name_tw', title: t('category.fields.name_tw') },
          { key: 'name_en', dataIndex: 'name_en', title: t('category.fields.name_en') },
          { key: 'sort_order', dataIndex: 'sort_order', title: t('category.fields.sort_order') },
          {
            key: 'actions',
            title: t('centre:generic.actions'),
            render: (_: unknown, c) => {
              const name = pickLang(c, 'name', lang);
              return (
                <Space>
                  <Button size="small" onClick={() => setEditing(c as Category)}>
                    {t('centre:generic.edit')}
                  </Button>
                  <Popconfirm
                    title={t('category.deleteConfirm', { name })}
                    okText={t('centre:generic.delete')}
                    cancelText={t('centre:generic.cancel')}
                    onConfirm={() => del(c)}
                  >
                    <Button size="small" danger>
                      {t('centre:generic.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              );
            },
          },
        ]}
      />
      <Drawer
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('category.edit', { name: pickLang(editing, 'name', lang) }) : t('category.new')}
        size="large"
        destroyOnHidden
      >
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editing ?? undefined}
          tree={data ?? []}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            void message.success(t('category.saved'));
            setEditing(undefined);
          }}
        />
      </Drawer>
    </>
  );
}
