import { PlusOutlined } from '@ant-design/icons';
import { baby as babyDef } from '@pnc/schemas/centre/baby';
import { babyCareEvent } from '@pnc/schemas/centre/baby-care-event';
import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { newbornMilestone } from '@pnc/schemas/centre/newborn-milestone';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Empty, Form, Spin } from 'antd';
import { withChunkReload } from '../../../lib/chunk-reload';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { babyMotherSelected, babyOpened, babySelected, babyTabSelected, babyUiChanged } from '../babyDashboardSlice';
import { babyUpdated } from '../centre-events';
import { babyDashboard } from '../centre-state';
import { OpenFlagsPanel } from '../flags/open-flags-panel';
import { PrintButton } from '../print/print-button';
import { printBabyPath } from '../print/print-paths';
import { ApiErrorAlert } from '../resource/api-error';
import { enumText, RefText } from '../resource/display';
import { RefSelect } from '../resource/ref-select';
import { RelatedRecords, relatedResources } from '../resource/related-records';
import { useCentreGetQuery, useCentreListQuery } from '../resource/resource-api';
import { ResourceForm } from '../resource/resource-form';
import { ResourceRecord } from '../resource/resource-record';
import { WrapTabs } from '../resource/wrap-tabs';
import { CareLogSection } from './care-log-section';
import { MilestonesSection } from './milestones-section';
import { todayTaipei } from '../planner/centre-days';

// The charts (recharts) come with the health records tab, when it is first opened.
const HealthRecordsTab = lazy(withChunkReload(() => import('./health-records-tab')));

/** Every resource with a baby filter (health records, rooming-in, incubator…), one tab each. */
const babyTabs = relatedResources('baby', [
  'baby_health_record',
  'baby_care_event',
  'newborn_milestone',
  'baby_mom_rooming_in_record',
  'incubator_arrangement',
]);

