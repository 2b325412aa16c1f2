import { Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { LoginRequiredPage, useLoginOnArrival } from '../../account/pages/login-required-page';
import { selectSessionStatus } from '../../account/userSlice';
import '../shop-i18n';

/**
 * A secure shop page (checkout, orders, favourites): `Page` for a member; when logged out, the login page with the
 * shop text `hint` (the login dialog opens once; the page continues after login); with `waitForSession`, a
 * placeholder until the session is known.
 */
export function membersOnly(Page: ComponentType, hint: string, { waitForSession = false } = {}) {
  return function MembersOnlyPage() {
    const status = useAppSelector(selectSessionStatus);
    if (status === 'anonymous') return <LoginRequired hint={hint} />;
    if (waitForSession && status !== 'loggedIn') {
      return (
        <div className="pnc-shop-page">
          <Skeleton active />
        </div>
      );
    }
    return <Page />;
  };
}

function LoginRequired({ hint }: { hint: string }) {
  const { t } = useTranslation('shop');
  useLoginOnArrival();
  return <LoginRequiredPage title={t('login.title')} subtitle={t(hint)} action={t('login.action')} size="large" />;
}
