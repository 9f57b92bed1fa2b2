/**
 * Page thumbnails of artwork and proofs (docs/design.md §13, §17): drawn once per file and spec in
 * the preview child (lib/file-inspector.ts, `renderPreviewIsolated`), kept beside the file under
 * `DATA_DIR/private/previews` and served only to those the file itself is served to.
 *
 * One drawing at a time per file on this copy: a page that asks for four thumbnails at once, or
 * many readers at once, wait on the same drawing. A file that cannot be drawn (unreadable, past
 * the time or memory limit) is remembered as such, so a hostile file costs the child one try,
 * not one per page view.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtworkExpectation, FilePreview } from '@chapkhana/shared/print';
import { PreflightBusy, renderPreviewIsolated } from '../../lib/file-inspector';
import { httpError, notFound } from '../../lib/http-errors';
import { previewDirOf, readPrivateFile } from '../../lib/private-files';
import { writeFileWhole } from '../../lib/storage';

/** What is kept of a drawing: the preview, or that the file could not be drawn. */
type Kept = { ok: true; preview: FilePreview } | { ok: false };

export interface PreviewedFile {
  storageKey: string;
  mimeType: string;
}

const drawing = new Map<string, Promise<Kept>>();

/** The thumbnails' names for one spec: a file is drawn again only for another trim. */
function namesOf(dataDir: string, file: PreviewedFile, spec: ArtworkExpectation | null) {
  const dir = previewDirOf(dataDir, file.storageKey);
  const tag = createHash('sha256')
    .update(JSON.stringify(spec ? { trim: spec.trim, bleedMm: spec.bleedMm } : null))
    .digest('hex')
    .slice(0, 16);
  return {
    dir,
    meta: path.join(dir, `${tag}.json`),
    page: (page: number) => path.join(dir, `${tag}-${page}.webp`),
  };
}

async function readKept(file: string): Promise<Kept | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Kept;
  } catch {
    return null;
  }
}

async function draw(
  dataDir: string,
  file: PreviewedFile,
  spec: ArtworkExpectation | null,
): Promise<Kept> {
  const names = namesOf(dataDir, file, spec);
  const kept = await readKept(names.meta);
  if (kept) return kept;
  const data = await readPrivateFile(dataDir, file.storageKey);
  let result: Kept;
  try {
    const rendered = await renderPreviewIsolated(
      file.mimeType === 'application/pdf' ? 'pdf' : 'picture',
      data,
      spec,
    );
    await mkdir(names.dir, { recursive: true, mode: 0o700 });
    for (const page of rendered.rendered) {
      await writeFileWhole(names.page(page.page), Buffer.from(page.image), { mode: 0o600 });
    }
    result = {
      ok: true,
      preview: {
        pages: rendered.pages,
        thumbnails: rendered.rendered.map(({ page, width, height }) => ({ page, width, height })),
      },
    };
  } catch (error) {
    // A full queue is this copy's moment, not the file's fault: nothing is remembered.
    if (error instanceof PreflightBusy) throw httpError(503, 'preflight_busy');
    result = { ok: false };
  }
  await mkdir(names.dir, { recursive: true, mode: 0o700 });
  await writeFileWhole(names.meta, JSON.stringify(result), { mode: 0o600 });
  return result;
}

/** The file's preview, drawn if need be; 422 `preview_unavailable` when it cannot be drawn. */
export async function filePreview(
  dataDir: string,
  file: PreviewedFile,
  spec: ArtworkExpectation | null,
): Promise<FilePreview> {
  const key = namesOf(dataDir, file, spec).meta;
  let kept = drawing.get(key);
  if (!kept) {
    kept = draw(dataDir, file, spec).finally(() => drawing.delete(key));
    drawing.set(key, kept);
  }
  const result = await kept;
  if (!result.ok) throw httpError(422, 'preview_unavailable');
  return result.preview;
}

/** One page's thumbnail (WebP); a page not drawn is 404 `preview_page_not_found`. */
export async function previewPage(
  dataDir: string,
  file: PreviewedFile,
  spec: ArtworkExpectation | null,
  page: number,
): Promise<Buffer> {
  const preview = await filePreview(dataDir, file, spec);
  if (!preview.thumbnails.some((t) => t.page === page)) throw notFound('preview_page_not_found');
  return readFile(namesOf(dataDir, file, spec).page(page));
}