/** /centre/babies — pick a mother, then her baby; the baby's record and what is kept about it. */
export default function BabyDashboard() {
  const { t } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const { tab, ui, motherId, babyId } = useAppSelector(babyDashboard.selectors.selectBabyDashboard);
  const mother = useCentreGetQuery(motherId ? { resource: 'mother', id: motherId } : skipToken);
  // The same read as the baby's record tab (one cached request): the charts and the care log need the whole record.
  const { currentData: baby, error: babyError } = useCentreGetQuery(babyId ? { resource: 'baby', id: babyId } : skipToken);
  const babies = useCentreListQuery(motherId ? { resource: 'baby', params: { mother: motherId, limit: 100 } } : skipToken);
  const motherName = String(mother.currentData?.name ?? '');
  // Before a mother is picked: the babies whose mothers stay in the centre today (spec: ?from_date&duration).
  const today = todayTaipei();
  const staying = useCentreListQuery(
    motherId ? skipToken : { resource: 'baby', params: { from_date: today, duration: 1, limit: 100 } },
  );

  let main;
  if (!motherId) main = <Empty description={t('babies.pickMother')} />;
  else if (ui === 'create')
    main = (
      <ResourceForm
        def={babyDef}
        fixed={{ mother: motherId }}
        onSaved={(saved) => dispatch(babySelected(saved.id))}
        onCancel={() => dispatch(babyUiChanged('normal'))}
      />
    );
  else if (!babyId) main = <Empty description={t('babies.pickBaby')} />;
  else if (!baby) main = babyError ? <ApiErrorAlert error={babyError} /> : <Spin />;
  else
    main = (
      <WrapTabs
        label={t('babies.tabs')}
        activeKey={tab}
        onChange={(key) => dispatch(babyTabSelected(key))}
        items={[
          {
            key: 'babyInfo',
            label: t('babies.tab'),
            children: (
              <ResourceRecord
                def={babyDef}
                id={babyId}
                editing={ui === 'edit'}
                onEditingChange={(editing) => dispatch(babyUiChanged(editing ? 'edit' : 'normal'))}
                // Spec 4: updating a baby sets the selected baby.
                onSaved={(saved) => dispatch(babyUpdated(saved.id))}
                onDeleted={() => dispatch(babySelected(null))}
              />
            ),
          },
          ...babyTabs.map((def) => ({
            key: def.name,
            label: t(`${def.name}.label`),
            children:
              // Health records add the weight and bilirubin charts above the generic list.
              def.name === babyHealthRecord.name ? (
                <Suspense fallback={<Spin />}>
                  <HealthRecordsTab baby={baby} />
                </Suspense>
              ) : (
                <>
                  {/* What is due and done (the schedule) above every milestone recorded. */}
                  {def.name === newbornMilestone.name && <MilestonesSection baby={baby} />}
                  {/* The care log: the last 24 hours (totals, a warning, the time line) above every event. */}
                  {def.name === babyCareEvent.name && <CareLogSection baby={baby} />}
                  <RelatedRecords def={def} field="baby" id={babyId} />
                </>
              ),
          })),
        ]}
      />
    );

  return (
    <div className="pnc-dashboard">
      <Card className="pnc-mother-search" size="small" title={t('babies.find')}>
        <Form layout="vertical">
          <Form.Item label={t('baby.fields.mother')} htmlFor="baby-mother" className="pnc-tight">
            <RefSelect
              id="baby-mother"
              target="mother"
              value={motherId}
              placeholder={t('babies.searchMother')}
              onChange={(id) => dispatch(babyMotherSelected(id))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
        {!motherId && (
          <>
            <div className="pnc-pick-head pnc-muted">
              {t('babies.staying')}
              {staying.isFetching && <Spin size="small" />}
            </div>
            {/* A list that failed to load says so, with a retry: never an empty list. */}
            {staying.isError && <ApiErrorAlert error={staying.error} onRetry={() => void staying.refetch()} />}
            <ul className="pnc-pick-list" aria-label={t('babies.staying')}>
              {(staying.isError ? [] : (staying.data?.results ?? [])).map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    className="pnc-mother-pick"
                    data-testid="baby-staying"
                    onClick={() => dispatch(babyOpened({ mother: Number(b.mother), baby: b.id }))}
                  >
                    <span className="pnc-mother-name">{String(b.name)}</span>
                    <span className="pnc-muted">
                      <RefText target="mother" id={Number(b.mother)} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {motherId && (
          <>
            <div className="pnc-pick-head pnc-muted">
              {t('babies.of', { name: motherName })}
              {babies.isFetching && <Spin size="small" />}
            </div>
            {babies.isError && <ApiErrorAlert error={babies.error} onRetry={() => void babies.refetch()} />}
            {!babies.isError && babies.data?.results.length === 0 && <p className="pnc-muted">{t('babies.none')}</p>}
            <ul className="pnc-pick-list" aria-label={t('babies.of', { name: motherName })}>
              {(babies.data?.results ?? []).map((b) => (
                <li key={b.id} className={b.id === babyId ? 'is-selected' : undefined}>
                  <button
                    type="button"
                    className="pnc-mother-pick"
                    data-testid="baby-result"
                    aria-current={b.id === babyId || undefined}
                    onClick={() => dispatch(babySelected(b.id))}
                  >
                    <span className="pnc-mother-name">{String(b.name)}</span>
                    <span className="pnc-muted">{enumText(t, 'baby', 'gender', String(b.gender))}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Button icon={<PlusOutlined />} onClick={() => dispatch(babyUiChanged('create'))} block>
              {t('babies.new')}
            </Button>
          </>
        )}
      </Card>
      <Card
        className="pnc-dashboard-main"
        title={babyId ? String(baby?.name ?? `#${babyId}`) : motherName || undefined}
        extra={babyId && ui !== 'create' && <PrintButton to={printBabyPath(babyId)} label={t('print.baby.open')} />}
      >
        {babyId && ui !== 'create' && <OpenFlagsPanel baby={babyId} />}
        {main}
      </Card>
    </div>
  );
}
