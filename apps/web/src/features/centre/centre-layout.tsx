import { centreResources } from '@pnc/schemas/centre/resources';
import { Waiting } from '../../components/spinner';
import { withChunkReload } from '../../lib/chunk-reload';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { mountBaseApi } from '../../app/api-mount';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { StatusPage } from '../../components/status-page';
import { whenIdle } from '../../lib/later';
import { isStaffRole } from '../account/roles';
import { LoginRequiredPage, useLoginOnArrival } from '../account/pages/login-required-page';
import { OfflineBanner } from '../offline/offline-banner';
import { QueuedRecordsPanel } from '../offline/queued-records-panel';
import { useOutboxSync } from '../offline/use-outbox-sync';
import { useQueuedRecords } from '../offline/use-queued-records';
import { CentreNav } from './centre-nav';
import { topNav } from './centre-state';
import { fetchCentreList, type CentreListName } from './centreListsSlice';
import './centre.css';
import { isCentreSection, sectionsFor } from './centre-sections';
import { topNavSelected } from './topNavSlice';

// Each section is its own chunk, loaded when first opened.
const TodayPage = lazy(withChunkReload(() => import('./today/today-page')));
const HandoverPage = lazy(withChunkReload(() => import('./handover/handover-page')));
const FlagsPage = lazy(withChunkReload(() => import('./flags/flags-page')));
const RoomBoard = lazy(withChunkReload(() => import('./room-board/room-board')));
const MotherDashboard = lazy(withChunkReload(() => import('./mother-dashboard/mother-dashboard')));
const BabyDashboard = lazy(withChunkReload(() => import('./baby-dashboard/baby-dashboard')));
const ResourceRoutes = lazy(withChunkReload(() => import('./resource/resource-pages')));
const UsersPage = lazy(withChunkReload(() => import('./admin/users-page')));
const AuditPage = lazy(withChunkReload(() => import('./admin/audit-page')));
const ShopAdminPage = lazy(withChunkReload(() => import('./shop-admin/shop-admin-page')));
const CalendarPage = lazy(withChunkReload(() => import('./calendar/calendar-page')));
const IncubatorBoard = lazy(withChunkReload(() => import('./incubator-board/incubator-board')));
const MealPlanner = lazy(withChunkReload(() => import('./meal-planner/meal-planner')));
const AssignmentsPage = lazy(withChunkReload(() => import('./assignments/assignments-page')));
const SparePartsPage = lazy(withChunkReload(() => import('./spare-parts/spare-parts-page')));
const StockTakePage = lazy(withChunkReload(() => import('./spare-parts/stock-take-page')));
const PrintRoutes = lazy(withChunkReload(() => import('./print/print-routes')));
const ContractsPage = lazy(withChunkReload(() => import('./sections').then((m) => ({ default: m.ContractsPage }))));
const IncubatorsPage = lazy(withChunkReload(() => import('./sections').then((m) => ({ default: m.IncubatorsPage }))));
const SettingsPage = lazy(withChunkReload(() => import('./sections').then((m) => ({ default: m.SettingsPage }))));
const RecordsIndex = lazy(withChunkReload(() => import('./sections').then((m) => ({ default: m.RecordsIndex }))));

/** The records submenu: every resource with its own list page. */
const recordNames = centreResources.map((r) => r.name);

