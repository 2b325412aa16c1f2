import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { ResourceForm } from './resource-form';

const staff = [
  { id: 7, display_name: '王護理師', is_active: true },
  { id: 8, display_name: 'Amy Lin', is_active: true },
];

describe.each([
  ['tw', '護理師', '建\\s*立'],
  ['en', 'Nurse', 'Create'],
] as const)(
  'who made a care record (%s)',
  (lang, nurseLabel, createLabel) => {
    it('shows the signed-in nurse on a new record, offers no input for it, and leaves it out of the request', async () => {
      const { calls } = mockFetch({
        'GET /api/user/staff/': { status: 200, body: staff },
        'POST /api/mom_caring_record/': { status: 201, body: { id: 5 } },
      });
      await renderCentrePage(
        // A value recorded: a nursing record of none is refused at the form (observations.ts).
        <ResourceForm
          def={momCaringRecord}
          fixed={{ mother: 3 }}
          defaults={{ recorded_at: '2026-03-04T00:30:00.000Z', pulse: 80 }}
        />,
        { lang },
      );
      const nurse = screen.getByTestId('author-nurse');
      expect(within(nurse).getByText(nurseLabel)).toBeInTheDocument();
      expect(within(nurse).getByText('王護理師')).toBeInTheDocument();
      expect(within(nurse).queryByRole('combobox')).toBeNull();
      expect(screen.queryByLabelText(nurseLabel)).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: new RegExp(createLabel) }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), { timeout: 5000 });
      const body = JSON.parse(calls.find((c) => c.method === 'POST')!.body!) as Record<string, unknown>;
      expect(body).toMatchObject({ mother: 3, recorded_at: '2026-03-04T00:30:00.000Z' });
      expect(body).not.toHaveProperty('nurse');
    });

    it('shows an edited record’s nurse by name, read-only, and never sends it', async () => {
      const { calls } = mockFetch({
        'GET /api/user/staff/': { status: 200, body: staff },
        'PUT /api/mom_caring_record/5/': { status: 200, body: { id: 5 } },
      });
      const record = { id: 5, mother: 3, recorded_at: '2026-03-04T00:30:00.000Z', nurse: 8, note: 'ok' };
      await renderCentrePage(<ResourceForm def={momCaringRecord} record={record as never} />, { lang });
      expect(await within(screen.getByTestId('author-nurse')).findByText('Amy Lin', {}, { timeout: 10_000 })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: lang === 'tw' ? /儲\s*存/ : /Save/ }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 5000 });
      expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).not.toHaveProperty('nurse');
    });
  },
  60_000,
);
