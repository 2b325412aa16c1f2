import { contract } from '@pnc/schemas/centre/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractRow } from '../../../test/contract-row';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { ResourceRecord } from './resource-record';

const stamps = { created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' };

describe("a contract's cancel action", () => {
  it.each([
    ['en', 'Cancel contract', 'Contract cancelled'],
    ['tw', '取消合約', '合約已取消'],
  ] as const)('lets a manager cancel a reserved contract, after asking (%s)', async (lang, action, done) => {
    const { calls } = mockFetch({
      'GET /api/contract/1/': { status: 200, body: { ...contractRow({ status: 'reserved' }), ...stamps } },
      'POST /api/contract/1/cancel/': { status: 200, body: { ...contractRow({ status: 'cancelled' }), ...stamps } },
    });
    await renderCentrePage(<ResourceRecord def={contract} id={1} />, { role: 'manager', lang });
    fireEvent.click(await screen.findByTestId('contract-cancel'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = await screen.findAllByRole('button', { name: action });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/contract/1/cancel/'))).toBe(true));
    expect(await screen.findByText(done)).toBeInTheDocument();
  }, 120_000);

  it.each([
    ['staff', 'reserved'],
    ['manager', 'checked_in'],
  ] as const)('is not offered to %s, nor for a contract %s', async (role, status) => {
    mockFetch({ 'GET /api/contract/1/': { status: 200, body: { ...contractRow({ status }), ...stamps } } });
    await renderCentrePage(<ResourceRecord def={contract} id={1} />, { role, lang: 'en' });
    await screen.findByTestId('detail-contract');
    expect(screen.queryByTestId('contract-cancel')).toBeNull();
  }, 120_000);
});
