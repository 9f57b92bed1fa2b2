import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One message from the outbox, its bodies decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part (or the whole body of a single-part message), decoded. */
  text: string;
  /** The text/html part, decoded; '' when there is none. */
  html: string;
}

/** Splits a MIME entity into its headers (unfolded, names lower-cased) and its body. */
function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const normalised = entity.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (RFC 2045): soft line breaks ("=" at a line's end) and =XX bytes, as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 encoded words in a header (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Parses an .eml the way the API's mailer writes it (nodemailer: one level of multipart). */
export function parseEml(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitEntity(raw);
  const mail: OutboxMail = {
    file,
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitEntity(part.replace(/^\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const text = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) mail.html ||= text;
    else if (type.startsWith('text/plain')) mail.text ||= text;
  }
  return mail;
}

/** Every mail in DATA_DIR/outbox addressed to `email`, oldest first (file names start with the time). */
export async function mailsTo(dataDir: string, email: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files.map(async (name) => parseEml(await readFile(path.join(dir, name), 'utf8'), name)),
  );
  const wanted = email.toLowerCase();
  return mails.filter((mail) => mail.to.toLowerCase().includes(wanted));
}

/** Waits (polling) until a mail to `email` beyond the first `skip` arrives, and returns the newest. */
export async function waitForMail(
  dataDir: string,
  email: string,
  { skip = 0, timeoutMs = 15_000 }: { skip?: number; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dataDir, email);
    if (mails.length > skip) return mails[mails.length - 1]!;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${email} arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for a mail to `email` (see `waitForMail`) and returns the first link in it matching `pattern`. */
export async function waitForLink(
  dataDir: string,
  email: string,
  pattern: RegExp,
  options?: { skip?: number; timeoutMs?: number },
): Promise<string> {
  const mail = await waitForMail(dataDir, email, options);
  const link = pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0];
  if (!link)
    throw new Error(`The newest mail to ${email} (${mail.file}) has no link like ${pattern}.`);
  return link.replace(/&amp;/g, '&');
}

/** The link, with the language it opens in (`&lng=kr`: the mail's). */
const REGISTER_LINK = /https?:\/\/[^\s"'<>]+\/register\?token=[\w-]+(?:&(?:amp;)?lng=[a-z]{2})?/;

/** The /register?token=… link in the newest mail to `email`, from its text part or its HTML. */
export const waitForRegisterLink = (
  dataDir: string,
  email: string,
  options?: { skip?: number; timeoutMs?: number },
) => waitForLink(dataDir, email, REGISTER_LINK, options);

/** A new console account's link (apps/api staff service: /console/set-password?token=…). */
const SET_PASSWORD_LINK = /https?:\/\/[^\s"'<>]+\/console\/set-password\?token=[\w.%-]+/;

/** The set-password link in the newest mail to a console account's `email`. */
export const waitForSetPasswordLink = (
  dataDir: string,
  email: string,
  options?: { skip?: number; timeoutMs?: number },
) => waitForLink(dataDir, email, SET_PASSWORD_LINK, options);
