import type { FilterSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client';
import { CentreDatePicker } from '../../../components/centre-date-picker';
import { FilterNumber } from '../../../components/number-input';
import { enumText } from './display';
import { numberOptions } from './form-model';
import { RefSelect } from './ref-select';

const day = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : undefined);
const fromDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null);

/** The query parameters a filter spec owns (what define.ts's ListQuery reads). */
function filterParams(flt: FilterSpec): string[] {
  switch (flt.op) {
    case 'eq':
    case 'contains':
      return [flt.field];
    case 'range':
      return [`${flt.field}_from`, `${flt.field}_to`];
    case 'window':
      return ['from_date', 'duration'];
    case 'custom':
      return Object.keys(flt.params);
  }
}

const customLabel = (t: TFunction, def: ResourceDefinition, name: string, param: string) =>
  t(`generic.param.${param}`, { defaultValue: def.fields[param] ? t(`${def.name}.fields.${param}`) : `${name}.${param}` });

interface Props {
  def: ResourceDefinition;
  value: Query;
  onChange: (next: Query) => void;
  /** Parameters the page fixes (e.g. ?mother= on a dashboard tab): their filter is not shown. */
  hidden?: string[];
}

/** One control per declared filter of a definition, by the filtered field's type. */
export function ListFilters({ def, value, onChange, hidden = [] }: Props) {
  const { t } = useTranslation('centre');
  const set = (patch: Query) => onChange({ ...value, ...patch });
  const controls = def.list.filters
    .filter((flt) => !filterParams(flt).some((p) => hidden.includes(p)))
    .flatMap((flt, i) => {
      const key = `${flt.op}-${i}`;
      if (flt.op === 'contains') {
        const label = t('generic.search', { field: t(`${def.name}.fields.${flt.field}`) });
        return [
          <Input.Search
            key={key}
            allowClear
            placeholder={label}
            aria-label={label}
            defaultValue={String(value[flt.field] ?? '')}
            onSearch={(v) => set({ [flt.field]: v.trim() || undefined })}
            className="pnc-filter"
          />,
        ];
      }
      if (flt.op === 'eq') {
        const f = def.fields[flt.field]!;
        const label = t(`${def.name}.fields.${flt.field}`);
        const common = { placeholder: label, 'aria-label': label, className: 'pnc-filter' };
        if (f.type === 'enum' || f.type === 'bool')
          return [
            <Select
              key={key}
              {...common}
              allowClear
              value={value[flt.field] == null ? undefined : String(value[flt.field])}
              onChange={(v?: string) => set({ [flt.field]: v })}
              options={
                f.type === 'enum'
                  ? (f.values ?? []).map((v) => ({ value: v, label: enumText(t, def.name, flt.field, v) }))
                  : [
                      { value: 'true', label: `${label}: ${t('generic.yes')}` },
                      { value: 'false', label: `${label}: ${t('generic.no')}` },
                    ]
              }
            />,
          ];
        if (f.type === 'ref')
          return [
            <RefSelect
              key={key}
              {...common}
              target={f.ref!}
              value={value[flt.field] == null ? null : Number(value[flt.field])}
              onChange={(v) => set({ [flt.field]: v ?? undefined })}
            />,
          ];
        if (f.type === 'date')
          return [
            <CentreDatePicker
              key={key}
              {...common}
              value={fromDay(value[flt.field])}
              onChange={(d) => set({ [flt.field]: day(d) })}
            />,
          ];
        return [
          <FilterNumber
            key={key}
            label={label}
            className="pnc-filter"
            options={numberOptions(f)}
            value={value[flt.field] == null ? undefined : Number(value[flt.field])}
            onChange={(v) => set({ [flt.field]: v })}
          />,
        ];
      }
      if (flt.op === 'range') {
        const label = t(`${def.name}.fields.${flt.field}`);
        return [
          <CentreDatePicker.RangePicker
            key={key}
            aria-label={label}
            placeholder={[`${label} ${t('generic.from')}`, `${label} ${t('generic.to')}`]}
            value={[fromDay(value[`${flt.field}_from`]), fromDay(value[`${flt.field}_to`])]}
            allowEmpty={[true, true]}
            onChange={(r) => set({ [`${flt.field}_from`]: day(r?.[0]), [`${flt.field}_to`]: day(r?.[1]) })}
            className="pnc-filter-wide"
          />,
        ];
      }
      // window and custom: their typed parameters (from_date + duration, or what the server reads).
      const params: Record<string, 'date' | 'int' | 'text'> =
        flt.op === 'window' ? { from_date: 'date', duration: 'int' } : flt.params;
      return Object.entries(params).map(([param, kind]) => {
        const label = customLabel(t, def, flt.op === 'custom' ? flt.name : 'window', param);
        const k = `${key}-${param}`;
        if (kind === 'date')
          return (
            <CentreDatePicker
              key={k}
              placeholder={label}
              aria-label={label}
              value={fromDay(value[param])}
              onChange={(d) => set({ [param]: day(d) })}
              className="pnc-filter"
            />
          );
        if (kind === 'int')
          return (
            <FilterNumber
              key={k}
              label={label}
              className="pnc-filter"
              options={{ scale: 0, min: 1, max: 366 }}
              value={value[param] == null ? undefined : Number(value[param])}
              onChange={(v) => set({ [param]: v })}
            />
          );
        return (
          <Input
            key={k}
            placeholder={label}
            aria-label={label}
            allowClear
            value={String(value[param] ?? '')}
            onChange={(e) => set({ [param]: e.target.value || undefined })}
            className="pnc-filter"
          />
        );
      });
    });
  if (!controls.length) return null;
  return <div className="pnc-filters">{controls}</div>;
}
