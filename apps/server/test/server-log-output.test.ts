import { describe, expect, it } from 'vitest';
import { freshDatabase } from './helper';
import { startServer } from './support/server-process';

const requestLines = (out: string) => out.split('\n').filter((l) => l.includes('"request completed"'));

/** The real server's log on standard output: written in blocks, yet promptly and completely. */
describe('server log output', () => {
  it('writes a quiet server’s request line without waiting for more traffic, and what is left when it stops', async () => {
    const fresh = await freshDatabase('sqlite');
    const server = await startServer(fresh.database, { LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
      const seen = Date.now();
      while (requestLines(server.output()).length < 1 && Date.now() - seen < 5_000) await new Promise((r) => setTimeout(r, 50));
      // No more traffic comes to fill the block: the line is out because a second passed.
      expect(requestLines(server.output()), server.output()).toHaveLength(1);
      // Lines gathered just before a stop still come out.
      for (let i = 0; i < 5; i++) await fetch(`${server.url}/api/health/?n=${i}`);
      await server.kill('SIGTERM');
      expect(requestLines(server.output())).toHaveLength(6);
    } finally {
      await server.kill('SIGKILL');
      await fresh.drop();
    }
  }, 60_000);
});
