import pino from 'pino';

/**
 * Standard output for the server's log, written in blocks: lines gather until 4 KB or a second has passed and
 * then go out in one write. One write per request line (pino's default) cost as much as sending a kept answer
 * on the bench (docs/performance.md): a system call is dear here. pino flushes what is left when the process
 * exits; a crash that kills the process outright (kill -9, power) loses at most the last second of lines.
 */
export function bufferedStdout() {
  const stream = pino.destination({ dest: 1, minLength: 4096, sync: false });
  const timer = setInterval(() => stream.flush(), 1000);
  timer.unref();
  return {
    stream,
    /** Writes what is gathered and stops the timer (on shutdown). */
    close() {
      clearInterval(timer);
      stream.flushSync();
    },
  };
}
