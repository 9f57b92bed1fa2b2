import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const READABLE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code like "S3LE-NZ2S-ZNGF" that a customer can type instead of scanning. */
export function readableCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join(
      '',
    );
  return [group(), group(), group()].join('-');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real (if meaningless) 21×21 black-and-white PNG, patterned from `seed`, as a data URL. */
export function qrCodeDataUrl(seed: string): string {
  const size = 21;
  const bits = createHash('sha512').update(seed).digest();
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size); // filter byte 0, then one grey byte per pixel
    for (let x = 0; x < size; x += 1) {
      const bit = y * size + x;
      const dark = ((bits[(bit >> 3) % bits.length] ?? 0) >> (bit & 7)) & 1;
      row[1 + x] = dark ? 0 : 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Milliseconds in an ISO-8601 duration such as PT1H or P7D; undefined if it is not one. */
export function isoDurationMs(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const totalSeconds =
    (weeks ?? 0) * 604_800 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3_600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0);
  return totalSeconds * 1000;
}

/** FIB's error body. */
export function fibErrorBody(code: string, title: string, detail: string) {
  return { traceId: randomUUID(), errors: [{ code, title, detail }] };
}

/** Reads a request body in full. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers with JSON, or with no body when `body` is undefined. */
export function sendJson(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json' }).end(text);
}
