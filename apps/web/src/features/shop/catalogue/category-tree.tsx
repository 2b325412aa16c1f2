import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import type { CategoryTreeNode } from '../types';

/** The categories side menu of the list pages. */
export function CategoryTree({ categories, activeId }: { categories: CategoryTreeNode[]; activeId?: number }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const link = (to: string, label: string, active: boolean, level: number) => (
    <PrefetchLink
      to={to}
      className={`pnc-cat-link pnc-cat-level-${level}${active ? ' pnc-cat-link-active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </PrefetchLink>
  );
  return (
    <nav className="pnc-cat-tree" aria-label={t('catalogue.categories')}>
      <h2 className="pnc-cat-title">{t('catalogue.categories')}</h2>
      <ul>
        <li>{link('/items', t('catalogue.all'), activeId === undefined, 0)}</li>
        {categories.map((top) => (
          <li key={top.id}>
            {link(`/category/${top.id}`, pickLang(top, 'name', lang), activeId === top.id, 0)}
            {top.children.length > 0 && (
              <ul>
                {top.children.map((child) => (
                  <li key={child.id}>{link(`/category/${child.id}`, pickLang(child, 'name', lang), activeId === child.id, 1)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function findCategory(nodes: CategoryTreeNode[], id: number): CategoryTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}
