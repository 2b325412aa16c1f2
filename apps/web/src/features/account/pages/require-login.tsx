import { Button, Spin } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusPage } from '../../../components/status-page';
import { loginRequested } from '../../app/appSlice';
import { selectSessionStatus, selectUser, type UserData } from '../userSlice';

/**
 * For a page that needs a login: opens the login dialog when the visitor arrives anonymously, but not when the user
 * just logged out from the page. Returns the session's status and user.
 */
export function useLoginOnArrival() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const anonymous = status === 'anonymous' || (status === 'unknown' && !user);
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) hadUser.current = true;
    else if (anonymous && !hadUser.current) dispatch(loginRequested());
  }, [user, anonymous, dispatch]);
  return { status, user };
}

/** What a page that needs a login shows instead, in its own words; the button opens the login dialog. */
export function LoginRequiredPage(props: { title: string; subtitle: string; action: string; size?: 'large' }) {
  const dispatch = useAppDispatch();
  return (
    <StatusPage
      kind="login"
      title={props.title}
      subtitle={props.subtitle}
      extra={
        <Button type="primary" size={props.size} onClick={() => dispatch(loginRequested())}>
          {props.action}
        </Button>
      }
    />
  );
}

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
