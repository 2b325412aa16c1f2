import pino from 'pino';

/**
 * Standard output for the server's log in blocks (4 KB or a second), not one system call per line.
 * pino flushes the rest on exit; a process killed outright loses at most the last second of lines.
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
