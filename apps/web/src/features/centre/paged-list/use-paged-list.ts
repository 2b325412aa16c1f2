import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 20;

/**
 * The state of a server-paged staff list: its filters and page as one query argument (`limit`, `offset`, then
 * the filters), the table's pagination with the total in words, and `setFilter`, which also goes back to page 1
 * because the page shown may lie past the end of what the new filter leaves.
 */
export function usePagedList<F extends object>(initialFilters: F) {
  const { t } = useTranslation('centre');
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const [filters, setFilters] = useState(initialFilters);
  return {
    filters,
    args: { limit: page.size, offset: (page.current - 1) * page.size, ...filters },
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage((p) => ({ ...p, current: 1 }));
    },
    pagination: (total = 0): TablePaginationConfig => ({
      current: page.current,
      pageSize: page.size,
      total,
      showTotal: (count) => t('generic.total', { count }),
      onChange: (current, size) => setPage({ current, size }),
    }),
  };
}
