import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../../components/prefetch-link';

interface Crumb {
  /** Where the crumb leads; the last one (the page itself) has none. */
  to?: string;
  label: ReactNode;
}

/**
 * The trail above a shop page, as plain markup: Ant Design's Breadcrumb would bring Dropdown, Menu and Tooltip
 * into the item page's first paint for a row of links.
 */
export function ShopBreadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('shop');
  return (
    <nav className="pnc-breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        {items.map((crumb, index) => (
          <li key={index}>
            {crumb.to ? <PrefetchLink to={crumb.to}>{crumb.label}</PrefetchLink> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
