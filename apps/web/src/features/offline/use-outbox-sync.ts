import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { confirmSession } from '../account/session-thunks';
import { centreApi } from '../centre/resource/resource-api';
import { flushOutbox, type QueuedRecord } from './outbox';
import { sendRecord } from './send-record';
import { isOnline } from './use-online';

/**
 * Sends the user's waiting records when they can go: once signed in, when the browser comes back online (the
 * session is asked again first: a 401 then signs out, a network failure never does), and whenever the window gets
 * the focus back. The lists of what was sent are read again.
 */
export function useOutboxSync(userId: number | null | undefined) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (userId == null) return;
    const flush = async () => {
      if (!isOnline()) return;
      const sent = new Set<string>();
      const send = async (record: QueuedRecord) => {
        const answer = await sendRecord(record);
        sent.add(record.resource);
        return answer;
      };
      const outcomes = await flushOutbox(userId, send);
      if (sent.size)
        dispatch(centreApi.util.invalidateTags([...[...sent].map((r) => ({ type: r as never, id: 'LIST' })), 'Audit']));
      if (outcomes.includes('signedOut')) void dispatch(confirmSession());
    };
    const back = () => {
      void dispatch(confirmSession());
      void flush();
    };
    const focused = () => void flush();
    void flush();
    window.addEventListener('online', back);
    window.addEventListener('focus', focused);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('focus', focused);
    };
  }, [userId, dispatch]);
}
