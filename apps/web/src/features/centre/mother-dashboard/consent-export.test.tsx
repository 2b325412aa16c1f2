import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectBaseApi } from '../../../app/api-mount';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { consentFixture } from '../print/consent-fixture';
import { ConsentStatus } from './consent-status';
import { ExportRecords } from './export-records';

const exported = {
  exported_at: '2026-11-26T03:00:00.000Z',
  exported_by: { id: 9, username: 'boss' },
  mother: { id: 4, name: '王小美' },
  babies: [],
  records: { mom_consent: [consentFixture()] },
};

// RTK Query's slice in the reducer before any store is made, as when the centre chunk has loaded (whichever test runs first).
beforeAll(() => injectBaseApi());
afterEach(() => vi.restoreAllMocks());

/** A downloaded file's text, read the way a page would (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe("the mother dashboard's consent status", { timeout: 60_000 }, () => {
  it('without a consent says so, offers the notice to print and a way to record one', async () => {
    const { calls } = mockFetch({ 'GET /api/mom_consent/': pageReply([]) });
    const { router } = await renderCentrePage(<ConsentStatus mother={4} />, { lang: 'en' });
    expect(await screen.findByText('No data consent on file.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/mom_consent/?mother=4&limit=100')).toBe(true);
    fireEvent.click(screen.getByTestId('consent-record'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Name as signed');
    fireEvent.click(screen.getByRole('button', { name: /Print notice/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/centre/print/notice'));
  });

  it('with a consent names the notice version it was signed under, in tw, and prints it', async () => {
    mockFetch({ 'GET /api/mom_consent/': pageReply([consentFixture()]) });
    const { router } = await renderCentrePage(<ConsentStatus mother={4} />, { lang: 'tw' });
    expect(await screen.findByText(/已於 .* 簽署個資同意書（告知事項 2026-11 版）/)).toBeInTheDocument();
    expect(screen.queryByTestId('consent-record')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /列印同意書/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/centre/print/consent/5'));
  });

  it('a withdrawn consent is not one in force', async () => {
    mockFetch({ 'GET /api/mom_consent/': pageReply([consentFixture({ withdrawn_at: '2026-11-21T01:00:00.000Z' })]) });
    await renderCentrePage(<ConsentStatus mother={4} />, { lang: 'en' });
    expect(await screen.findByText(/Data consent withdrawn/)).toBeInTheDocument();
    expect(screen.getByTestId('consent-record')).toBeInTheDocument();
  });
});

describe("the export of a mother's records", { timeout: 60_000 }, () => {
  it('is not offered to staff', async () => {
    mockFetch({});
    await renderCentrePage(<ExportRecords mother={4} />, { role: 'staff', lang: 'en' });
    expect(screen.queryByTestId('export-json')).toBeNull();
    expect(screen.queryByTestId('export-print')).toBeNull();
  });

  it('gives a manager the JSON file of the export and its printable view', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let last: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => ((last = b), 'blob:json'), revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: last! });
    });
    const { calls } = mockFetch({ 'GET /api/mother/4/export/': { status: 200, body: exported } });
    const { router } = await renderCentrePage(<ExportRecords mother={4} />, { role: 'manager', lang: 'tw' });
    fireEvent.click(await screen.findByRole('button', { name: /匯出紀錄（JSON）/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(calls.filter((c) => c.url === '/api/mother/4/export/')).toHaveLength(1);
    expect(files[0]!.name).toBe('mother-4-records-2026-11-26.json');
    expect(JSON.parse(await textOf(files[0]!.blob))).toEqual(exported);
    fireEvent.click(screen.getByTestId('export-print'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/centre/print/records/4'));
  });

  it('says so when the export is refused', async () => {
    mockFetch({ 'GET /api/mother/4/export/': { status: 403, body: { status: 403, code: 'forbidden', message: 'no' } } });
    await renderCentrePage(<ExportRecords mother={4} />, { role: 'manager', lang: 'en' });
    fireEvent.click(await screen.findByTestId('export-json'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
