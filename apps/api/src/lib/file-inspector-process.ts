/**
 * The child process that reads customers' PDFs (lib/pdf-inspector.ts starts it): one file at a
 * time, each answered with what the preflight needs or why the file cannot be read. Nothing
 * else runs here, so a file that costs minutes of work or gigabytes of memory costs this
 * process, which its supervisor kills, and never the server's event loop.
 */
import { inspectPdf, TooComplexPdf } from './preflight-pdf';
import type { InspectorAnswer, InspectorJob } from './pdf-inspector';

process.on('message', (job: InspectorJob) => {
  void inspectPdf(Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength))
    .then(
      (inspection): InspectorAnswer => ({ id: job.id, ok: true, inspection }),
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
