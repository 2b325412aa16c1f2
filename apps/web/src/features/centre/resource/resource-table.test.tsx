import { contract } from '@pnc/schemas/centre/contract';
import { mother } from '@pnc/schemas/centre/mother';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractRow } from '../../../test/contract-row';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { relatedResources } from './related-records';
import { ResourceTable } from './resource-table';

setUpCentreComponentTests();

describe('the generic list', () => {
  it('shows the definition columns: refs by name, money as NT$, enums in words; its filters; paged', async () => {
    const { calls } = mockFetch({
      'GET /api/contract/': pageReply([contractRow()]),
      'GET /api/mother/': pageReply([{ id: 4, name: 'Lin Mei', phone: '0912' }]),
      'GET /api/room_type/': pageReply([{ id: 2, name_tw: '豪華套房', name_en: 'Deluxe' }]),
    });
    renderInStore(<ResourceTable def={contract} />);
    const row = (await screen.findByText('C-1')).closest('tr')!;
    expect(within(row).getByText('NT$179,200')).toBeInTheDocument();
    expect(within(row).getByText('Checked in')).toBeInTheDocument();
    expect(await within(row).findByText('Lin Mei')).toBeInTheDocument();
    expect(await within(row).findByText('Deluxe')).toBeInTheDocument();
    for (const header of ['Contract no.', 'Mother', 'Expected date', 'Room type', 'Days', 'Total amount', 'Status'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // Declared filters: mother (ref), status (enum), expected date range.
    expect(screen.getAllByLabelText('Status').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Expected date').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Mother').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url.startsWith('/api/contract/'))!.url).toBe('/api/contract/?limit=20&offset=0');
  });

  it('a fixed filter is sent and its column and control are left out', async () => {
    const { calls } = mockFetch({ 'GET /api/contract/': pageReply([]) });
    renderInStore(<ResourceTable def={contract} fixed={{ mother: 4 }} />);
    await screen.findByRole('columnheader', { name: 'Contract no.' });
    expect(screen.queryByRole('columnheader', { name: 'Mother' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/contract/?mother=4&limit=20&offset=0')).toBe(true);
  });
});

describe('dashboard tabs', () => {
  it("every resource with a mother ref and a mother filter is a tab of the mother's dashboard", () => {
    const names = relatedResources('mother', ['contract']).map((r) => r.name);
    expect(names[0]).toBe('contract');
    expect(names).toEqual(expect.arrayContaining(['baby', 'mom_checkin_record', 'mom_living_record']));
    expect(names).not.toContain(mother.name);
    expect(relatedResources('baby').map((r) => r.name)).toContain('baby_health_record');
  });
});
