import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { ResourceRecord } from './resource-record';

/** Waits for an answer (not a speed check): a loaded test machine renders antd slowly. */
const wait = { timeout: 10_000 };

const record = {
  id: 5,
  mother: 3,
  recorded_at: '2026-03-02T08:00:00.000Z',
  nurse: 7,
  note: '精神良好',
  created_at: '2026-03-02T08:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
};
const archivedAt = '2026-03-04T09:30:00.000Z';

const words = {
  // antd spaces out a two-character Chinese button label ("封 存").
  tw: {
    ok: /^封\s?存$/,
    title: '封存這筆紀錄',
    required: '請填寫封存原因。',
    tooLong: '封存原因最多 500 個字',
    reason: '重複輸入',
    on: '已於 {when} 封存',
    is: '原因：重複輸入',
  },
  en: {
    ok: /^Archive$/,
    title: 'Archive this record',
    required: 'Give a reason for archiving.',
    tooLong: 'Reason for archiving must be at most 500 characters',
    reason: 'Entered twice',
    on: 'Archived on {when}',
    is: 'Reason: Entered twice',
  },
} as const;

const deletes = (calls: Call[]) => calls.filter((c) => c.method === 'DELETE');

describe('archiving a clinical record', () => {
  it('is the record view’s “delete” for a nursing record, which managers (not staff) may do', () => {
    expect(isClinicalRecord(momCaringRecord)).toBe(true);
    expect(momCaringRecord.permissions.delete).toBe('manager');
  });

  describe.each(['tw', 'en'] as const)('(%s)', (lang) => {
    const w = words[lang];

    it('asks a manager for a reason, sends none without one, then sends it in the DELETE body', async () => {
      const { calls } = mockFetch({
        'GET /api/mom_caring_record/5/': { status: 200, body: record },
        'DELETE /api/mom_caring_record/5/': { status: 204 },
      });
      const onDeleted = vi.fn();
      await renderCentrePage(<ResourceRecord def={momCaringRecord} id={5} onDeleted={onDeleted} />, { role: 'manager', lang });
      fireEvent.click(await screen.findByTestId('archive-record', {}, wait));
      const dialog = await screen.findByRole('dialog', {}, wait);
      expect(within(dialog).getByText(w.title)).toBeInTheDocument();
      const ok = within(dialog).getByRole('button', { name: w.ok });

      // No reason: the dialog says it is required and nothing is sent.
      fireEvent.click(ok);
      expect(await within(dialog).findByText(w.required, {}, wait)).toBeInTheDocument();
      // Blanks are no reason either.
      fireEvent.change(within(dialog).getByTestId('archive-reason'), { target: { value: '   ' } });
      fireEvent.click(ok);
      expect(await within(dialog).findByText(w.required, {}, wait)).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      expect(deletes(calls)).toHaveLength(0);
      expect(onDeleted).not.toHaveBeenCalled();

      // A pasted reason over 500 characters stays as it is, and is refused.
      const long = 'x'.repeat(501);
      const box = within(dialog).getByTestId('archive-reason');
      fireEvent.change(box, { target: { value: '' } });
      await userEvent.click(box);
      await userEvent.paste(long);
      expect(box).toHaveValue(long);
      fireEvent.click(ok);
      expect(await within(dialog).findByText(w.tooLong, {}, wait)).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      expect(deletes(calls)).toHaveLength(0);

      fireEvent.change(within(dialog).getByTestId('archive-reason'), { target: { value: `  ${w.reason} ` } });
      fireEvent.click(ok);
      await waitFor(() => expect(deletes(calls)).toHaveLength(1), wait);
      const [del] = deletes(calls);
      // The server's ArchiveRequest is the body {reason}; nothing rides in the query string.
      expect(del!.url).toBe('/api/mom_caring_record/5/');
      expect(JSON.parse(del!.body!)).toEqual({ reason: w.reason });
      await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1), wait);
    });

    it('shows an archived record’s notice and reason, with no edit or archive button', async () => {
      mockFetch({
        'GET /api/mom_caring_record/5/': {
          status: 200,
          body: { ...record, archived_at: archivedAt, archive_reason: w.reason },
        },
      });
      await renderCentrePage(<ResourceRecord def={momCaringRecord} id={5} />, { role: 'manager', lang });
      const notice = await screen.findByTestId('archived-record', {}, wait);
      expect(notice).toHaveTextContent(w.on.replace('{when}', '2026-03-04 17:30') /* 09:30 UTC on the centre's clock */);
      expect(notice).toHaveTextContent(w.is);
      expect(screen.getByTestId('detail-mom_caring_record')).toBeInTheDocument();
      expect(screen.queryByTestId('archive-record')).toBeNull();
      expect(screen.queryByTestId('edit-record')).toBeNull();
    });

    it('offers staff, who may write but not delete, an edit button and no archive button', async () => {
      mockFetch({ 'GET /api/mom_caring_record/5/': { status: 200, body: record } });
      await renderCentrePage(<ResourceRecord def={momCaringRecord} id={5} />, { role: 'staff', lang });
      expect(await screen.findByTestId('edit-record', {}, wait)).toBeInTheDocument();
      expect(screen.queryByTestId('archive-record')).toBeNull();
    });
  });
}, 60_000);
