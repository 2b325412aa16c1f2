import net from 'node:net';

export interface FakeSmtp {
  url(auth?: string): string;
  /** The mails' raw DATA, in order. */
  received: string[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on 127.0.0.1 (greeting, EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, QUIT), for the mailer's
 * start-up check and sends. `refuseAuth` answers every login 535, as a server given a wrong password does.
 */
export async function startFakeSmtp(opts: { refuseAuth?: boolean } = {}): Promise<FakeSmtp> {
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let data: string[] | undefined;
    let loginSteps = 0;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = undefined;
            say('250 queued');
          } else data.push(line);
          continue;
        }
        if (loginSteps > 0) {
          loginSteps -= 1;
          if (loginSteps > 0) say('334 UGFzc3dvcmQ6');
          else say(opts.refuseAuth ? '535 5.7.8 authentication failed' : '235 authenticated');
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') say('250-fake-smtp\r\n250 AUTH PLAIN LOGIN');
        else if (verb === 'AUTH' && /^AUTH PLAIN \S+/i.test(line))
          say(opts.refuseAuth ? '535 5.7.8 authentication failed' : '235 authenticated');
        else if (verb === 'AUTH' && /^AUTH LOGIN/i.test(line)) {
          loginSteps = 2;
          say('334 VXNlcm5hbWU6');
        } else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') say('250 OK');
        else if (verb === 'DATA') {
          data = [];
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (auth) => `smtp://${auth ? `${auth}@` : ''}127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address on 127.0.0.1 where nothing listens: a connection there is refused at once. */
export async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
