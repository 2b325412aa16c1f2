import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

beforeAll(async () => {
  await import('../centre-state');
  await i18n.changeLanguage('tw');
});

/** A billing line's 「已付款」 switch shows off and counts as off: it is never "unanswered" until toggled twice. */
describe('a required switch on a new record', () => {
  it('starts off and is sent as false without being touched', async () => {
    const { calls } = mockFetch({ 'POST /api/mom_billing_record/': { status: 201, body: { id: 9 } } });
    renderInStore(<ResourceForm def={momBillingRecord} fixed={{ mother: 1 }} />);
    const paid = document.getElementById('mom_billing_record-new_paid')!;
    expect(paid).toHaveAttribute('aria-checked', 'false');
    const user = userEvent.setup();
    await user.type(document.getElementById('mom_billing_record-new_item') as HTMLInputElement, '月子餐');
    const form = paid.closest('form')!;
    form.requestSubmit();
    // Whatever else the form still asks for, the switch is not among the fields said to be missing.
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(), { timeout: 5000 });
    expect(paid.closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