/** /centre/* — the staff tool's frame: staff roles only; customers get 403, anonymous users the login dialog. */
export default function CentreLayout() {
  const { t } = useTranslation(['centre', 'common']);
  const dispatch = useAppDispatch();
  const { status, user } = useLoginOnArrival();
  const current = useAppSelector(topNav.selectors.selectTopNav);
  const section = useParams()['*']?.split('/')[0] ?? '';
  // RTK Query joins the store with this chunk (it stays out of the shop's first load), before any page queries.
  useState(() => mountBaseApi(dispatch));

  useEffect(() => {
    if (isCentreSection(section)) dispatch(topNavSelected(section));
    else if (section === 'r') dispatch(topNavSelected('records'));
  }, [section, dispatch]);

  // Reference lists the staff screens share (centreListsSlice.ts); the user list is for managers and admins. No screen
  // waits for them, so they are asked for once the browser is idle: their five or six requests and store updates
  // then do not compete with the first section's own.
  const role = user?.role;
  // Records typed offline: kept on this device, counted on every section, sent when the network is back.
  const staffId = isStaffRole(role) ? user?.id : null;
  const queued = useQueuedRecords(staffId);
  useOutboxSync(staffId);
  useEffect(() => {
    if (!isStaffRole(role)) return;
    return whenIdle(() => {
      const lists: CentreListName[] = ['rooms', 'roomTypes', 'incubators', 'incubatorTypes', 'spareParts'];
      if (role !== 'staff') lists.push('users');
      for (const list of lists) void dispatch(fetchCentreList(list));
    });
  }, [role, dispatch]);

  if (status === 'checking') {
    return <Waiting className="pnc-centre-wait" />;
  }
  if (!user) {
    return (
      <LoginRequiredPage
        title={t('common:loginRequired.title')}
        subtitle={t('common:loginRequired.subtitle')}
        action={t('common:loginRequired.action')}
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
  const sections = sectionsFor(user.role);
  // An address the centre does not know shows its 404 with no tab marked (the last one stays in the store).
  const known = section === '' || section === 'r' || isCentreSection(section);
  // The tab marked is the address's (the store follows it an effect later), the stored one on /centre itself.
  const shownSection = isCentreSection(section) ? section : section === 'r' ? 'records' : current;
  return (
    <div className="pnc-centre">
      <OfflineBanner />
      <div className="pnc-centre-bar">
        <h1 className="pnc-centre-title">{t('title')}</h1>
        <span className="pnc-centre-user">
          {t('signedInAs', { name: user.display_name || user.username, role: t(`role.${user.role}`) })}
        </span>
      </div>
      <nav aria-label={t('nav.label')}>
        <CentreNav sections={sections} selected={known ? shownSection : null} records={recordNames} />
      </nav>
      <QueuedRecordsPanel records={queued} />
      <section className="pnc-centre-body" aria-live="polite">
        {isCentreSection(section) && <h2 className="pnc-centre-section">{t(`nav.${section}`)}</h2>}
        <Suspense fallback={<Waiting className="pnc-centre-wait" size="small" />}>
          <Routes>
            {/* Entering the centre lands on its day. */}
            <Route index element={<Navigate to="today" replace />} />
            <Route path="today" element={<TodayPage />} />
            <Route path="handover" element={<HandoverPage />} />
            <Route path="flags" element={<FlagsPage />} />
            <Route path="rooms" element={<RoomBoard />} />
            <Route path="mothers" element={<MotherDashboard />} />
            <Route path="babies" element={<BabyDashboard />} />
            <Route path="contracts" element={<ContractsPage />} />
            <Route path="incubators" element={<IncubatorsPage />} />
            <Route path="calendar" element={<CalendarPage />} />
            <Route path="incubatorBoard" element={<IncubatorBoard />} />
            <Route path="meals" element={<MealPlanner />} />
            <Route path="assignments" element={<AssignmentsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="records" element={<RecordsIndex />} />
            <Route path="r/*" element={<ResourceRoutes />} />
            <Route path="spareParts/*" element={<SparePartsPage />} />
            <Route path="stockTake" element={<StockTakePage />} />
            <Route path="print/*" element={<PrintRoutes />} />
            {role !== 'staff' && <Route path="users" element={<UsersPage />} />}
            {role !== 'staff' && <Route path="audit" element={<AuditPage />} />}
            {role !== 'staff' && <Route path="shop/*" element={<ShopAdminPage />} />}
            <Route
              path="*"
              element={<StatusPage kind="404" title={t('common:notFound.title')} subtitle={t('common:notFound.subtitle')} />}
            />
          </Routes>
        </Suspense>
      </section>
    </div>
  );
}
