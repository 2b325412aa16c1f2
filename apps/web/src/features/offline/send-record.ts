import { request } from '../../api/client';
import { pathOf } from '../centre/resource/resource-api';
import type { QueuedRecord } from './outbox';

/** POSTs a kept record to its resource's create route with its Idempotency-Key, on the signed-in session. */
export const sendRecord = (record: QueuedRecord) =>
  request('POST', pathOf(record.resource), { body: record.body, headers: { 'idempotency-key': record.key } });
