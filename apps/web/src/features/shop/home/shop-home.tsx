import { RightOutlined } from '@ant-design/icons';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { formatDayMedium } from '../../../lib/day-format';
import { pickLang } from '../../../lib/pick-lang';
import { selectShopConfig } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { ItemGrid } from '../components/item-card';
import { loadHome } from '../productSlice';
import type { CategoryTreeNode } from '../types';
import './shop-home.css';

/** Banner links come as /items/{id}; the item page lives at /item/{id} (both routes exist). */
const bannerLink = (link: string) => link.replace(/^\/items\/(\d+)$/, '/item/$1');

/**
 * The shop part of '/': banners, categories, featured and newest items, latest news (GET /api/home/).
 * In the first load, so plain markup and the shared client (no RTK Query, no antd).
 */
export function ShopHome() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const home = useAppSelector((state) => state.product.home);
  const categories = (useAppSelector(selectShopConfig)?.categories ?? []) as CategoryTreeNode[];

  useEffect(() => {
    void dispatch(loadHome());
  }, [dispatch]);

  // Store updates render urgently; the deferred copy renders the page as a transition input and paint can interrupt.
  const data = useDeferredValue(home.data);
  if (!data) {
    return home.status === 'failed' ? null : <div className="pnc-home-skeleton" aria-hidden="true" />;
  }
  return (
    <div className="pnc-home">
      {data.banners.length > 0 && (
        <section className="pnc-home-banners" aria-label={t('shopHome.banners')}>
          {data.banners.map((banner, index) => (
            <PrefetchLink key={banner.link + index} to={bannerLink(banner.link)} className="pnc-home-banner">
              {/* The first banner is the page's largest paint: fetched at once, ahead of the item pictures. */}
              {banner.image && (
                <img src={banner.image} alt="" loading={index ? 'lazy' : 'eager'} fetchPriority={index ? undefined : 'high'} />
              )}
              <span className="pnc-home-banner-text">
                <span className="pnc-home-banner-eyebrow">{t('shopHome.featured')}</span>
                <span className="pnc-home-banner-title">{pickLang(banner, 'title', lang)}</span>
              </span>
            </PrefetchLink>
          ))}
        </section>
      )}
      {categories.length > 0 && (
        <nav className="pnc-home-categories" aria-label={t('nav.categories')}>
          {categories.map((category) => (
            <PrefetchLink key={category.id} to={`/category/${category.id}`} className="pnc-home-chip">
              {pickLang(category, 'name', lang)}
            </PrefetchLink>
          ))}
        </nav>
      )}
      <HomeSection id="featured" title={t('shopHome.featuredItems')} more="/items?ordering=-sold_count">
        <ItemGrid items={data.featured_items} />
      </HomeSection>
      <HomeSection id="newest" title={t('shopHome.newestItems')} more="/items">
        <ItemGrid items={data.newest_items} />
      </HomeSection>
      {data.latest_news.length > 0 && (
        <HomeSection id="news" title={t('shopHome.latestNews')} more="/news">
          <ul className="pnc-home-news">
            {data.latest_news.map((post) => (
              <li key={post.id}>
                <PrefetchLink to={`/news/${post.id}`}>
                  <time dateTime={post.published_at ?? post.created_at}>
                    {formatDayMedium(post.published_at ?? post.created_at, lang)}
                  </time>
                  <span>{pickLang(post, 'title', lang)}</span>
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
    </div>
  );
}

function HomeSection({ id, title, more, children }: { id: string; title: string; more: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="pnc-home-section" aria-labelledby={`home-${id}`}>
      <div className="pnc-home-section-head">
        <h2 id={`home-${id}`} className="pnc-section-title">
          {title}
        </h2>
        <PrefetchLink to={more} className="pnc-home-more">
          {t('shopHome.more')} <RightOutlined aria-hidden="true" />
        </PrefetchLink>
      </div>
      {children}
    </section>
  );
}
