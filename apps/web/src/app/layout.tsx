import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation, useNavigation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { Waiting } from '../components/spinner';
import { LanguageSwitcher } from '../components/language-switcher';
import { LoadingOverlay } from '../components/loading-overlay';
import { SiteHeader } from '../components/site-header';
import { Toast } from '../components/toast';
import { UserMenu } from '../features/account/components/user-menu';
import { HeaderSearch } from '../features/shop/components/header-search';
import { isStaffRole } from '../features/account/roles';
import { selectUser } from '../features/account/userSlice';
import {
  loginDialogClosed,
  selectIsLoading,
  selectLoginRequested,
  selectSiteName,
  selectToast,
  toastHidden,
} from '../features/app/appSlice';
import { languageChanged, selectLang } from '../features/lang/langSlice';
import { withChunkReload } from '../lib/chunk-reload';
import { DELAYED_LOAD_MS } from '../lib/page-data';
import { useAppDispatch, useAppSelector } from './hooks';
import { appRoutes, linkOf } from './routes';

/** The login dialog (antd Form, Modal, Input) is its own chunk, loaded when first asked for. */
const LoginDialog = lazy(withChunkReload(() => import('../features/account/components/login-dialog')));

export function RouteFallback() {
  return <Waiting className="pnc-route-fallback" />;
}

/** While a navigation is pending a progress bar shows; after 1 s a notice joins it. */
export function DelayedLoadNotice() {
  const pending = useNavigation().state !== 'idle';
  // Mounted per pending navigation, so its timer and state start fresh each time.
  return pending ? <PendingBar /> : null;
}

function PendingBar() {
  const { t } = useTranslation();
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), DELAYED_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="pnc-progress" role="status">
      <div className="pnc-progress-bar" />
      {late && <div className="pnc-progress-note">{t('loading.delayed')}</div>}
    </div>
  );
}

export function AppLayout() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const lang = useAppSelector(selectLang);
  const user = useAppSelector(selectUser);
  const siteNames = useAppSelector(selectSiteName);
  const loading = useAppSelector(selectIsLoading);
  const toast = useAppSelector(selectToast);
  const loginOpen = useAppSelector(selectLoginRequested);

  const siteName = siteNames?.[lang] || t('site.name');
  // The page title is always the Traditional Chinese name of the centre, in either language.
  useEffect(() => {
    document.title = siteNames?.tw || i18n.t('site.name', { lng: 'tw' });
  }, [siteNames, i18n]);

  const staff = isStaffRole(user?.role);
  const nav = appRoutes
    .filter((route) => route.menu === 'all' || (route.menu === 'staff' && staff))
    .map((route) => ({ key: route.key, to: linkOf(route), label: t(route.labelKey ?? route.key), Item: route.NavItem }));
  const active = appRoutes.find((route) => route.menu && matchPath(route.path, pathname))?.key;
  const hideToast = useCallback((id: number) => dispatch(toastHidden(id)), [dispatch]);

  return (
    <div className="pnc-app">
      <SiteHeader
        siteName={siteName}
        nav={nav}
        activeKey={active}
        actions={
          <>
            <HeaderSearch />
            <LanguageSwitcher value={lang} onChange={(next) => dispatch(languageChanged(next))} />
            <UserMenu />
          </>
        }
      />
      <DelayedLoadNotice />
      <main id="main" className="pnc-main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer className="pnc-footer">{t('footer.rights', { year: new Date().getFullYear(), name: siteName })}</footer>
      <LoadingOverlay show={loading} />
      <Toast toast={toast} onHide={hideToast} />
      {loginOpen && (
        <Suspense fallback={<LoadingOverlay show />}>
          <LoginDialog open onClose={() => dispatch(loginDialogClosed())} />
        </Suspense>
      )}
    </div>
  );
}
