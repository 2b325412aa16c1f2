import { useEffect, useState } from 'react';
import { onOutboxChange, queuedRecords, type QueuedRecord } from './outbox';

/** The signed-in user's records kept on this device, oldest first, followed through every change on this page. */
export function useQueuedRecords(userId: number | null | undefined): QueuedRecord[] {
  const [records, setRecords] = useState<QueuedRecord[]>([]);
  useEffect(() => {
    if (userId == null) return;
    let live = true;
    const load = () => void queuedRecords(userId).then((r) => live && setRecords(r));
    load();
    const off = onOutboxChange(load);
    return () => {
      live = false;
      off();
    };
  }, [userId]);
  return userId == null ? [] : records;
}
