import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ShellButton } from '../../../components/shell-button';
import { withChunkReload } from '../../../lib/chunk-reload';
import { withSpreadPreloads } from '../../../lib/spread-preloads';
import { loginRequested } from '../../app/appSlice';
import { selectSessionStatus, selectUser } from '../userSlice';

/**
 * The profile dropdown (antd Dropdown + Menu) loads only once someone is logged in. It needs some thirty files;
 * their preload links are added a few per task (lib/spread-preloads.ts).
 */
const loadProfileMenu = () => withSpreadPreloads(() => import('./profile-menu'));
const ProfileMenu = lazy(withChunkReload(loadProfileMenu));

/** Header account control: a login button, or the profile menu once logged in. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectSessionStatus);
  // A saved session is being restored: fetch the menu's code alongside the profile to avoid a flash.
  useEffect(() => {
    if (status === 'checking') void loadProfileMenu().catch(() => undefined);
  }, [status]);

  if (!user) {
    return (
      <ShellButton
        variant="primary"
        icon={<UserOutlined />}
        loading={status === 'checking'}
        onClick={() => dispatch(loginRequested())}
        onMouseEnter={() => void import('./login-dialog').catch(() => undefined)}
        data-testid="login-button"
      >
        {t('header.login')}
      </ShellButton>
    );
  }
  const name = user.display_name || user.username;
  return (
    <Suspense
      fallback={
        // The profile button's own footprint (avatar, name, caret): the header row keeps its size when it arrives.
        <ShellButton
          variant="text"
          className="pnc-user-button pnc-user-button-waiting"
          icon={<span className="pnc-user-avatar-slot" />}
          aria-label={`${t('header.account')}: ${name}`}
        >
          <span className="pnc-user-name">{name}</span>
          <DownOutlined className="pnc-user-caret" />
        </ShellButton>
      }
    >
      <ProfileMenu user={user} />
    </Suspense>
  );
}
