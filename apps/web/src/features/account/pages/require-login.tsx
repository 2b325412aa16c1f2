import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../userSlice';
import { LoginRequiredPage, useLoginOnArrival } from './login-required-page';

/**
 * Members-only pages: anonymous visitors get the login dialog and, once logged in, the page itself
 * (the same URL continues). A user who logs out here is not asked again.
 */
export function RequireLogin({ children }: { children: (user: UserData) => ReactNode }) {
  const { t } = useTranslation('account');
  const { status, user } = useLoginOnArrival();

  if (user) return <>{children(user)}</>;
  if (status === 'checking') {
    return (
      <div className="pnc-route-fallback">
        <Spin size="large" />
      </div>
    );
  }
  return (
    <LoginRequiredPage
      title={t('loginRequired.title')}
      subtitle={t('loginRequired.subtitle')}
      action={t('loginRequired.action')}
      size="large"
    />
  );
}
