import { createAction } from '@reduxjs/toolkit';

export type CentreRecord = { id: number; [field: string]: unknown };

/** Events the dashboards react to: an updated record, by id, becomes the selected one. */
export const motherUpdated = createAction<number>('centre/motherUpdated');
export const babyUpdated = createAction<number>('centre/babyUpdated');
