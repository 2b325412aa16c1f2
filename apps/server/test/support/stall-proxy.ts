import net from 'node:net';

export interface StallProxy {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  /** From now on every byte either way is dropped; the sockets stay open, as behind a stalled network. */
  stall(): void;
  /** Forwards again (what was dropped stays lost). */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy on loopback in front of the server `url` names (a postgres:// URL). */
export async function stallProxy(url: string): Promise<StallProxy> {
  const target = new URL(url);
  let stalled = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) open.add(s);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (!stalled) to.write(chunk);
      });
      from.on('close', end);
      from.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    stall: () => void (stalled = true),
    resume: () => void (stalled = false),
    async close() {
      for (const s of open) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
