import { contract } from '@pnc/schemas/centre/contract';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { mother } from '@pnc/schemas/centre/mother';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { contractRow } from '../../../test/contract-row';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { ResourceTable } from './resource-table';

setUpCentreComponentTests();

const page = <T,>(results: T[], count = results.length, next: string | null = null) => ({
  status: 200,
  body: { count, next, previous: null, results },
});

const renderTable = (def: ResourceDefinition) => renderInStore(<ResourceTable def={def} />);

/** Catches what the export hands the browser: the file's bytes and name. */
function catchDownload() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((last = b), 'blob:csv'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

/** The file's bytes (jsdom's Blob, read the way a page would) as its BOM and its text after it. */
const textOf = async (blob: Blob) => {
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  const bytes = new Uint8Array(buffer);
  return { bom: [...bytes.slice(0, 3)], text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1) };
};

// Several renders of an antd table each: generous on a busy machine.
describe('the generic list sorts on the server', { timeout: 40_000 }, () => {
  it('a column sorter sends ?ordering=, descending on the second click, another column replaces it, from page 1', async () => {
    await i18n.changeLanguage('en');
    const rows = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, contract_no: `C-${i + 1}`, status: 'reserved' }));
    const { calls } = mockFetch({ 'GET /api/contract/': page(rows, 45) });
    renderTable(contract);
    await screen.findByText('C-1');
    const urls = () => calls.filter((c) => c.url.startsWith('/api/contract/')).map((c) => c.url);

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(urls()).toContain('/api/contract/?limit=20&offset=20'));

    fireEvent.click(screen.getByRole('columnheader', { name: 'Contract no.' }));
    await waitFor(() => expect(urls()).toContain('/api/contract/?ordering=contract_no&limit=20&offset=0'));
    expect(screen.getByRole('columnheader', { name: 'Contract no.' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Contract no.' }));
    await waitFor(() => expect(urls()).toContain('/api/contract/?ordering=-contract_no&limit=20&offset=0'));
    expect(screen.getByRole('columnheader', { name: 'Contract no.' })).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Total amount' }));
    await waitFor(() => expect(urls()).toContain('/api/contract/?ordering=total_amount&limit=20&offset=0'));
    expect(screen.getByRole('columnheader', { name: 'Contract no.' })).not.toHaveAttribute('aria-sort');
  });

  it('offers no sorter on a masked column', async () => {
    await i18n.changeLanguage('en');
    mockFetch({ 'GET /api/mother/': page([{ id: 1, name: 'Lin', phone: '0912', national_id: 'A1******89' }]) });
    renderTable(mother);
    await screen.findByText('Lin');
    expect(screen.getByRole('columnheader', { name: 'National ID' }).className).not.toContain('ant-table-column-has-sorters');
    expect(screen.getByRole('columnheader', { name: 'Name' }).className).toContain('ant-table-column-has-sorters');
  });
});

describe('Export CSV', { timeout: 40_000 }, () => {
  it('downloads every matching row, page by page, with translated headers, values as shown and a BOM', async () => {
    await i18n.changeLanguage('en');
    const mothers = Array.from({ length: 101 }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? '=cmd' : `Mother ${i + 1}`,
      phone: '0912',
      national_id: 'A1******89',
      current_room: i === 0 ? '301' : null,
      delivery_date: '2026-03-01',
      delivery_type: 'cesarean',
    }));
    const { calls } = mockFetch({
      'GET /api/mother/?limit=20&offset=0': page(mothers.slice(0, 20), 101),
      'GET /api/mother/?limit=100&offset=0': page(mothers.slice(0, 100), 101, 'http://x/api/mother/?limit=100&offset=100'),
      'GET /api/mother/?limit=100&offset=100': page(mothers.slice(100), 101),
    });
    const files = catchDownload();
    renderTable(mother);
    await screen.findByText('Mother 2');
    const button = screen.getByRole('button', { name: /Export CSV/ });
    fireEvent.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(files[0]!.name).toMatch(/^mother-\d{4}-\d{2}-\d{2}\.csv$/);
    const { bom, text } = await textOf(files[0]!.blob);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Room,Delivery date,National ID');
    expect(lines[1]).toBe("'=cmd,0912,301,2026-03-01,A1******89");
    expect(lines).toHaveLength(1 + 101 + 1);
    expect(lines[101]).toMatch(/^Mother 101,/);
    expect(calls.map((c) => c.url)).toContain('/api/mother/?limit=100&offset=100');
  });

  it('exports with the filters and order on screen, refs by name, in the current language', async () => {
    await i18n.changeLanguage('tw');
    const row = contractRow({ total_amount: 1200, status: 'reserved' });
    const { calls } = mockFetch({
      'GET /api/contract/': page([row]),
      'GET /api/mother/': page([{ id: 4, name: '林小美', phone: '0912' }]),
      'GET /api/room_type/': page([{ id: 2, name_tw: '豪華套房', name_en: 'Deluxe' }]),
    });
    const files = catchDownload();
    renderTable(contract);
    await screen.findByText('C-1');
    fireEvent.click(screen.getByRole('columnheader', { name: '天數' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('ordering=days'))).toBe(true));
    const button = screen.getByRole('button', { name: /匯出 CSV/ });
    fireEvent.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(calls.map((c) => c.url)).toContain('/api/contract/?ordering=days&limit=1000&offset=0');
    const { text } = await textOf(files[0]!.blob);
    expect(text).toBe('合約編號,產婦,預產期,房型,天數,總金額,狀態\r\nC-1,林小美,2026-12-01,豪華套房,14,1200,已預約\r\n');
  });
});
