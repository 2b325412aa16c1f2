import { Button, Spin } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusPage } from '../../../components/status-page';
import { loginRequested } from '../../app/appSlice';
import { selectSessionStatus, selectUser, type UserData } from '../userSlice';

/**
 * Members-only pages: anonymous visitors get the login dialog and, once logged in, the page itself
 * (the same URL continues). A user who logs out here is not asked again.
 */
export function RequireLogin({ children }: { children: (user: UserData) => ReactNode }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const anonymous = status === 'anonymous' || (status === 'unknown' && !user);
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) hadUser.current = true;
    else if (anonymous && !hadUser.current) dispatch(loginRequested());
  }, [user, anonymous, dispatch]);

  if (user) return <>{children(user)}</>;
  if (status === 'checking') {
    return (
      <div className="pnc-route-fallback">
        <Spin size="large" />
      </div>
    );
  }
  return (
    <StatusPage
      kind="login"
      title={t('loginRequired.title')}
      subtitle={t('loginRequired.subtitle')}
      extra={
        <Button type="primary" size="large" onClick={() => dispatch(loginRequested())}>
          {t('loginRequired.action')}
        </Button>
      }
    />
  );
}
