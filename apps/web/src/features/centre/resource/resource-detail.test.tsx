import { mother } from '@pnc/schemas/centre/mother';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { ResourceDetail } from './resource-detail';

describe('a record’s details', () => {
  it('mask the national ID as lists do (the edit form is where the full value is seen)', async () => {
    mockFetch({});
    const record = {
      id: 4,
      name: '林小美',
      phone: '0912-345-678',
      national_id: 'A123456789',
      created_at: '2026-03-01T00:00:00.000Z',
      updated_at: '2026-03-01T00:00:00.000Z',
    };
    await renderCentrePage(<ResourceDetail def={mother} record={record} />, { lang: 'tw' });
    const detail = await screen.findByTestId('detail-mother');
    expect(within(detail).getByText('A1******89')).toBeInTheDocument();
    expect(detail).not.toHaveTextContent('A123456789');
    expect(within(detail).getByText('林小美')).toBeInTheDocument();
  }, 120_000);
});
