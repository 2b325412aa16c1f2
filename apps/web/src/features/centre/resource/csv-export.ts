import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { AppDispatch } from '../../../app/store';
import { selectUser } from '../../account/userSlice';
import type { CentreRecord } from '../centre-events';
import { tableText } from './cell-text';
import { toCsv } from './csv';
import { displayOf, useRoleAtLeast } from './display';
import { downloadFile } from './download';
import { centreApi } from './resource-api';
import { todayTaipei } from '../planner/centre-days';

/** Every row of a list that matches `params`, read page by page at the definition's largest page. */
async function allRows(dispatch: AppDispatch, def: ResourceDefinition, params: Query): Promise<CentreRecord[]> {
  const limit = def.list.maxLimit ?? 1000;
  const rows: CentreRecord[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await dispatch(
      centreApi.endpoints.centreList.initiate(
        { resource: def.name, params: { ...params, limit, offset } },
        { subscribe: false, forceRefetch: true },
      ),
    ).unwrap();
    rows.push(...page.results);
    if (!page.next || page.results.length === 0) return rows;
  }
}

/**
 * Names of the records that `ids` refer to in `target`, read from the target's list page by page until all
 * are found (lists, not reads by id: a mother's read by id is audited, an export should not log hundreds).
 * Accounts come from the user list (managers) or the staff directory (staff).
 */
async function refNames(dispatch: AppDispatch, target: string, ids: Set<number>, manager: boolean, lang: string) {
  const names = new Map<number, string>();
  const def = resourceByName(target);
  const missing = () => [...ids].some((id) => !names.has(id));
  if (def) {
    // The first page has the same arguments as the table's name lookup (useRefLabels), so it is usually cached.
    const limit = Math.min(def.list.maxLimit ?? 1000, 1000);
    for (let offset = 0; missing(); offset += limit) {
      const params = offset ? { limit, offset } : { limit };
      const page = await dispatch(
        centreApi.endpoints.centreList.initiate({ resource: target, params }, { subscribe: false }),
      ).unwrap();
      for (const r of page.results) names.set(r.id, displayOf(def, r, lang));
      if (!page.next || page.results.length === 0) break;
    }
  } else if (target === 'user' && manager) {
    for (let offset = 0; missing(); offset += 1000) {
      const page = await dispatch(
        centreApi.endpoints.centreUsers.initiate({ limit: 1000, offset }, { subscribe: false }),
      ).unwrap();
      for (const u of page.results) names.set(u.id, displayOf(undefined, u, lang));
      if (!page.next || page.results.length === 0) break;
    }
  } else if (target === 'user') {
    const staff = await dispatch(centreApi.endpoints.centreStaff.initiate(undefined, { subscribe: false })).unwrap();
    for (const s of staff) names.set(s.id, displayOf(undefined, s, lang));
  }
  return names;
}

/**
 * "Export CSV" of a generic list: every row matching the table's filters and order (not just the page shown),
 * its columns with their translated titles, values as the table shows them, downloaded as a UTF-8 file.
 */
export function useCsvExport(def: ResourceDefinition, columns: readonly string[], params: Query) {
  const { t, i18n } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const manager = useRoleAtLeast('manager');
  const me = useAppSelector(selectUser);
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });

  const run = async () => {
    setState({ busy: true, error: null });
    try {
      const lang = i18n.language;
      const rows = await allRows(dispatch, def, params);
      const wanted = new Map<string, Set<number>>();
      for (const c of columns) {
        const f = def.fields[c];
        if (f?.type !== 'ref') continue;
        const ids = wanted.get(f.ref!) ?? new Set<number>();
        for (const r of rows) if (typeof r[c] === 'number') ids.add(r[c]);
        wanted.set(f.ref!, ids);
      }
      const names = new Map<string, Map<number, string>>();
      for (const [target, ids] of wanted) if (ids.size) names.set(target, await refNames(dispatch, target, ids, manager, lang));
      const lookup = (target: string, id: number) =>
        names.get(target)?.get(id) ?? (target === 'user' && me?.id === id ? me.display_name || me.username : undefined);
      const text = toCsv(tableText(def, columns, rows, t, lang, lookup));
      downloadFile(`${def.name}-${todayTaipei()}.csv`, text, 'text/csv;charset=utf-8');
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return { run, exporting: state.busy, error: state.error };
}
