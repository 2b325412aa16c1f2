import { PlusOutlined } from '@ant-design/icons';
import type { Item } from '@pnc/schemas/shop/item';
import { Button, Drawer, Input, message as antMessage, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { formatMoney } from '../resource/display';
import { ItemForm } from './item-form';
import { useAdminCategoriesQuery, useAdminItemsQuery, useDeleteItemMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { StatusTag } from './status-tag';

/** /centre/shop/items — every item, on sale or not, paged and searchable; create, edit and delete. */
export function ItemsTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [message, messageHolder] = antMessage.useMessage();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [keyword, setKeyword] = useState('');
  const { data, error, isFetching } = useAdminItemsQuery({
    limit: page.size,
    offset: (page.current - 1) * page.size,
    ...(keyword && { keyword }),
  });
  const tree = useAdminCategoriesQuery().data ?? [];
  const [remove, removing] = useDeleteItemMutation();
  const [editing, setEditing] = useState<Item | null | undefined>();

  const del = async (item: Item) => {
    try {
      await remove(item.id).unwrap();
      void message.success(t('item.deleted'));
    } catch (e) {
      // An ordered item stays, for its orders: the server answers 409 and the manager takes it off sale instead.
      void message.error(isApiError(e) && e.status === 409 ? t('item.deleteConflict') : errorText(t, e));
    }
  };

  if (error) return <ApiErrorAlert error={error} />;
  return (
    <>
      {messageHolder}
      <div className="pnc-list-toolbar">
        <div className="pnc-filters">
          <Input.Search
            allowClear
            className="pnc-filter-wide"
            placeholder={t('item.search')}
            aria-label={t('item.search')}
            maxLength={100}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
          />
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} className="pnc-list-extra">
          {t('item.new')}
        </Button>
      </div>
      <Table<Item>
        rowKey="id"
        data-testid="item-table"
        loading={isFetching || removing.isLoading}
        dataSource={data?.results ?? []}
        locale={{ emptyText: t('item.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'image',
            title: t('item.fields.images'),
            render: (_: unknown, item) =>
              item.images[0] ? (
                <img
                  src={item.images[0]}
                  alt={t('item.image', { n: 1 })}
                  width={48}
                  height={48}
                  className="pnc-shop-admin-thumb"
                />
              ) : null,
          },
          { key: 'name_tw', dataIndex: 'name_tw', title: t('item.fields.name_tw') },
          { key: 'name_en', dataIndex: 'name_en', title: t('item.fields.name_en') },
          {
            key: 'price',
            dataIndex: 'price',
            title: t('item.fields.price'),
            render: (v: number) => formatMoney(v, lang),
            align: 'right',
          },
          { key: 'stock', dataIndex: 'stock', title: t('item.fields.stock'), align: 'right' },
          {
            key: 'is_active',
            dataIndex: 'is_active',
            title: t('item.fields.is_active'),
            render: (v: boolean) => <StatusTag tone={v ? 'green' : 'grey'}>{t(v ? 'item.active' : 'item.inactive')}</StatusTag>,
          },
          {
            key: 'actions',
            title: t('centre:generic.actions'),
            render: (_: unknown, item) => (
              <Space>
                <Button size="small" onClick={() => setEditing(item)}>
                  {t('centre:generic.edit')}
                </Button>
                <Popconfirm
                  title={t('item.deleteConfirm', { name: pickLang(item, 'name', lang) })}
                  okText={t('centre:generic.delete')}
                  cancelText={t('centre:generic.cancel')}
                  onConfirm={() => del(item)}
                >
                  <Button size="small" danger>
                    {t('centre:generic.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.count ?? 0,
          showTotal: (total) => t('centre:generic.total', { count: total }),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
      <Drawer
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('item.edit', { name: pickLang(editing, 'name', lang) }) : t('item.new')}
        size="large"
        destroyOnHidden
      >
        <ItemForm
          key={editing?.id ?? 'new'}
          item={editing ?? undefined}
          tree={tree}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            void message.success(t('item.saved'));
            setEditing(undefined);
          }}
        />
      </Drawer>
    </>
  );
}
