import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from './prefetch-link';

interface NavEntry {
  key: string;
  to: string;
  label: string;
  /** A feature's own rendering of its entry (a badge, a dropdown); the plain link otherwise. */
  Item?: ComponentType<NavItemProps>;
}

export interface NavItemProps {
  to: string;
  label: string;
  className: string;
  active: boolean;
}

/** The brand's mark; index.html draws the same one in its header frame (boot-shell.test.ts). */
export function LogoMark() {
  return (
    <svg className="pnc-logo" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#71c6d0" />
      <path d="M8 26a12 12 0 0 1 24 0z" fill="#ffffff" />
      <circle cx="20" cy="14" r="4" fill="#fff6d6" />
    </svg>
  );
}

/** Brand, main navigation and a slot for the language switch and account controls. */
export function SiteHeader({
  siteName,
  nav,
  activeKey,
  actions,
}: {
  siteName: string;
  nav: NavEntry[];
  activeKey?: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="pnc-header">
      <a className="pnc-skip" href="#main">
        {t('nav.skip')}
      </a>
      <PrefetchLink to="/" className="pnc-brand" aria-label={siteName}>
        <LogoMark />
        <span className="pnc-brand-name">{siteName}</span>
      </PrefetchLink>
      <nav className="pnc-nav" aria-label={t('nav.main')}>
        {nav.map((entry) =>
          entry.Item ? (
            <entry.Item
              key={entry.key}
              to={entry.to}
              label={entry.label}
              active={entry.key === activeKey}
              className={entry.key === activeKey ? 'pnc-nav-link pnc-nav-link-active' : 'pnc-nav-link'}
            />
          ) : (
            <PrefetchLink
              key={entry.key}
              to={entry.to}
              className={entry.key === activeKey ? 'pnc-nav-link pnc-nav-link-active' : 'pnc-nav-link'}
              aria-current={entry.key === activeKey ? 'page' : undefined}
            >
              {entry.label}
            </PrefetchLink>
          ),
        )}
      </nav>
      <div className="pnc-header-actions">{actions}</div>
    </header>
  );
}
