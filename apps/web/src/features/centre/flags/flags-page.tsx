import { flagSeverities, type FlagSeverity } from '@pnc/schemas/centre/clinical-flag';
import { Empty, Pagination, Segmented, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../resource/api-error';
import { useClinicalFlagsQuery } from './clinical-flag-api';
import { FlagList } from './flag-list';
import { livePolling } from '../live-polling';

const statuses = ['open', 'acknowledged', 'all'] as const;
type Status = (typeof statuses)[number];
const PAGE_SIZE = 50;

const isStatus = (v: string | null): v is Status => (statuses as readonly string[]).includes(v ?? '');
const isSeverity = (v: string | null): v is FlagSeverity => (flagSeverities as readonly string[]).includes(v ?? '');

/**
 * /centre/flags — every clinical flag of the centre: open ones by default, urgent first, filtered by status and
 * severity (the page's state is its query, so a filtered list can be shared and survives a reload).
 */
export default function FlagsPage() {
  const { t } = useTranslation('centre');
  const [search, setSearch] = useSearchParams();
  const status: Status = isStatus(search.get('status')) ? (search.get('status') as Status) : 'open';
  const severitySet = search.get('severity');
  const severity = isSeverity(severitySet) ? severitySet : undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, error, isFetching } = useClinicalFlagsQuery(
    {
      status,
      ...(severity && { severity }),
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    livePolling,
  );
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };

  return (
    <div className="pnc-flags-page">
      <Space wrap className="pnc-flags-filters">
        <Segmented
          aria-label={t('clinicalFlags.filter.status')}
          value={status}
          onChange={(v) => set({ status: v === 'open' ? null : String(v), page: null })}
          options={statuses.map((s) => ({ value: s, label: t(`clinicalFlags.filter.${s}`) }))}
          data-testid="flags-status"
        />
        <Select
          aria-label={t('clinicalFlags.filter.severity')}
          value={severity ?? 'any'}
          onChange={(v: string) => set({ severity: v === 'any' ? null : v, page: null })}
          options={[
            { value: 'any', label: t('clinicalFlags.filter.anySeverity') },
            ...flagSeverities.map((s) => ({ value: s, label: t(`clinicalFlags.severity.${s}`) })),
          ]}
          popupMatchSelectWidth={false}
          data-testid="flags-severity"
        />
        <span className="pnc-muted" data-testid="flags-count">
          {t('generic.total', { count: data?.count ?? 0 })}
        </span>
        {isFetching && <Spin size="small" />}
      </Space>
      {error && <ApiErrorAlert error={error} />}
      {data &&
        (data.results.length ? (
          <FlagList flags={data.results} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`clinicalFlags.none.${status}`)} />
        ))}
      {data && data.count > PAGE_SIZE && (
        <Pagination
          className="pnc-flags-pages"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={(p) => set({ page: p === 1 ? null : String(p) })}
        />
      )}
    </div>
  );
}
