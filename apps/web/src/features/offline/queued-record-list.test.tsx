import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, profile } from '../../test/fetch-mock';
import { renderCentrePage } from '../../test/render-centre';
import { discardQueued, newRecordKey, queuedRecords, queueRecord, type QueuedRecord } from './outbox';
import { QueuedRecordsPanel } from './queued-records-panel';
import { useQueuedRecords } from './use-queued-records';

const wait = { timeout: 10_000 };

function Panel() {
  return <QueuedRecordsPanel records={useQueuedRecords(profile.id)} />;
}

const refused = (): QueuedRecord => ({
  key: newRecordKey(),
  userId: profile.id,
  resource: 'baby_care_event',
  body: { baby: 3, kind: 'stool', occurred_at: '2026-03-02T01:15:00.000Z' },
  queuedAt: '2026-03-02T01:16:00.000Z',
  state: 'refused',
  error: { status: 400, code: 'validation_error', message: 'Some fields are not valid.', fields: { stool_colour: ['required'] } },
});

beforeEach(async () => {
  for (const r of await queuedRecords(profile.id)) await discardQueued(r.key);
});

describe('records kept on this device, as the centre shows them', () => {
  it('shows a refused record open, with its refusal, and sends it again with its own key', async () => {
    const record = refused();
    await queueRecord(record);
    const { calls } = mockFetch({
      'POST /api/baby_care_event/': { status: 201, body: { id: 9, ...record.body, stool_colour: 'yellow' } },
    });
    await renderCentrePage(<Panel />);
    const item = await screen.findByTestId('queued-record', {}, wait);
    expect(item.dataset.state).toBe('refused');
    expect(within(item).getByText('Not accepted')).toBeTruthy();
    expect(within(item).getByTestId('queued-record-error').textContent).not.toBe('');
    fireEvent.click(within(item).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByTestId('queued-panel')).toBeNull(), wait);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers['idempotency-key']).toBe(record.key);
    expect(JSON.parse(post.body!)).toEqual(record.body);
    expect(await queuedRecords(profile.id)).toEqual([]);
  });

  it('keeps a record refused again, and discards it only when asked', async () => {
    await queueRecord(refused());
    mockFetch({
      'POST /api/baby_care_event/': {
        status: 409,
        body: { status: 409, code: 'idempotency_key_reused', message: 'used' },
      },
    });
    await renderCentrePage(<Panel />);
    const item = await screen.findByTestId('queued-record', {}, wait);
    fireEvent.click(within(item).getByRole('button', { name: 'Send again' }));
    await waitFor(async () => expect((await queuedRecords(profile.id))[0]?.error?.code).toBe('idempotency_key_reused'), wait);
    expect(screen.getByTestId('queued-record').dataset.state).toBe('refused');
    fireEvent.click(within(screen.getByTestId('queued-record')).getByRole('button', { name: 'Discard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, wait));
    await waitFor(() => expect(screen.queryByTestId('queued-panel')).toBeNull(), wait);
    expect(await queuedRecords(profile.id)).toEqual([]);
  });
});
