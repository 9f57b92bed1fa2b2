import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * helmet's headers that act only on a document: what a page may load and run, who may frame
 * it, its opener, its referrer, old browsers' download and filter switches. Every answer gets
 * them (app.ts); a served file that is never a page leaves them out.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Files a browser never opens as a page, given nosniff (which stays): scripts, style sheets,
 * fonts, JSON (the web app manifest too) and raster pictures. Not SVG, which is a document of
 * its own and may carry script.
 */
const NEVER_A_DOCUMENT = /\.(m?js|css|woff2?|json|webmanifest|webp|avif|png|jpe?g|gif)$/i;

/**
 * A script may still run as a worker (the service worker, pdf.js's), whose policy comes with its
 * file: everything from the shop's own origin, which is all the page's policy lets a worker do
 * (its other sources are for images, fonts, styles and frames, and its sockets for the page).
 */
/** What a browser asks again or in part with: @fastify/static's, set beside the file's headers. */
const VALIDATORS = ['etag', 'last-modified', 'accept-ranges'] as const;

const SCRIPT = /\.m?js$/i;
const WORKER_POLICY = "default-src 'self'";

/**
 * Leaves the document-only security headers off a served file that cannot be a page: some 600
 * bytes an answer, and a product page loads about thirty such files before the app takes it
 * over. Through HAProxy's HTTP/2 each answer's headers travel whole (Chrome counted ~0.5 KB
 * less on every script without them): some 16 KB of a slow line (docs/performance.md,
 * "2026-12-04: headers a file does not need").
 *
 * An onSend hook for a scope holding only file routes (@fastify/static's), where the address is
 * a file's; never for the pages' routes, whose addresses are anyone's to write.
 */
export async function leaveOffDocumentHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const file = request.url.split('?', 1)[0] ?? '';
  // A refusal (a missing file) is the shop's error, not the file: it keeps them.
  if (reply.statusCode >= 400 || !NEVER_A_DOCUMENT.test(file)) return payload;
  // helmet wrote them on the raw answer (app.ts), where Fastify's own removeHeader does not reach.
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  if (SCRIPT.test(file)) reply.raw.setHeader('content-security-policy', WORKER_POLICY);
  // A file kept unchanged for a year (a fingerprinted bundle, a picture under a new name each
  // time) is never asked for again with its validators, nor in ranges.
  if (String(reply.getHeader('cache-control') ?? '').includes('immutable'))
    for (const name of VALIDATORS) reply.removeHeader(name);
  return payload;
}
