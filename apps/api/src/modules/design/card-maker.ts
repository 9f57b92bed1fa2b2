/**
 * Designed cards' print files are written in a child process of their own, the way customers'
 * files are read for the preflight (lib/file-inspector.ts): shaping, subsetting and drawing a
 * card costs a fraction of a second, but a template with a large background or a logo of many
 * megapixels costs more, and none of it may hold the server's event loop. The child is killed
 * past the time or memory limit (the card is refused as `TooComplexPdf`), and cards beyond a short
 * queue are refused as `PreflightBusy`, a 503 that says to try again.
 */
import { FileInspector, type InspectorLimits } from '../../lib/file-inspector';
import type { CardRequest, CardResult } from './card-pdf';

/**
 * A two-sided card with a logo is written in well under a second of a core; 10 s (a minute on the
 * clock) and 384 MB leave room for a full-bleed background. A "many of one" order of 200 cards
 * is 200 jobs.
 */
export const CARD_MAKER_LIMITS: InspectorLimits = {
  cpuMs: 10_000,
  wallClockMs: 60_000,
  heapMb: 384,
  queue: 8,
};

let maker: FileInspector | null = null;

/** Writes one card's PDFs in this copy's card child (started on first use). */
export function makeCardIsolated(request: Omit<CardRequest, 'kind'>): Promise<CardResult> {
  maker ??= new FileInspector(CARD_MAKER_LIMITS);
  return maker.run({ kind: 'card', ...request });
}

/** Ends the card child (the server's shutdown; tests). */
export function closeCardMaker(): void {
  maker?.close();
  maker = null;
}
