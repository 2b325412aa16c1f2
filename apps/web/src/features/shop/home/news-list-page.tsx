import { Card, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { CENTRE_TIME_ZONE } from '../../../lib/day-format';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { useGetNewsQuery } from '../api';
import { useShopApi } from '../use-shop-page';
import { NEWS_PAGE } from '../route-data';
import { LoadFailed } from '../components/load-failed';
import '../shop.css';
import './shop-home.css';

/** /news — site news, newest first, paged (?page=). */
export default function NewsListPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const news = useGetNewsQuery({ limit: NEWS_PAGE, offset: (page - 1) * NEWS_PAGE });
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', { dateStyle: 'long', timeZone: CENTRE_TIME_ZONE });
  return (
    <div className="pnc-shop-page pnc-narrow">
      <h1 className="pnc-shop-title">{t('news.title')}</h1>
      {news.isError ? (
        <LoadFailed onRetry={() => void news.refetch()} />
      ) : !news.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : news.data.results.length === 0 ? (
        <Card>
          <Empty description={t('news.none')} />
        </Card>
      ) : (
        <>
          <ul className="pnc-news-list">
            {news.data.results.map((post) => (
              <li key={post.id}>
                <PrefetchLink to={`/news/${post.id}`} className="pnc-news-row">
                  <time dateTime={post.published_at ?? post.created_at}>
                    {date.format(new Date(post.published_at ?? post.created_at))}
                  </time>
                  <strong>{pickLang(post, 'title', lang)}</strong>
                  <span className="pnc-news-excerpt">{pickLang(post, 'body', lang).slice(0, 120)}</span>
                </PrefetchLink>
              </li>
            ))}
          </ul>
          {news.data.count > NEWS_PAGE && (
            <Pagination
              className="pnc-pagination"
              align="center"
              current={page}
              pageSize={NEWS_PAGE}
              total={news.data.count}
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          )}
        </>
      )}
    </div>
  );
}
