import { Checkbox, Empty, Pagination, Result, Select, Skeleton, Space } from 'antd';
import { KEYWORD_MAX } from '@pnc/schemas/limits';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { ITEM_ORDERINGS, useGetCategoriesQuery, useGetItemsQuery, type ItemOrdering } from '../api';
import { ItemGrid } from '../components/item-card';
import { useShopApi } from '../use-shop-page';
import { catalogueQuery, PAGE_SIZE, writeFilters } from './catalogue-query';
import { CategoryTree, findCategory } from './category-tree';
import { LoadFailed } from '../components/load-failed';
import { PriceRange } from './price-range';
import '../shop.css';

/** /items, /category/:id and /search?keyword=: one paged list with price, stock and sort filters kept in the URL. */
export default function ItemsPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { categoryId, keyword, filters, args, tooLong, skip } = catalogueQuery(pathname, searchParams, params.id);

  const categories = useGetCategoriesQuery().data ?? [];
  const items = useGetItemsQuery(args, { skip });
  const category = categoryId ? findCategory(categories, categoryId) : undefined;
  const title =
    keyword !== undefined
      ? t('catalogue.searchTitle', { keyword })
      : category
        ? pickLang(category, 'name', lang)
        : categoryId !== undefined
          ? ''
          : t('catalogue.allTitle');
  const update = (next: Parameters<typeof writeFilters>[1]) => setSearchParams(writeFilters(searchParams, { page: 1, ...next }));

  return (
    <div className="pnc-shop-page pnc-catalogue">
      <CategoryTree categories={categories} activeId={keyword === undefined ? categoryId : -1} />
      <div className="pnc-catalogue-main">
        <header className="pnc-shop-head">
          <h1 className="pnc-shop-title" data-testid="catalogue-title">
            {title}
          </h1>
          {items.data && <span className="pnc-muted">{t('catalogue.count', { count: items.data.count })}</span>}
        </header>
        <FilterBar
          key={searchParams.toString()}
          min={filters.min_price}
          max={filters.max_price}
          inStock={filters.in_stock}
          ordering={filters.ordering}
          onApply={update}
        />
        {tooLong ? (
          <Result status="warning" title={t('common:nav.searchTooLong', { limit: KEYWORD_MAX })} />
        ) : items.isError ? (
          <LoadFailed onRetry={() => void items.refetch()} />
        ) : !items.data || items.isFetching ? (
          keyword === '' ? (
            <Empty description={t('catalogue.typeKeyword')} />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )
        ) : items.data.results.length === 0 ? (
          <Empty description={keyword ? t('catalogue.noMatch', { keyword }) : t('catalogue.empty')} />
        ) : (
          <>
            <ItemGrid items={items.data.results} />
            {items.data.count > PAGE_SIZE && (
              <Pagination
                className="pnc-pagination"
                align="center"
                current={filters.page}
                pageSize={PAGE_SIZE}
                total={items.data.count}
                showSizeChanger={false}
                onChange={(page) => {
                  setSearchParams(writeFilters(searchParams, { page }));
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function FilterBar(props: {
  min?: number;
  max?: number;
  inStock: boolean;
  ordering: ItemOrdering;
  onApply: (next: { min_price?: number; max_price?: number; in_stock?: boolean; ordering?: ItemOrdering }) => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <div className="pnc-filter-bar" role="group" aria-label={t('catalogue.filters')}>
      <Space wrap size={[12, 8]}>
        <span className="pnc-filter-label" id="price-range">
          {t('catalogue.price')}
        </span>
        <PriceRange min={props.min} max={props.max} onApply={props.onApply} />
        <Checkbox checked={props.inStock} onChange={(event) => props.onApply({ in_stock: event.target.checked })}>
          {t('catalogue.inStock')}
        </Checkbox>
      </Space>
      <Select<ItemOrdering>
        aria-label={t('catalogue.sort')}
        value={props.ordering}
        onChange={(ordering) => props.onApply({ ordering })}
        style={{ minWidth: 160 }}
        options={ITEM_ORDERINGS.map((value) => ({ value, label: t(`catalogue.ordering.${value}`) }))}
      />
    </div>
  );
}
