import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SHARE_IMAGE } from '@chapkhana/shared/images';
import { writeFileWhole } from '../lib/storage';
import { IMAGE_KINDS } from '../lib/uploads';

const FILE = /^([a-z0-9-]{1,200})-(\d{2,4})\.jpg$/;

/**
 * The JPEG a link preview shows for an uploaded picture (`/uploads/share/<folder>/<name>-<width>.jpg`,
 * from `<name>-<width>.webp`; `shareImageUrl` in packages/shared/images.ts names it). WhatsApp
 * and Facebook read WebP poorly and crop to about 1.91:1, so the preview is a 1200×630 JPEG:
 * a product or category picture whole on white, a banner filling it. Drawn on the first request
 * (a crawler's) and kept beside the uploads, so every picture ever uploaded or seeded has one
 * without a migration, and the page that names it reads no file (docs/decisions.md).
 */
export function shareImageRoutes(app: FastifyInstance, uploadsDir: string): void {
  const drawing = new Map<string, Promise<Buffer | null>>();

  const draw = async (folder: string, name: string, width: number): Promise<Buffer | null> => {
    const kept = path.join(uploadsDir, 'share', folder, `${name}-${width}.jpg`);
    const existing = await readFile(kept).catch(() => null);
    if (existing) return existing;
    const source = await readFile(path.join(uploadsDir, folder, `${name}-${width}.webp`)).catch(
      () => null,
    );
    if (!source) return null;
    const jpeg = await sharp(source)
      .resize({
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        fit: folder === 'banners' ? 'cover' : 'contain',
        background: '#ffffff',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    // Written whole, then moved into place: another copy never reads half a file. Keeping it
    // is only a saving: on a full disk the drawn picture is still sent, and nothing is left.
    await mkdir(path.dirname(kept), { recursive: true })
      .then(() => writeFileWhole(kept, jpeg))
      .catch((error: unknown) => app.log.warn({ err: error }, 'a share picture was not kept'));
    return jpeg;
  };

  app.get<{ Params: { folder: string; file: string } }>(
    '/uploads/share/:folder/:file',
    async (request, reply) => {
      const { folder, file } = request.params;
      const kind = Object.values(IMAGE_KINDS).find((k) => k.folder === folder);
      const [, name = '', width = '0'] = FILE.exec(file) ?? [];
      if (!kind || !name || !kind.widths.includes(Number(width))) return reply.callNotFound();
      const key = `${folder}/${file}`;
      // Two previews asked at once (a link pasted in two chats) draw it once.
      let jpeg = drawing.get(key);
      if (!jpeg) {
        jpeg = draw(folder, name, Number(width)).finally(() => drawing.delete(key));
        drawing.set(key, jpeg);
      }
      const image = await jpeg;
      if (!image) return reply.callNotFound();
      // A picture's name never changes content (a new upload gets a new name), as for /uploads.
      return reply
        .type(SHARE_IMAGE.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
}
