import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ShellButton } from '../../../components/shell-button';
import { withChunkReload } from '../../../lib/chunk-reload';
import { afterPageSettles } from '../../../lib/later';
import { loginRequested } from '../../app/appSlice';
import { selectSessionStatus, selectUser } from '../userSlice';

/**
 * The profile dropdown (antd Dropdown + Menu) is its own chunk. A page shows its owner's name without it (the
 * placeholder below), so it is asked for once the first page has settled, or as soon as someone points at, focuses
 * or presses the placeholder.
 */
const ProfileMenu = lazy(withChunkReload(() => import('./profile-menu')));

/** Header account control: a login button, or the profile menu once logged in. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectSessionStatus);
  // 'open' once the placeholder is pressed: the menu opens as it arrives. The switch is a transition, so the
  // placeholder stays until the menu's code is in (no fallback in between).
  const [wanted, setWanted] = useState<false | 'shown' | 'open'>(false);
  const [focused, setFocused] = useState(false);
  const want = (how: 'shown' | 'open') => startTransition(() => setWanted((w) => (w === 'open' ? w : how)));
  const loggedIn = !!user;
  useEffect(() => {
    if (!loggedIn || wanted) return;
    return afterPageSettles(() => want('shown'));
  }, [loggedIn, wanted]);

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
  // The profile button's own footprint (avatar, name, caret): the header row keeps its size when the menu arrives.
  const placeholder = (
    <ShellButton
      variant="text"
      className="pnc-user-button pnc-user-button-waiting"
      icon={<span className="pnc-user-avatar-slot" />}
      aria-label={`${t('header.account')}: ${name}`}
      aria-haspopup="menu"
      onMouseEnter={() => want('shown')}
      onFocus={() => {
        setFocused(true);
        want('shown');
      }}
      onBlur={() => setFocused(false)}
      onClick={() => want('open')}
      data-testid="user-menu-waiting"
    >
      <span className="pnc-user-name">{name}</span>
      <DownOutlined className="pnc-user-caret" />
    </ShellButton>
  );
  return (
    <Suspense fallback={placeholder}>
      {wanted ? <ProfileMenu user={user} initiallyOpen={wanted === 'open'} takeFocus={focused} /> : placeholder}
    </Suspense>
  );
}
