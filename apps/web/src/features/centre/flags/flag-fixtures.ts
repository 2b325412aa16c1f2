import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';

/** Flags as the API answers them, for the web's tests. */
export const mother = { id: 11, name: '林怡君' };
export const baby = { id: 21, name: '小安' };

export function flag(overrides: Partial<ClinicalFlag> & Pick<ClinicalFlag, 'id' | 'rule' | 'severity'>): ClinicalFlag {
  return {
    mother,
    room: null,
    baby: null,
    source: { entity: 'epds_screening', id: 100 + overrides.id },
    value: null,
    detail: null,
    raised_at: '2026-11-25T01:00:00.000Z',
    acknowledged_at: null,
    acknowledged_by: null,
    acknowledgement: null,
    ...overrides,
  };
}
