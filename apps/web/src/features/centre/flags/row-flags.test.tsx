import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { babyMomRoomingInRecord } from '@pnc/schemas/centre/baby-mom-rooming-in-record';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore } from '../../../test/render-in-store';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { ResourceTable } from '../resource/resource-table';
import { rowFlags } from './row-flags';

setUpCentreComponentTests();

describe('row flags (the rules of flags.ts on each resource)', () => {
  it('raises EPDS and fever on evaluations, fever on nursing records and visits, with the value', () => {
    expect(rowFlags('mom_checkedin_eval', { epds_score: 13, temperature_c: 37.2 })).toEqual([
      { kind: 'epds', field: 'epds_score', value: 13 },
    ]);
    expect(rowFlags('mom_checkedin_eval', { epds_score: 12, temperature_c: 38 }).map((f) => f.kind)).toEqual(['fever']);
    expect(rowFlags('mom_caring_record', { temperature_c: 38.4 }).map((f) => f.kind)).toEqual(['fever']);
    expect(rowFlags('visit_record', { temperature_c: 37.9 })).toEqual([]);
    expect(rowFlags('mom_caring_record', { temperature_c: null })).toEqual([]);
    expect(rowFlags('room', { temperature_c: 40 })).toEqual([]);
  });

  it("compares a baby's weight with its birth weight only when that is known", () => {
    const row = { baby: 3, weight_g: 2690, temperature_c: 36.8 };
    expect(rowFlags('baby_health_record', row)).toEqual([]);
    const [flag] = rowFlags('baby_health_record', row, 3000);
    expect(flag).toMatchObject({ kind: 'weightLoss', value: 2690 });
    expect(flag!.loss).toBeCloseTo(0.1033, 3);
    // Exactly 10 % lost is flagged (flags.ts: 10 % or more), one gram less is not.
    expect(rowFlags('baby_health_record', { ...row, weight_g: 2700 }, 3000).map((f) => f.kind)).toEqual(['weightLoss']);
    expect(rowFlags('baby_health_record', { ...row, weight_g: 2701 }, 3000)).toEqual([]);
  });

  it('flags a cold newborn (under 36.5 °C) but not a cold mother', () => {
    expect(rowFlags('baby_health_record', { baby: 3, temperature_c: 36.4 })).toEqual([
      { kind: 'cold', field: 'temperature_c', value: 36.4 },
    ]);
    expect(rowFlags('baby_health_record', { baby: 3, temperature_c: 36.5 })).toEqual([]);
    expect(rowFlags('mom_caring_record', { temperature_c: 36.0 })).toEqual([]);
  });
});

describe('flags in the generic list', () => {
  it('a flagged row shows its warning in words in the flag column; the others show none', async () => {
    mockFetch({
      'GET /api/mom_caring_record/': pageReply([
        { id: 1, mother: 4, recorded_at: '2026-03-02T00:30:00Z', temperature_c: 38.4, pulse: 90 },
        { id: 2, mother: 4, recorded_at: '2026-03-01T00:30:00Z', temperature_c: 36.9, pulse: 80 },
      ]),
    });
    renderInStore(<ResourceTable def={momCaringRecord} fixed={{ mother: 4 }} />);
    expect(await screen.findByRole('columnheader', { name: 'Flags' })).toBeInTheDocument();
    const hot = (await screen.findByText('38.4')).closest('tr')!;
    expect(within(hot).getByText('Fever ≥ 38 °C')).toBeInTheDocument();
    const normal = screen.getByText('36.9').closest('tr')!;
    expect(within(normal).queryByTestId('flag-fever')).toBeNull();
  });

  it("weight loss is judged against the row's baby's birth weight", async () => {
    mockFetch({
      'GET /api/baby_health_record/': pageReply([
        { id: 5, baby: 3, recorded_at: '2026-03-04T00:00:00Z', weight_g: 2650, temperature_c: 36.8 },
        { id: 6, baby: 3, recorded_at: '2026-03-03T00:00:00Z', weight_g: 2800, temperature_c: 36.9 },
      ]),
      'GET /api/baby/': pageReply([{ id: 3, name: 'Little Lin', mother: 4, gender: 'female', birth_weight_g: 3000 }]),
    });
    renderInStore(<ResourceTable def={babyHealthRecord} fixed={{ baby: 3 }} />);
    const low = (await screen.findByText('2650')).closest('tr')!;
    expect(await within(low).findByText('Weight loss ≥ 10 %')).toBeInTheDocument();
    expect(within(screen.getByText('2800').closest('tr')!).queryByTestId('flag-weightLoss')).toBeNull();
  });

  it('resources without flag rules get no flag column', async () => {
    mockFetch({ 'GET /api/baby_mom_rooming_in_record/': pageReply([]) });
    renderInStore(<ResourceTable def={babyMomRoomingInRecord} fixed={{ baby: 3 }} />);
    await screen.findByRole('columnheader', { name: babyMomRoomingInRecord.fields.start_at.label.en });
    expect(screen.queryByRole('columnheader', { name: 'Flags' })).toBeNull();
  });
});
