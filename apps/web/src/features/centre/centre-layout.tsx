import { Button, Menu, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { StatusPage } from '../../components/status-page';
import { isStaffRole } from '../account/roles';
import { selectSessionStatus, selectUser } from '../account/userSlice';
import { loginRequested } from '../app/appSlice';
import { topNav } from './centre-state';
import { fetchCentreList, type CentreListName } from './centreListsSlice';
import { centreSections, isCentreSection, topNavSelected } from './topNavSlice';

/** /centre/* — the staff tool's frame: staff roles only; customers get 403, anonymous users the login dialog. */
export default function CentreLayout() {
  const { t } = useTranslation(['centre', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const current = useAppSelector(topNav.selectors.selectTopNav);
  const section = useParams()['*']?.split('/')[0] ?? '';

  useEffect(() => {
    if (isCentreSection(section)) dispatch(topNavSelected(section));
  }, [section, dispatch]);

  const anonymous = status === 'anonymous' || (status === 'unknown' && !user);
  // Ask for a login when arriving anonymously, but not when the user just logged out from here.
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) hadUser.current = true;
    else if (anonymous && !hadUser.current) dispatch(loginRequested());
  }, [user, anonymous, dispatch]);

  // Reference lists the staff screens share (spec section 7); the user list is for managers and admins.
  const role = user?.role;
  useEffect(() => {
    if (!isStaffRole(role)) return;
    const lists: CentreListName[] = ['rooms', 'roomTypes', 'incubators', 'incubatorTypes', 'spareParts'];
    if (role !== 'staff') lists.push('users');
    for (const list of lists) void dispatch(fetchCentreList(list));
  }, [role, dispatch]);

  if (status === 'checking') {
    return (
      <div className="pnc-centre-wait">
        <Spin size="large" />
      </div>
    );
  }
  if (!user) {
    return (
      <StatusPage
        kind="login"
        title={t('common:loginRequired.title')}
        subtitle={t('common:loginRequired.subtitle')}
        extra={
          <Button type="primary" onClick={() => dispatch(loginRequested())}>
            {t('common:loginRequired.action')}
          </Button>
        }
      />
    );
  }
  if (!isStaffRole(user.role)) {
    return (
      <StatusPage
        kind="403"
        title={t('common:forbidden.title')}
        subtitle={t('common:forbidden.subtitle')}
        homeLabel={t('common:forbidden.back')}
      />
    );
  }
  return (
    <div className="pnc-centre">
      <div className="pnc-centre-bar">
        <h1 className="pnc-centre-title">{t('title')}</h1>
        <span className="pnc-centre-user">
          {t('signedInAs', { name: user.display_name || user.username, role: t(`role.${user.role}`) })}
        </span>
      </div>
      <nav aria-label={t('nav.label')}>
        <Menu
          mode="horizontal"
          selectedKeys={[current]}
          items={centreSections.map((key) => ({ key, label: t(`nav.${key}`) }))}
          onClick={({ key }) => {
            dispatch(topNavSelected(key));
            navigate(`/centre/${key}`);
          }}
          className="pnc-centre-nav"
        />
      </nav>
      <section className="pnc-centre-body" aria-live="polite">
        <h2 className="pnc-centre-section">{t(`nav.${current}`)}</h2>
        <p className="pnc-muted">{t('placeholder', { section: t(`nav.${current}`) })}</p>
      </section>
    </div>
  );
}
