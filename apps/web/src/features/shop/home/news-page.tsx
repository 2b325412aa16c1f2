import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { StatusPage } from '../../../components/status-page';
import { CENTRE_TIME_ZONE } from '../../../lib/day-format';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { useGetNewsPostQuery } from '../api';
import { useShopApi } from '../use-shop-page';
import { ShopBreadcrumb } from '../components/shop-breadcrumb';
import { LoadFailed } from '../components/load-failed';
import '../shop.css';

/** /news/:id — one news post; the body is shown as text (never HTML). */
export default function NewsPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const id = Number(useParams().id);
  const post = useGetNewsPostQuery(id, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id) || (post.error && 'status' in post.error && post.error.status === 404)) {
    return (
      <StatusPage kind="404" title={t('news.notFound')} subtitle={t('news.notFoundHint')} homeLabel={t('orders.backHome')} />
    );
  }
  if (post.isError) return <LoadFailed onRetry={() => void post.refetch()} />;
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', { dateStyle: 'long', timeZone: CENTRE_TIME_ZONE });
  return (
    <div className="pnc-shop-page pnc-narrow">
      <ShopBreadcrumb
        items={[{ to: '/news', label: t('news.title') }, { label: post.data ? pickLang(post.data, 'title', lang) : '' }]}
      />
      <Card>
        {!post.data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <article>
            <h1 className="pnc-shop-title">{pickLang(post.data, 'title', lang)}</h1>
            <time className="pnc-muted" dateTime={post.data.published_at ?? post.data.created_at}>
              {date.format(new Date(post.data.published_at ?? post.data.created_at))}
            </time>
            <p className="pnc-news-body">{pickLang(post.data, 'body', lang)}</p>
          </article>
        )}
      </Card>
    </div>
  );
}
