import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../api/client';
import { discardQueued, flushOutbox, newRecordKey, queueRecord, queuedRecords, sendQueued, type QueuedRecord } from './outbox';

const refusal = (status: number, code: string, fields?: Record<string, string[]>): ApiError => ({
  status,
  code,
  message: code,
  ...(fields && { fields }),
});
const noNetwork: ApiError = { status: 0, code: 'network_error', message: 'Failed to fetch' };

let minute = 0;
const record = (over: Partial<QueuedRecord> = {}): QueuedRecord => ({
  key: newRecordKey(),
  userId: 7,
  resource: 'baby_care_event',
  body: { baby: 1, kind: 'wet_diaper', occurred_at: '2026-03-02T01:15:00.000Z' },
  queuedAt: `2026-03-02T01:${String(minute++).padStart(2, '0')}:00.000Z`,
  state: 'waiting',
  ...over,
});

beforeEach(async () => {
  for (const r of [...(await queuedRecords(7)), ...(await queuedRecords(8))]) await discardQueued(r.key);
});

describe('the outbox of records typed offline', () => {
  it('keeps records on the device, per user, oldest first, and replaces one by its key', async () => {
    const first = record();
    const second = record();
    const theirs = record({ userId: 8 });
    for (const r of [second, theirs, first]) expect(await queueRecord(r)).toBe(true);
    expect((await queuedRecords(7)).map((r) => r.key)).toEqual([first.key, second.key]);
    await queueRecord({ ...first, body: { ...first.body, kind: 'bath' } });
    expect((await queuedRecords(7)).map((r) => r.body.kind)).toEqual(['bath', 'wet_diaper']);
    expect((await queuedRecords(8)).map((r) => r.key)).toEqual([theirs.key]);
  });

  it('forgets a record once sent, with its own key every time', async () => {
    const r = record();
    await queueRecord(r);
    const send = vi.fn().mockRejectedValueOnce(noNetwork).mockResolvedValueOnce({ id: 1 });
    expect(await sendQueued(r, send)).toBe('waiting');
    expect(await queuedRecords(7)).toHaveLength(1);
    expect(await sendQueued(r, send)).toBe('sent');
    expect(send.mock.calls.map(([sent]) => (sent as QueuedRecord).key)).toEqual([r.key, r.key]);
    expect(await queuedRecords(7)).toEqual([]);
  });

  it.each([
    ['no network', noNetwork],
    ['a server error', refusal(503, 'service_unavailable')],
    ['throttling', refusal(429, 'throttled')],
  ])('leaves a record waiting after %s', async (_name, error) => {
    const r = record();
    await queueRecord(r);
    expect(await sendQueued(r, () => Promise.reject(error))).toBe('waiting');
    expect(await queuedRecords(7)).toEqual([r]);
  });

  it('leaves a record waiting, not refused, when the session is refused (401)', async () => {
    const r = record();
    await queueRecord(r);
    expect(await sendQueued(r, () => Promise.reject(refusal(401, 'unauthenticated')))).toBe('signedOut');
    expect(await queuedRecords(7)).toEqual([r]);
  });

  it.each([
    ['invalid', refusal(400, 'validation_error', { stool_colour: ['required'] })],
    ['sent before with other values', refusal(409, 'idempotency_key_reused')],
    ['forbidden', refusal(403, 'forbidden')],
  ])('keeps a record the server refused (%s) with its refusal, never dropping it', async (_name, error) => {
    const r = record();
    await queueRecord(r);
    expect(await sendQueued(r, () => Promise.reject(error))).toBe('refused');
    const [kept] = await queuedRecords(7);
    expect(kept).toMatchObject({ key: r.key, body: r.body, state: 'refused', error: { status: error.status, code: error.code } });
    expect(kept!.error?.fields).toEqual(error.fields);
  });

  it('sends the waiting records in order, skips the refused, and stops at the first that cannot go', async () => {
    const [a, refused, b, c] = [record(), record({ state: 'refused' }), record(), record()];
    for (const r of [a, refused, b, c]) await queueRecord(r);
    const sent: string[] = [];
    const send = vi.fn(async (r: QueuedRecord) => {
      if (r.key === b.key) throw noNetwork;
      sent.push(r.key);
    });
    expect(await flushOutbox(7, send)).toEqual(['sent', 'waiting']);
    expect(sent).toEqual([a.key]);
    expect((await queuedRecords(7)).map((r) => r.key)).toEqual([refused.key, b.key, c.key]);
    // The network back: the rest go, the refused one stays for the nurse.
    send.mockImplementation(async (r: QueuedRecord) => void sent.push(r.key));
    expect(await flushOutbox(7, send)).toEqual(['sent', 'sent']);
    expect(sent).toEqual([a.key, b.key, c.key]);
    expect((await queuedRecords(7)).map((r) => r.key)).toEqual([refused.key]);
  });

  it('runs one flush at a time: a second call during one sends nothing twice', async () => {
    const r = record();
    await queueRecord(r);
    let release!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const one = flushOutbox(7, send);
    const two = flushOutbox(7, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    expect(await one).toEqual(['sent']);
    expect(await two).toEqual(['sent']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends only the user's own records", async () => {
    const theirs = record({ userId: 8 });
    await queueRecord(theirs);
    const send = vi.fn();
    expect(await flushOutbox(7, send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(await queuedRecords(8)).toHaveLength(1);
  });

  it('makes a new key for each typed record', () => {
    const keys = new Set(Array.from({ length: 50 }, newRecordKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });
});
