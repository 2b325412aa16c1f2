import { LogoutOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { mother as motherDef } from '@pnc/schemas/centre/mother';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Empty, Form, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { motherUpdated } from '../centre-events';
import { motherDashboard } from '../centre-state';
import { EpdsButton } from '../epds/epds-button';
import { OpenFlagsPanel } from '../flags/open-flags-panel';
import { motherOpened, motherSelected, motherTabSelected, motherUiChanged } from '../motherDashboardSlice';
import { PrintButton } from '../print/print-button';
import { printBillPath } from '../print/print-paths';
import { ApiErrorAlert } from '../resource/api-error';
import { formatPlain, pickLabelOf } from '../resource/display';
import { RelatedRecords, relatedResources } from '../resource/related-records';
import { useCentreGetQuery, useCentreListQuery } from '../resource/resource-api';
import { ResourceForm } from '../resource/resource-form';
import { ResourceRecord } from '../resource/resource-record';
import { WrapTabs } from '../resource/wrap-tabs';
import { BillingTab } from './billing-tab';
import { CheckoutModal } from './checkout-modal';
import { ConsentStatus } from './consent-status';
import { ExportRecords } from './export-records';

/** The spec's tabs first (contract, check-in, stays), then every other resource with a mother filter. */
const motherTabs = relatedResources('mother', ['contract', 'mom_checkin_record', 'mom_living_record', 'baby']);

/** Mother search (GET /api/mother/?limit=100, name and phone only when given); each found by name, room and delivery date. */
function MotherSearch() {
  const { t, i18n } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const { motherId } = useAppSelector(motherDashboard.selectors.selectMotherDashboard);
  const [query, setQuery] = useState<{ name?: string; phone?: string }>({});
  const { data, error, isFetching } = useCentreListQuery({ resource: 'mother', params: { limit: 100, ...query } });
  return (
    <Card className="pnc-mother-search" title={t('mothers.find')} size="small">
      <Form
        name="mother-search"
        layout="vertical"
        onFinish={(v: { name?: string; phone?: string }) =>
          setQuery({ ...(v.name?.trim() && { name: v.name.trim() }), ...(v.phone?.trim() && { phone: v.phone.trim() }) })
        }
      >
        <Form.Item name="name" label={t('mother.fields.name')} className="pnc-tight">
          <Input allowClear data-testid="mother-search-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('mother.fields.phone')} className="pnc-tight">
          <Input allowClear inputMode="tel" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="mother-search">
            {t('mothers.search')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              dispatch(motherSelected(null));
              dispatch(motherUiChanged('create'));
            }}
          >
            {t('mothers.new')}
          </Button>
        </Space>
      </Form>
      {error && <ApiErrorAlert error={error} />}
      <div className="pnc-pick-head pnc-muted">
        {t('generic.total', { count: data?.count ?? 0 })}
        {isFetching && <Spin size="small" />}
      </div>
      <ul className="pnc-pick-list" aria-label={t('mothers.results')}>
        {(data?.results ?? []).map((m) => (
          <li key={m.id} className={m.id === motherId ? 'is-selected' : undefined}>
            <button
              type="button"
              className="pnc-mother-pick"
              data-testid="mother-result"
              aria-current={m.id === motherId || undefined}
              onClick={() => dispatch(motherSelected(m.id))}
            >
              {/* Her room and delivery date tell two mothers of one name apart. */}
              <span className="pnc-mother-name">{pickLabelOf(motherDef, m, i18n.language, t)}</span>
              <span className="pnc-muted">{formatPlain(motherDef.fields.phone, m.phone ?? '')}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /centre/mothers — search, pick a mother, then her record and everything kept about her, one tab each. */
export default function MotherDashboard() {
  const { t } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const { tab, ui, motherId } = useAppSelector(motherDashboard.selectors.selectMotherDashboard);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // The same read as the record tab (one cached request): her name and phone in the title.
  const mother = useCentreGetQuery(motherId && ui !== 'create' ? { resource: 'mother', id: motherId } : skipToken).currentData;

  let main;
  if (ui === 'create') {
    main = (
      <Card title={t('mothers.new')}>
        <ResourceForm
          def={motherDef}
          onSaved={(saved) => dispatch(motherOpened({ id: saved.id, tab: 'mother' }))}
          onCancel={() => dispatch(motherUiChanged('normal'))}
        />
      </Card>
    );
  } else if (!motherId) {
    main = (
      <Card>
        <Empty description={t('mothers.pick')} />
      </Card>
    );
  } else {
    main = (
      <Card className="pnc-dashboard-card">
        {/* Her name and phone stay whole: when the row is too narrow the actions wrap below them. */}
        <div className="pnc-dashboard-head">
          <h2 className="pnc-dashboard-title" data-testid="selected-mother">
            {String(mother?.name ?? `#${motherId}`)}
            <span className="pnc-muted">{formatPlain(motherDef.fields.phone, mother?.phone ?? '')}</span>
          </h2>
          <Space wrap className="pnc-dashboard-actions">
            <PrintButton to={printBillPath(motherId)} label={t('print.bill.open')} />
            <ExportRecords mother={motherId} />
            <EpdsButton mother={motherId} />
            <Button icon={<LogoutOutlined />} onClick={() => setCheckoutOpen(true)} data-testid="checkout-open">
              {t('checkout.action')}
            </Button>
          </Space>
        </div>
        <OpenFlagsPanel mother={motherId} />
        <ConsentStatus mother={motherId} />
        <WrapTabs
          label={t('mothers.tabs')}
          activeKey={tab}
          onChange={(key) => dispatch(motherTabSelected(key))}
          items={[
            {
              key: 'mother',
              label: t('mothers.tab'),
              children: (
                <ResourceRecord
                  def={motherDef}
                  id={motherId}
                  editing={ui === 'edit'}
                  onEditingChange={(editing) => dispatch(motherUiChanged(editing ? 'edit' : 'normal'))}
                  // Spec 4: updating a mother sets the selected mother.
                  onSaved={(saved) => dispatch(motherUpdated(saved.id))}
                  onDeleted={() => dispatch(motherSelected(null))}
                />
              ),
            },
            ...motherTabs.map((def) => ({
              key: def.name,
              label: t(`${def.name}.label`),
              children:
                // Billing adds her balance above the generic list.
                def.name === momBillingRecord.name ? (
                  <BillingTab mother={motherId} />
                ) : (
                  <RelatedRecords def={def} field="mother" id={motherId} />
                ),
            })),
          ]}
        />
        <CheckoutModal
          mother={motherId}
          name={String(mother?.name ?? '')}
          open={checkoutOpen}
          onClose={() => setCheckoutOpen(false)}
        />
      </Card>
    );
  }
  return (
    <div className="pnc-dashboard">
      <MotherSearch />
      <div className="pnc-dashboard-main">{main}</div>
    </div>
  );
}
