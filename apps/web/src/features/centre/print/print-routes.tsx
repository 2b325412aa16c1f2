import { withChunkReload } from '../../../lib/chunk-reload';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';

// Each view is its own chunk: the bill does not download the baby's charts (recharts).
const BillPrint = lazy(withChunkReload(() => import('./bill-print')));
const BabyPrint = lazy(withChunkReload(() => import('./baby-print')));
const ConsentPrint = lazy(withChunkReload(() => import('./consent-print')));
const NoticePrint = lazy(withChunkReload(() => import('./notice-print')));
const RecordsPrint = lazy(withChunkReload(() => import('./records-print')));
const HandoverPrint = lazy(withChunkReload(() => import('../handover/handover-print')));

/** An id from the address, or null when it is not a positive whole number. */
const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

function NotFound({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation('common');
  return <StatusPage kind="404" title={t('notFound.title')} subtitle={subtitle} />;
}

function ById({ param, render }: { param: string; render: (id: number) => ReactNode }) {
  const { t } = useTranslation('centre');
  const id = idOf(useParams()[param]);
  return id === null ? <NotFound subtitle={t('print.badId')} /> : <>{render(id)}</>;
}

function UnknownPrint() {
  const { t } = useTranslation('common');
  return <NotFound subtitle={t('notFound.subtitle')} />;
}

/** /centre/print/bill/:motherId, baby/:babyId, consent/:consentId, notice and records/:motherId — a lazy chunk of its own. */
export default function PrintRoutes() {
  return (
    <Routes>
      <Route path="bill/:motherId" element={<ById param="motherId" render={(id) => <BillPrint key={id} motherId={id} />} />} />
      <Route path="baby/:babyId" element={<ById param="babyId" render={(id) => <BabyPrint key={id} babyId={id} />} />} />
      <Route
        path="consent/:consentId"
        element={<ById param="consentId" render={(id) => <ConsentPrint key={id} consentId={id} />} />}
      />
      <Route path="notice" element={<NoticePrint />} />
      <Route path="handover" element={<HandoverPrint />} />
      <Route
        path="records/:motherId"
        element={<ById param="motherId" render={(id) => <RecordsPrint key={id} motherId={id} />} />}
      />
      <Route path="*" element={<UnknownPrint />} />
    </Routes>
  );
}
