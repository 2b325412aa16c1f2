import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import type { WithSlice } from '@reduxjs/toolkit';
import i18n from '../../app/i18n';
import { rootReducer } from '../../app/store';
import enCentre from '../../locales/en/centre.json';
import twCentre from '../../locales/tw/centre.json';
import './centre-errors-i18n';
import { babyDashboardSlice } from './babyDashboardSlice';
import { resourceBundle } from './resource/resource-i18n';
import { centreListsSlice } from './centreListsSlice';
import { motherDashboardSlice } from './motherDashboardSlice';
import { topNavSlice } from './topNavSlice';

// spare_part_record has hand-written routes (not in centreResources) but its fields are shown like the others.
const textDefinitions = [...centreResources, sparePartRecord] as readonly ResourceDefinition[];

declare module '../../app/store' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof centreListsSlice>,
      WithSlice<typeof topNavSlice>,
      WithSlice<typeof motherDashboardSlice>,
      WithSlice<typeof babyDashboardSlice> {}
}

/** Runs when the centre chunk loads: its slices and texts join the store and i18next only then. */
export const centreLists = centreListsSlice.injectInto(rootReducer);
export const topNav = topNavSlice.injectInto(rootReducer);
export const motherDashboard = motherDashboardSlice.injectInto(rootReducer);
export const babyDashboard = babyDashboardSlice.injectInto(rootReducer);

i18n.addResourceBundle('tw', 'centre', twCentre, true, true);
i18n.addResourceBundle('en', 'centre', enCentre, true, true);
// Field, label and enum texts of every resource come from the definitions, not from JSON.
i18n.addResourceBundle('tw', 'centre', resourceBundle('tw', textDefinitions), true, false);
i18n.addResourceBundle('en', 'centre', resourceBundle('en', textDefinitions), true, false);
