/**
 * The child process that reads customers' print files (lib/file-inspector.ts starts it): one
 * file at a time, each answered with what the preflight needs (or its first pages drawn, in
 * the preview renderer's child) or why the file cannot be read.
 * Nothing else runs here, so a file that costs minutes of work or gigabytes of memory costs
 * this process, which its supervisor kills, and never the server's event loop.
 */
import type { Inspection, InspectorAnswer, InspectorJob } from './file-inspector';
import { inspectPdf, TooComplexPdf } from './preflight-pdf';
import { inspectPicture } from './preflight-picture';
import { type RenderedPreview, renderPreview } from './render-preview';
import type { CardResult } from '../modules/design/card-pdf';

async function inspect(job: InspectorJob): Promise<Inspection | RenderedPreview | CardResult> {
  // The card maker (pdf-lib, fontkit, QR codes, fonts) is loaded only by the child that makes
  // cards: a preflight child, started again after each file it was killed for, starts lighter.
  if (job.kind === 'card') return (await import('../modules/design/card-pdf')).makeCardPdfs(job);
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  if (job.kind === 'preview') return renderPreview(job.type, file, job.spec);
  return job.kind === 'pdf'
    ? { kind: 'pdf', ...(await inspectPdf(file)) }
    : { kind: 'picture', ...(await inspectPicture(file)) };
}

process.on('message', (job: InspectorJob) => {
  void inspect(job)
    .then(
      (result): InspectorAnswer => ({ id: job.id, ok: true, result }),
      (error: unknown): InspectorAnswer => ({
        id: job.id,
        ok: false,
        reason: error instanceof TooComplexPdf ? 'too_complex' : 'unreadable',
      }),
    )
    .then((answer) => process.send?.(answer));
});

process.send?.({ ready: true } satisfies InspectorAnswer);

// The server going away (its channel closing) ends this process too.
process.on('disconnect', () => process.exit(0));
