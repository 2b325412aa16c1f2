// Reads the server's outbox (MAIL_OUTBOX_DIR: one .eml file per mail, as nodemailer writes them) back into
// { to, subject, text, html }: headers unfolded, RFC 2047 words in them decoded, multipart bodies split at their
// boundary, and each part's base64 or quoted-printable transfer encoding undone into its charset (UTF-8 here).
import fs from 'node:fs';
import path from 'node:path';

/** Splits a message or part into its header fields (lower-case names, folded lines joined) and its body. */
function split(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A header parameter (`boundary`, `charset`) of a field such as Content-Type. */
const param = (field = '', name) => new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(field)?.[1];

/** Quoted-printable (RFC 2045) to bytes: soft line breaks dropped, =XY escapes turned into their byte. */
const fromQuotedPrintable = (text) => {
  const bytes = [];
  const s = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i], 'utf8'));
  }
  return Buffer.from(bytes);
};

const charsetOf = (name = 'utf-8') =>
  /^utf-?8$/i.test(name) ? 'utf8' : /^(us-ascii|iso-8859-1|latin1)$/i.test(name) ? 'latin1' : 'utf8';

/** A part's body as text, its transfer encoding undone. */
function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return bytes.toString(charsetOf(param(headers['content-type'], 'charset')));
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header; the space between two of them goes. */
const decodeHeader = (value = '') =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, kind, text) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : fromQuotedPrintable(text.replace(/_/g, ' '))).toString(
        charsetOf(charset),
      ),
    );

/** The text/plain and text/html parts of a message, however deep its multiparts nest. */
function parts(headers, body, found = {}) {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(headers['content-type'], 'boundary');
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const part = split(piece.replace(/^\r?\n/, ''));
      parts(part.headers, part.body.replace(/\r?\n$/, ''), found);
    }
  } else if (type.startsWith('text/html')) found.html ??= decodeBody(headers, body);
  else if (type.startsWith('text/plain')) found.text ??= decodeBody(headers, body);
  return found;
}

/** One .eml file's text as { to, subject, text, html }. */
function parseMail(raw) {
  const { headers, body } = split(raw);
  const { text = '', html = '' } = parts(headers, body);
  return { to: decodeHeader(headers.to), subject: decodeHeader(headers.subject), text, html };
}

/** Every mail in the outbox, oldest first (the files are named by the time they were written). */
export function readOutbox(outboxDir) {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
}

/** Waits (up to `timeout` ms) until a mail to `to` whose subject matches `subject` is in the outbox, and answers it. */
export async function waitForMail(outboxDir, to, subject, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = readOutbox(outboxDir).find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = readOutbox(outboxDir).map((m) => `${m.to}: ${m.subject}`);
      throw new Error(`no mail to ${to} with a subject like ${subject} in ${outboxDir}; there are:\n${seen.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
