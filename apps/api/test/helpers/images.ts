import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A real picture of the given size, made by sharp (a red rectangle). */
export async function pictureOf(
  format: 'png' | 'jpeg',
  width = 320,
  height = 240,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body and its content type, for `app.inject`. */
export function multipart(parts: FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----chapkhana-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('content' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
