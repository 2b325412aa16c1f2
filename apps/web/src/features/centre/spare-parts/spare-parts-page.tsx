import { sparePart } from '@pnc/schemas/centre/spare-part';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useRoleAtLeast } from '../resource/display';
import { ResourceForm } from '../resource/resource-form';
import { partPath } from './part-path';
import { SparePartDetail } from './spare-part-detail';
import { SparePartsList } from './spare-parts-list';
import './spare-parts.css';

/** A new part: prices are set here, so managers only (the server refuses staff too). */
function NewSparePart() {
  const { t } = useTranslation(['centre', 'common']);
  const navigate = useNavigate();
  const manager = useRoleAtLeast('manager');
  if (!manager) return <StatusPage kind="403" title={t('common:forbidden.title')} subtitle={t('common:forbidden.subtitle')} />;
  return (
    <>
      <h3>{t('generic.new', { what: t(`${sparePart.name}.label`) })}</h3>
      <ResourceForm
        def={sparePart}
        onSaved={(saved) => void navigate(partPath(saved.id), { replace: true })}
        onCancel={() => void navigate(partPath())}
      />
    </>
  );
}

function PartById() {
  const { t } = useTranslation('common');
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <StatusPage kind="404" title={t('notFound.title')} subtitle={t('notFound.subtitle')} />;
  return <SparePartDetail key={id} id={id} />;
}

/** /centre/spareParts/* — the parts list with its low-stock warning, a part's page, and (managers) a new part. */
export default function SparePartsPage() {
  return (
    <Routes>
      <Route index element={<SparePartsList />} />
      <Route path="new" element={<NewSparePart />} />
      <Route path=":id" element={<PartById />} />
    </Routes>
  );
}
