import { resourceByName } from '@pnc/schemas/centre/resources';
import { skipToken } from '@reduxjs/toolkit/query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { pickLabelOf, useRefLabels } from './display';
import { useCentreListQuery, useCentreStaffQuery } from './resource-api';

interface Props {
  target: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  /** Keys typed into its search (a form keeps Enter that picks a row from sending it). */
  onInputKeyDown?: React.KeyboardEventHandler<HTMLInputElement>;
  'aria-label'?: string;
  /**
   * Only the target's rows that belong to this record (`{ mother: 12 }`: that mother's contracts), by the target's
   * `eq` filters; null while that record is not chosen yet: nothing is listed.
   */
  scope?: Record<string, number> | null;
  /** The row picked (undefined when cleared), for a form that fills other fields from it. */
  onPick?: (row: CentreRecord | undefined) => void;
}

/** Waits until typing pauses, so a search is one request, not one per key. */
function useDebounced<T>(value: T, ms = 300) {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}

/**
 * A searchable picker over a ref's target list. Searching goes to the server when the target declares a
 * `contains` filter (mother by name, spare part by name); otherwise its list is small and is filtered here.
 */
export function RefSelect({ target, value, onChange, scope, onPick, ...rest }: Props) {
  const { t, i18n } = useTranslation('centre');
  const def = resourceByName(target);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const contains = def?.list.filters.find((f) => f.op === 'contains');
  const serverSearch = !!contains && 'field' in contains;
  const params = {
    limit: serverSearch ? 30 : Math.min(def?.list.maxLimit ?? 1000, 1000),
    ...(serverSearch && term && { [contains.field]: term }),
    ...scope,
  };
  const list = useCentreListQuery(def && scope !== null ? { resource: target, params } : skipToken);
  // People are picked from the staff directory (active staff accounts only) whatever the picker's role: a
  // customer is never offered for a shift or any other staff field.
  const staff = useCentreStaffQuery(!def && target === 'user' ? undefined : skipToken);
  const labels = useRefLabels(target);

  const options = useMemo(() => {
    const people = staff.data?.filter((p) => p.is_active);
    const rows = (def ? list.data?.results : (people as CentreRecord[] | undefined)) ?? [];
    // Each option tells itself apart from one named alike (a mother's room and delivery date: pickDetail).
    const opts = rows.map((r) => ({ value: r.id, label: pickLabelOf(def, r, i18n.language, t) }));
    // Until the directory answers (or if it cannot), staff can still pick themselves (a nurse signing her own record).
    if (!def && target === 'user' && !staff.data) for (const [id, label] of labels) opts.push({ value: id, label });
    // Keep the current value named even when the search does not return it.
    if (value != null && !opts.some((o) => o.value === value)) opts.unshift({ value, label: labels.get(value) ?? `#${value}` });
    return opts;
  }, [def, list.data, staff.data, value, labels, i18n.language, target, t]);

  return (
    <Select
      showSearch={{
        filterOption: serverSearch
          ? false
          : (input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase()),
        onSearch: setSearch,
      }}
      value={value ?? undefined}
      onChange={(v: number | undefined) => {
        onChange?.(v ?? null);
        onPick?.(v == null ? undefined : list.data?.results.find((r) => r.id === v));
      }}
      options={options}
      loading={list.isFetching || staff.isFetching}
      notFoundContent={t('generic.noMatch')}
      allowClear
      {...rest}
    />
  );
}
