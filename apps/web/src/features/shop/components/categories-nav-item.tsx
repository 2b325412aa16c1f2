import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import type { NavItemProps } from '../../../components/site-header';
import { PrefetchLink } from '../../../components/prefetch-link';
import { pickLang } from '../../../lib/pick-lang';
import { selectShopConfig } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import type { CategoryTreeNode } from '../types';

/** Header entry: "Shop" with a dropdown of the categories tree from bootstrap (plain markup: first load). */
export function CategoriesNavItem({ to, label, className, active }: NavItemProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLang);
  const categories = (useAppSelector(selectShopConfig)?.categories ?? []) as CategoryTreeNode[];
  const [open, setOpen] = useState(false);
  return (
    <div
      className={open ? 'pnc-nav-menu pnc-nav-menu-open' : 'pnc-nav-menu'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <PrefetchLink to={to} className={className} aria-current={active ? 'page' : undefined} onClick={() => setOpen(false)}>
        <span className="pnc-nav-text-always">{label}</span>
      </PrefetchLink>
      {categories.length > 0 && (
        <button
          type="button"
          className="pnc-nav-menu-toggle"
          aria-expanded={open}
          aria-label={t('nav.categories')}
          onClick={() => setOpen((value) => !value)}
        >
          <DownOutlined aria-hidden="true" />
        </button>
      )}
      {open && categories.length > 0 && (
        <div className="pnc-nav-dropdown" role="group" aria-label={t('nav.categories')}>
          <PrefetchLink to="/items" className="pnc-nav-dropdown-all" onClick={() => setOpen(false)}>
            {t('nav.allItems')}
          </PrefetchLink>
          <div className="pnc-nav-dropdown-grid">
            {categories.map((top) => (
              <div key={top.id} className="pnc-nav-dropdown-group">
                <PrefetchLink to={`/category/${top.id}`} className="pnc-nav-dropdown-top" onClick={() => setOpen(false)}>
                  {pickLang(top, 'name', lang)}
                </PrefetchLink>
                {top.children.map((child) => (
                  <PrefetchLink key={child.id} to={`/category/${child.id}`} onClick={() => setOpen(false)}>
                    {pickLang(child, 'name', lang)}
                  </PrefetchLink>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
