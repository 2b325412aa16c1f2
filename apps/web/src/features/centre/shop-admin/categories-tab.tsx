import type { CategoryNode } from '@pnc/schemas/shop/category';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { CategoryForm } from './category-form';
import { CrudTab } from './crud-tab';
import { useAdminCategoriesQuery, useDeleteCategoryMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { fieldColumn } from '../paged-list/field-column';

type Row = Omit<CategoryNode, 'children'> & { children?: Row[] };

/** Leaves without an empty `children`, which the table would show as expandable. */
const rows = (nodes: CategoryNode[]): Row[] =>
  nodes.map(({ children, ...n }) => (children.length ? { ...n, children: rows(children) } : n));

/** /centre/shop — the category tree: create, edit (names, parent, order) and delete. */
export function CategoriesTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const column = fieldColumn(t, 'category');
  const lang = useAppSelector(selectLang);
  const { data, error, isFetching, refetch } = useAdminCategoriesQuery();
  const [remove, removing] = useDeleteCategoryMutation();

  return (
    <CrudTab<Row>
      kind="category"
      naming={(c) => ({ name: pickLang(c, 'name', lang) })}
      error={error}
      onRetry={() => void refetch()}
      testId="category-table"
      table={{
        loading: isFetching,
        dataSource: rows(data ?? []),
        expandable: { defaultExpandAllRows: true },
        pagination: false,
        columns: [column('name_tw'), column('name_en'), column('sort_order')],
      }}
      remove={(c) => remove(c.id).unwrap()}
      removing={removing.isLoading}
      form={(c, done) => <CategoryForm category={c} tree={data ?? []} {...done} />}
    />
  );
}
