import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

beforeAll(async () => {
  await import('../centre-state');
  await i18n.changeLanguage('en');
});

/** Enter that confirms a day in a nursing record's date field stays in the picker: nothing half-filled is sent. */
describe('Enter in a date field', () => {
  it('confirms the day and sends nothing', async () => {
    const { calls } = mockFetch({ 'POST /api/mom_caring_record/': { status: 201, body: { id: 9 } } });
    renderInStore(<ResourceForm def={momCaringRecord} fixed={{ mother: 1 }} />);
    const date = document.getElementById('mom_caring_record-new_recorded_at') as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(date);
    await user.keyboard('2026-03-01 08:30{Enter}');
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
  });

  it('while Enter in a plain field still sends the form (the check above is not vacuous)', async () => {
    mockFetch({ 'POST /api/mom_caring_record/': { status: 201, body: { id: 9 } } });
    renderInStore(<ResourceForm def={momCaringRecord} fixed={{ mother: 1 }} />);
    const pulse = document.getElementById('mom_caring_record-new_pulse') as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(pulse);
    await user.keyboard('88{Enter}');
    // The form was sent to its checks: the required date it lacks is said at the date.
    const dateItem = document.getElementById('mom_caring_record-new_recorded_at')!.closest('.ant-form-item')!;
    await waitFor(() => expect(dateItem.querySelector('.ant-form-item-explain-error')).not.toBeNull(), { timeout: 5000 });
  });
});
