/**
 * What went wrong with a courier call, so the caller can decide what to tell the seller:
 * - `refused`: the courier answered `status:false` (bad field, edit after pickup, …);
 *   `courierMessage` keeps its text (often Arabic) to show the seller. Retrying will not help.
 * - `rate_limited`: HTTP 429 or a rate-limit refusal, or our own limiter's window is full;
 *   `retryAfterMs` says how long to wait.
 * - `unavailable`: no usable answer (timeout, network error, HTML such as a firewall's 403, a 5xx
 *   without the envelope). Safe to retry later (for a create, see `createOrderOnce`).
 * - `auth`: the courier refused our credentials (login refused, or a fresh token refused again).
 * - `bad_answer`: JSON, but not in the shape of the contract.
 */
export type CourierErrorKind = 'refused' | 'rate_limited' | 'unavailable' | 'auth' | 'bad_answer';

export interface CourierErrorDetails {
  kind: CourierErrorKind;
  /** The courier's error number (`errNum`), when it sent one. */
  errNum?: string;
  /** The courier's own message (`msg`), as sent: the sentence to show the seller on a refusal. */
  courierMessage?: string;
  /** The HTTP status of the answer, when there was one. */
  httpStatus?: number;
  /** For `rate_limited`: how long to wait before the next call. */
  retryAfterMs?: number;
  /**
   * For `unavailable` after a create: true when the order may exist at the courier although we
   * could not confirm it; retry with `createOrderOnce(…, { checkFirst: true })`.
   */
  uncertain?: boolean;
}

/** The one error a courier client throws; `message` is an English sentence for logs. */
export class CourierError extends Error {
  readonly kind: CourierErrorKind;
  readonly errNum: string | undefined;
  readonly courierMessage: string | undefined;
  readonly httpStatus: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly uncertain: boolean;

  constructor(message: string, details: CourierErrorDetails, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CourierError';
    this.kind = details.kind;
    this.errNum = details.errNum;
    this.courierMessage = details.courierMessage;
    this.httpStatus = details.httpStatus;
    this.retryAfterMs = details.retryAfterMs;
    this.uncertain = details.uncertain ?? false;
  }
}
