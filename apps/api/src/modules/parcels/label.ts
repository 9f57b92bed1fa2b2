import type { FastifyReply } from 'fastify';
import { conflict, httpError, notFound } from '../../lib/http-errors';
import { isPublicUrl } from '../../lib/public-address';
import type { CourierContext } from './courier-accounts';
import * as repo from './repository';

/** A courier's label is a small PDF: more than this is not a label. */
export const LABEL_MAX_BYTES = 5 * 1024 * 1024;
const LABEL_TIMEOUT_MS = 15_000;
/** A label link may move a few times (a courier's storage); more is not a label. */
const LABEL_MAX_REDIRECTS = 3;

const unavailable = () => httpError(502, 'label_unavailable');

/**
 * Whether the server may fetch `url` for a label. The link comes from the courier's answer, so in
 * production it must be https on a public address (never the shop's own machine or network) —
 * or the look-alike courier's, in a demo; elsewhere any http(s) link (the look-alike is local).
 */
async function mayFetch(context: LabelContext, url: URL): Promise<boolean> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (!context.requireHttps) return true;
  if (context.lookalikeBase !== undefined && url.href.startsWith(`${context.lookalikeBase}/`))
    return true;
  return url.protocol === 'https:' && (await isPublicUrl(url));
}

/** The label's answer, each redirect checked by mayFetch before it is followed. */
async function fetchLabel(context: LabelContext, link: string): Promise<Response> {
  const fetcher = context.fetch ?? globalThis.fetch;
  const signal = AbortSignal.timeout(LABEL_TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw unavailable();
  }
  for (let hop = 0; ; hop += 1) {
    if (!(await mayFetch(context, url))) throw unavailable();
    let response: Response;
    try {
      response = await fetcher(url, { signal, redirect: 'manual' });
    } catch {
      throw unavailable();
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return response;
    await response.body?.cancel().catch(() => undefined);
    if (hop >= LABEL_MAX_REDIRECTS) throw unavailable();
    try {
      url = new URL(location, url);
    } catch {
      throw unavailable();
    }
  }
}

type LabelContext = Pick<CourierContext, 'db' | 'fetch' | 'lookalikeBase' | 'requireHttps'>;

/**
 * Fetches the courier's label (its `qr_link`) for the parcel's seller: within a time limit, at
 * most LABEL_MAX_BYTES, only from an address the server may call (mayFetch), and only when the
 * courier answers a PDF — an HTML error page or a firewall's answer is never passed on as a label.
 */
export async function courierLabel(
  context: LabelContext,
  parcelId: string,
  sellerId: string | undefined,
): Promise<{ pdf: Buffer; waybill: string }> {
  const parcel = await repo.parcelById(context.db, parcelId);
  if (!parcel || (sellerId !== undefined && parcel.sellerId !== sellerId)) {
    throw notFound('parcel_not_found');
  }
  if (!parcel.labelUrl) throw conflict('parcel_has_no_label');
  const response = await fetchLabel(context, parcel.labelUrl);
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !/^application\/pdf\b/i.test(type) || length > LABEL_MAX_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw unavailable();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = response.body?.getReader();
    if (!reader) throw unavailable();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > LABEL_MAX_BYTES) {
        await reader.cancel();
        throw unavailable();
      }
      chunks.push(value);
    }
  } catch {
    throw unavailable();
  }
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(0, 5).toString('latin1').startsWith('%PDF-')) throw unavailable();
  return { pdf, waybill: parcel.waybill ?? parcel.reference };
}

/** Sends the label to print: inline, never cached, named after its waybill. */
export function sendLabel(reply: FastifyReply, label: { pdf: Buffer; waybill: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `inline; filename="label-${label.waybill.replace(/[^\w-]/g, '')}.pdf"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(label.pdf);
}
