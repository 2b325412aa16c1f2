import { stdin, stderr } from 'node:process';

/**
 * The password for a CLI: the first line of standard input when it is piped (`printf '%s\n' "$PW" | …`), or typed at
 * a prompt that shows nothing when standard input is a terminal. Never from argv, which `ps` and shell history show.
 */
export async function readPassword(prompt: string): Promise<string> {
  return stdin.isTTY ? promptHidden(prompt) : firstLineOfStdin();
}

async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.split(/\r?\n/)[0] ?? '';
}

/** Reads keys in raw mode (no echo) until Enter; Backspace takes one character back, Ctrl-C or Ctrl-D gives up. */
function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = '';
    const done = (err?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const ch of [...data.toString('utf8')]) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003' || ch === '\u0004') return done(new Error('cancelled: no password typed'));
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}
