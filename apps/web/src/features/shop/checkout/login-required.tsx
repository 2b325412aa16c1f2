import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusPage } from '../../../components/status-page';
import { selectSessionStatus } from '../../account/userSlice';
import { loginRequested } from '../../app/appSlice';
import '../shop-i18n';

/** Secure shop pages (checkout, orders) when logged out: the login dialog opens once; the page continues after login. */
export function LoginRequired({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const asked = useRef(false);
  useEffect(() => {
    if (status === 'anonymous' && !asked.current) {
      asked.current = true;
      dispatch(loginRequested());
    }
  }, [status, dispatch]);
  return (
    <StatusPage
      kind="login"
      title={t('login.title')}
      subtitle={subtitle}
      extra={
        <Button type="primary" size="large" onClick={() => dispatch(loginRequested())}>
          {t('login.action')}
        </Button>
      }
    />
  );
}
