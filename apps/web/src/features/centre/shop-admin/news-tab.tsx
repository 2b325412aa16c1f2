import type { News } from '@pnc/schemas/shop/news';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { CrudTab } from './crud-tab';
import { formatDateTime } from './format';
import { NewsForm } from './news-form';
import { useAdminNewsQuery, useDeleteNewsMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { StatusTag } from './status-tag';
import { usePagedList } from '../paged-list/use-paged-list';
import { fieldColumn } from '../paged-list/field-column';

/** /centre/shop/news — every post, drafts included, newest first; create, edit and delete. */
export function NewsTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const column = fieldColumn(t, 'news');
  const lang = useAppSelector(selectLang);
  const list = usePagedList({});
  const { data, error, isFetching, refetch } = useAdminNewsQuery(list.args);
  const [remove, removing] = useDeleteNewsMutation();

  return (
    <CrudTab<News>
      kind="news"
      naming={(post) => ({ title: pickLang(post, 'title', lang) })}
      error={error}
      onRetry={() => void refetch()}
      testId="news-table"
      table={{
        loading: isFetching,
        dataSource: data?.results ?? [],
        pagination: list.pagination(data?.count),
        columns: [
          column('title_tw'),
          column('title_en'),
          {
            ...column('is_published'),
            render: (v: boolean) => <StatusTag tone={v ? 'green' : 'grey'}>{t(v ? 'news.published' : 'news.draft')}</StatusTag>,
          },
          { ...column('published_at'), render: (v: string | null) => formatDateTime(v) },
        ],
      }}
      remove={(post) => remove(post.id).unwrap()}
      removing={removing.isLoading}
      form={(post, done) => <NewsForm post={post} {...done} />}
    />
  );
}
