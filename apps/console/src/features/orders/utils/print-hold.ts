import type { DeliveryStatus, Order } from '@chapkhana/shared/orders';
import type { PrintJob } from '@chapkhana/shared/print';

/** The moves out of pending that put a part into production: held while a proof waits for the customer. */
export const PRODUCTION_STATUSES: readonly DeliveryStatus[] = ['preparing', 'on way', 'delivered'];

/**
 * True while a print line that needs artwork is not approved yet (the API then answers 409
 * `proofs_not_approved` to a move into production). The jobs are the fresher source; the order's
 * lines answer until they are loaded.
 */
export function waitingForProofApproval(
  lines: Order['products'],
  jobs: readonly PrintJob[] | undefined,
): boolean {
  if (jobs) return jobs.some((job) => job.needsArtwork && job.state !== 'approved');
  return lines.some((line) => line.print?.needsArtwork && line.print.state !== 'approved');
}

/** Whether the order has print lines (the only orders whose page asks for print jobs). */
export const hasPrintLines = (lines: Order['products']) => lines.some((line) => line.print);
