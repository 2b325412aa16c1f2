import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { LoginRequiredPage, useLoginOnArrival } from '../../account/pages/login-required-page';
import { selectSessionStatus } from '../../account/userSlice';
import '../shop-i18n';

/**
 * Secure shop pages (checkout, orders, favourites): when logged out, the login page with `subtitle` (the login dialog
 * opens once; the page continues after login); with `waitForSession`, a placeholder until the session is known.
 */
export function MembersOnly(props: { subtitle: string; waitForSession?: boolean; children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'anonymous') return <LoginRequired subtitle={props.subtitle} />;
  if (props.waitForSession && status !== 'loggedIn') {
    return (
      <div className="pnc-shop-page">
        <Skeleton active />
      </div>
    );
  }
  return props.children;
}

function LoginRequired({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation('shop');
  useLoginOnArrival();
  return <LoginRequiredPage title={t('login.title')} subtitle={subtitle} action={t('login.action')} size="large" />;
}
