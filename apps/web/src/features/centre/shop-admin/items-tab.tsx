import { KEYWORD_MAX } from '@pnc/schemas/limits';
import type { Item } from '@pnc/schemas/shop/item';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useAppSelector } from '../../../app/hooks';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import { CrudTab } from './crud-tab';
import { ItemForm } from './item-form';
import { useAdminCategoriesQuery, useAdminItemsQuery, useDeleteItemMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { StatusTag } from './status-tag';
import { usePagedList } from '../paged-list/use-paged-list';
import { fieldColumn } from '../paged-list/field-column';

/**
 * /centre/shop/items — every item, on sale or not, paged and searchable; create, edit and delete. A keyword over
 * the limit stays in the box as typed and is refused with the reason; the list keeps its last search.
 */
export function ItemsTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const column = fieldColumn(t, 'item');
  const lang = useAppSelector(selectLang);
  const list = usePagedList<{ keyword?: string }>({});
  const { data, error, isFetching, refetch } = useAdminItemsQuery(list.args);
  const tree = useAdminCategoriesQuery().data ?? [];
  const [remove, removing] = useDeleteItemMutation();
  const [keywordTooLong, setKeywordTooLong] = useState(false);
  const search = (typed: string) => {
    const keyword = typed.trim();
    setKeywordTooLong(keyword.length > KEYWORD_MAX);
    if (keyword.length <= KEYWORD_MAX) list.setFilter('keyword', keyword || undefined);
  };

  return (
    <CrudTab<Item>
      kind="item"
      naming={(item) => ({ name: pickLang(item, 'name', lang) })}
      error={error}
      onRetry={() => void refetch()}
      filters={
        <>
          <Input.Search
            allowClear
            className="pnc-filter-wide"
            placeholder={t('item.search')}
            aria-label={t('item.search')}
            status={keywordTooLong ? 'error' : undefined}
            aria-invalid={keywordTooLong || undefined}
            aria-describedby={keywordTooLong ? 'item-keyword-refused' : undefined}
            onSearch={search}
          />
          {keywordTooLong && (
            <Typography.Text type="danger" role="alert" id="item-keyword-refused">
              {t('common:nav.searchTooLong', { limit: KEYWORD_MAX })}
            </Typography.Text>
          )}
        </>
      }
      testId="item-table"
      table={{
        loading: isFetching,
        dataSource: data?.results ?? [],
        pagination: list.pagination(data?.count),
        columns: [
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
          column('name_tw'),
          column('name_en'),
          { ...column('price'), render: (v: number) => formatMoney(v), align: 'right' },
          { ...column('stock'), align: 'right' },
          {
            ...column('is_active'),
            render: (v: boolean) => <StatusTag tone={v ? 'green' : 'grey'}>{t(v ? 'item.active' : 'item.inactive')}</StatusTag>,
          },
        ],
      }}
      remove={(item) => remove(item.id).unwrap()}
      removing={removing.isLoading}
      // An ordered item stays, for its orders: the server answers 409 item_has_orders and the manager takes it off sale instead.
      deleteRefusal={(e) => (isApiError(e) && e.code === 'item_has_orders' ? t('item.deleteConflict') : undefined)}
      form={(item, done) => <ItemForm item={item} tree={tree} {...done} />}
    />
  );
}
