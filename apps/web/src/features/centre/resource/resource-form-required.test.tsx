import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore } from '../../../test/render-in-store';
import { mockFetch } from '../../../test/fetch-mock';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { ResourceForm } from './resource-form';

setUpCentreComponentTests();

describe('required fields that are not text', () => {
  it('a required date-time passes the form and is sent (it was refused as "must be text")', async () => {
    const record = { id: 9, baby: 3, recorded_at: '2026-03-04T00:30:00.000Z', weight_g: 2900 };
    const { calls } = mockFetch({ 'PUT /api/baby_health_record/9/': { status: 200, body: record } });
    renderInStore(<ResourceForm def={babyHealthRecord} record={record as never} fixed={{ baby: 3 }} />);
    fireEvent.change(screen.getByLabelText('Weight (g)'), { target: { value: '2850' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByText(/must be text/)).toBeNull();
    const body = JSON.parse(calls.find((c) => c.method === 'PUT')!.body!);
    expect(body).toMatchObject({ baby: 3, recorded_at: '2026-03-04T00:30:00.000Z', weight_g: 2850 });
  });
});
