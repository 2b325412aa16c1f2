import {
  DownOutlined,
  HeartOutlined,
  IdcardOutlined,
  LockOutlined,
  LogoutOutlined,
  MedicineBoxOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../app/appSlice';
import { isStaffRole } from '../roles';
import { logout } from '../session-thunks';
import type { UserData } from '../userSlice';

/**
 * initiallyOpen: the placeholder (user-menu.tsx) was pressed before this arrived, so the menu opens as it appears;
 * takeFocus: the placeholder had the focus, so this button takes it over.
 */
export default function ProfileMenu(props: { user: UserData; initiallyOpen?: boolean; takeFocus?: boolean }) {
  const { user } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(!!props.initiallyOpen);
  const button = useRef<HTMLButtonElement>(null);
  const takeFocus = useRef(props.takeFocus);
  useEffect(() => {
    if (takeFocus.current) button.current?.focus();
  }, []);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = user.display_name || user.username;
  const items = [
    ...(isStaffRole(user.role) ? [{ key: 'centre', icon: <MedicineBoxOutlined />, label: t('nav.centre') }] : []),
    { key: '/account/profile', icon: <IdcardOutlined />, label: t('header.profile') },
    { key: '/favorites', icon: <HeartOutlined />, label: t('header.favorites') },
    { key: '/account/password', icon: <LockOutlined />, label: t('header.password') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') },
  ];
  const onClick = async (key: string) => {
    if (key === 'centre') navigate('/centre');
    if (key.startsWith('/account/') || key === '/favorites') navigate(key);
    if (key === 'logout') {
      // Leave first, so a members-only page does not ask for a login on its way out.
      await navigate('/');
      await dispatch(logout());
      dispatch(toastShown(t('header.loggedOut')));
    }
  };
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => void onClick(key) }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      <Button
        ref={button}
        type="text"
        className="pnc-user-button"
        aria-label={`${t('header.account')}: ${name}`}
        data-testid="user-menu"
      >
        <Avatar size={28} src={user.avatar_url || undefined} icon={<UserOutlined />} className="pnc-user-avatar" />
        <span className="pnc-user-name">{name}</span>
        <DownOutlined className="pnc-user-caret" />
      </Button>
    </Dropdown>
  );
}
