import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import BillPrint from './bill-print';

const notFound = { status: 404, body: { status: 404, code: 'not_found', message: 'No mother with id 999.' } };
const empty = pageReply([]);

describe('a print view', () => {
  it('of an unknown mother says so, in the reader’s language, and offers nothing to print', async () => {
    mockFetch({
      'GET /api/mother/999/': notFound,
      'GET /api/contract/': empty,
      'GET /api/mom_living_record/': empty,
      'GET /api/mom_billing_record/': empty,
    });
    await renderCentrePage(<BillPrint motherId={999} />, { path: '/centre/print/bill/999', lang: 'tw' });
    expect(await screen.findByText('找不到這個項目。')).toBeInTheDocument();
    expect(screen.queryByTestId('print-now')).toBeNull();
    expect(screen.getByRole('button', { name: /返回/ })).toBeInTheDocument();
  }, 120_000);
});
