import { useTranslation } from 'react-i18next';
import { LoginRequiredPage, useLoginOnArrival } from '../../account/pages/require-login';
import '../shop-i18n';

/** Secure shop pages (checkout, orders) when logged out: the login dialog opens once; the page continues after login. */
export function LoginRequired({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation('shop');
  useLoginOnArrival();
  return <LoginRequiredPage title={t('login.title')} subtitle={subtitle} action={t('login.action')} size="large" />;
}
