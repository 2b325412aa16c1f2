import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { taipeiToday } from '@pnc/schemas/centre/define-spec';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { displayPhone } from '@pnc/schemas/centre/tw-identity';
import { skipToken } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../lib/money';
import { pickLang } from '../../../lib/pick-lang';
import { selectUser } from '../../account/userSlice';
import type { CentreRecord } from '../centre-events';
import { useCentreGetQuery, useCentreListQuery, useCentreStaffQuery, useCentreUsersQuery } from './resource-api';
import { shownValue } from './shown-values';
import { centreDateTime } from '../../../lib/day-format';

const ranks = { customer: 0, staff: 1, manager: 2, admin: 3 } as const;
/** Whether the signed-in user's role reaches `needed` (staff < manager < admin). */
export function useRoleAtLeast(needed: keyof typeof ranks) {
  const role = useAppSelector(selectUser)?.role;
  return !!role && ranks[role] >= ranks[needed];
}

/** The words naming a record: its display field (a `_tw` field follows the current language). */
export function displayOf(def: ResourceDefinition | undefined, record: Record<string, unknown> | undefined, lang: string) {
  if (!record) return '';
  if (!def) return String(record.display_name || record.username || `#${String(record.id)}`);
  if (def.display.endsWith('_tw')) return pickLang(record, def.display.slice(0, -3), lang);
  const v = record[def.display];
  const f = def.fields[def.display];
  return v == null ? `#${String(record.id)}` : formatPlain(f, v);
}

/**
 * A row as offered for picking among many (pickers, search results): its display words, then the values of its
 * definition's pickDetail that are known, so two alike are told apart: 林小美 · 301 · 生產日期 2026-05-01. A value
 * is worded by `pick.<resource>.<field>` when the texts have it, a date still ahead by its `_ahead` form.
 */
export function pickLabelOf(
  def: ResourceDefinition | undefined,
  record: Record<string, unknown> | undefined,
  lang: string,
  t: TFunction,
) {
  const parts = [displayOf(def, record, lang)];
  for (const name of def?.pickDetail ?? []) {
    const v = record?.[name];
    if (v == null || v === '') continue;
    const f = def!.fields[name];
    const value = formatPlain(f, v);
    const ahead = f?.type === 'date' && String(v) > taipeiToday();
    parts.push(t(`pick.${def!.name}.${name}`, { value, defaultValue: value, ...(ahead && { context: 'ahead' }) }));
  }
  return parts.join(' · ');
}

export function formatPlain(f: FieldSpec | undefined, v: unknown): string {
  if (f?.type === 'date') return String(v);
  if (f?.type === 'datetime') return centreDateTime(String(v));
  if (f?.type === 'money') return formatMoney(Number(v));
  if (f?.format === 'phone') return displayPhone(String(v));
  return String(v);
}

/** Status tones with text contrast ≥ 4.5:1 on their tint (antd's green and gold tags fall short). */
const statusTones: Record<string, 'ok' | 'busy' | 'warn' | 'bad' | 'neutral'> = {
  available: 'ok',
  occupied: 'busy',
  cleaning: 'warn',
  maintenance: 'bad',
  in_use: 'busy',
  reserved: 'neutral',
  checked_in: 'busy',
  completed: 'ok',
  cancelled: 'bad',
  reported: 'warn',
  in_progress: 'busy',
  fixed: 'ok',
};

/** A status value as a small coloured pill. */
export function StatusTag({ resource, value }: { resource: string; value: string }) {
  const { t } = useTranslation('centre');
  return (
    <span className={`pnc-status pnc-status-${statusTones[value] ?? 'neutral'}`}>{enumText(t, resource, 'status', value)}</span>
  );
}

/** One value as the staff read it: enums in words, money as NT$, dates local, flags yes/no, refs by name. */
export function FieldValue({
  def,
  name,
  value: stored,
  row,
}: {
  def: ResourceDefinition;
  name: string;
  value: unknown;
  /** The record it belongs to, for values shown by their row (shown-values.ts). */
  row?: Record<string, unknown>;
}) {
  const { t } = useTranslation('centre');
  const value = shownValue(def, name, stored, row);
  const f = def.fields[name];
  if (value === null || value === undefined || value === '') return <span className="pnc-muted">—</span>;
  if (!f) return <>{String(value)}</>;
  switch (f.type) {
    case 'enum':
      return name === 'status' ? (
        <StatusTag resource={def.name} value={String(value)} />
      ) : (
        <>{enumText(t, def.name, name, String(value))}</>
      );
    case 'ref':
      return <RefText target={f.ref!} id={typeof value === 'object' ? (value as { id: number }).id : Number(value)} />;
    case 'bool':
      return <>{t(value ? 'generic.yes' : 'generic.no')}</>;
    case 'json':
      return <pre className="pnc-json">{JSON.stringify(value, null, 2)}</pre>;
    case 'longtext':
      return <span className="pnc-pre">{String(value)}</span>;
    default:
      return <>{formatPlain(f, value)}</>;
  }
}

export const enumText = (t: TFunction, resource: string, field: string, value: string) =>
  t(`${resource}.values.${field}.${value}`, { defaultValue: value });

/**
 * id → display words for a ref target, from one list load of the target (cached and shared by every cell).
 * The account table's users are readable by managers only; staff name them from the staff directory.
 */
export function useRefLabels(target: string) {
  const { i18n } = useTranslation();
  const def = resourceByName(target);
  const manager = useRoleAtLeast('manager');
  const limit = Math.min(def?.list.maxLimit ?? 1000, 1000);
  const list = useCentreListQuery(def ? { resource: target, params: { limit } } : skipToken);
  const users = useCentreUsersQuery(!def && target === 'user' && manager ? { limit: 1000 } : skipToken);
  const staff = useCentreStaffQuery(!def && target === 'user' && !manager ? undefined : skipToken);
  const me = useAppSelector(selectUser);
  const rows = def ? list.data?.results : ((manager ? users.data?.results : staff.data) as CentreRecord[] | undefined);
  return useMemo(() => {
    const map = new Map<number, string>();
    // Staff cannot read the user list, but always know themselves.
    if (target === 'user' && me) map.set(me.id, me.display_name || me.username);
    for (const r of rows ?? []) map.set(r.id, displayOf(def, r, i18n.language));
    return map;
  }, [rows, def, i18n.language, target, me]);
}

/** A ref shown by its target's display field; a record outside the loaded list is read by id. */
export function RefText({ target, id }: { target: string; id: number }) {
  const labels = useRefLabels(target);
  const { i18n } = useTranslation();
  const def = resourceByName(target);
  const known = labels.get(id);
  const one = useCentreGetQuery(!known && def && labels.size > 0 ? { resource: target, id } : skipToken);
  const text = known ?? (one.data ? displayOf(def, one.data, i18n.language) : `#${id}`);
  return <>{text}</>;
}
