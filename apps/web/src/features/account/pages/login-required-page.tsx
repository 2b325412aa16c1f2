import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusPage } from '../../../components/status-page';
import { loginRequested } from '../../app/appSlice';
import { selectSessionStatus, selectUser } from '../userSlice';

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
