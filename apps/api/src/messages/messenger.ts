/**
 * The one way the API sends a message to a phone: sign-in codes (`sendCode`) and notices such as
 * order events (`send`), by WhatsApp first and SMS when WhatsApp cannot take it (phone-codes
 * reference, "SMS-fallback triggers"). With no provider configured, every message is a file in
 * DATA_DIR/outbox beside the mails (file-outbox.ts).
 */
import type { Language } from '@chapkhana/shared/languages';
import type { MessageChannel } from '@chapkhana/shared/messages';

export type { MessageChannel } from '@chapkhana/shared/messages';

export interface PhoneCodeMessage {
  /** E.164, an Iraqi mobile (`+9647…`): parseIraqiPhone's answer. */
  phone: string;
  /** The code itself; it is written nowhere but into the message (the outbox row masks it). */
  code: string;
  language: Language;
  /** The channel asked for; by default WhatsApp first, SMS when WhatsApp fails. */
  channel?: MessageChannel;
}

/** What a message is about, so the console's outbox can show a seller its own messages. */
export interface MessageLinks {
  customerId?: string;
  sellerId?: string;
  orderId?: string;
}

/** A notice (an order event…) to one phone. */
export interface OutgoingMessage {
  /** E.164, an Iraqi mobile (`+9647…`). */
  phone: string;
  language: Language;
  /** What the message is about (`order-shipped`…), kept with it and shown in the outbox. */
  kind: string;
  /**
   * The WhatsApp utility template and its body parameters, in order ({{1}}, {{2}}…). WhatsApp
   * has no Kurdish templates: a Kurdish reader gets the Arabic one, or `text` as free-form
   * WhatsApp when they wrote to the shop within the last 24 hours (phone-codes reference).
   * Absent for a reply to what the reader just wrote: free-form WhatsApp in any language, which
   * WhatsApp takes inside the 24-hour window only.
   */
  template?: { name: string; parameters: string[] };
  /** The whole message in `language`: for SMS, free-form WhatsApp and the file outbox. */
  text: string;
  /** The channel asked for; by default WhatsApp first. */
  channel?: MessageChannel;
  /** The only channels the reader allows (their message choices); every channel when absent. */
  onlyChannels?: readonly MessageChannel[];
  /** Also by SMS when WhatsApp fails, at once or later by a "failed" delivery report. */
  important?: boolean;
  about?: MessageLinks;
}

export interface SentMessage {
  /** Our outbox row's id, or the outbox file's id when no provider is configured. */
  id: string;
  /** The channel that took it; `file` when it was written to DATA_DIR/outbox. */
  channel: MessageChannel | 'file';
}

export interface Messenger {
  /** Sends a sign-in code; rejects with a MessagesUnavailableError when no channel could take it. */
  sendCode(message: PhoneCodeMessage): Promise<SentMessage>;
  /** Sends a notice; rejects with a MessagesUnavailableError when no channel could take it. */
  send(message: OutgoingMessage): Promise<SentMessage>;
}

/** Why a channel did not take a message (the providers' answers mapped to what we do about them). */
export type MessageFailureKind =
  /** The number has no WhatsApp (131026), or the provider refused the number. */
  | 'not_reachable'
  /** Throughput or pair limits (130429, 131056), or the SMS gateway's 429. */
  | 'rate_limited'
  /** No answer in time, a refused connection, a 5xx or an answer that is not the provider's JSON. */
  | 'provider_down'
  /** Our setup: a bad token, a missing template or language (132001), no credit, bad parameters. */
  | 'configuration'
  /** Free-form WhatsApp outside the 24-hour window (131047). */
  | 'outside_window'
  /** The outbox folder could not be written (a full disk). */
  | 'storage';

export interface ChannelFailure {
  channel: MessageChannel | 'file';
  kind: MessageFailureKind;
  /** The provider's own words or code, for the outbox and the log (never the code or the phone). */
  reason: string;
}

/** No channel took the message; `failures` tells each channel's reason, in the order tried. */
export class MessagesUnavailableError extends Error {
  override name = 'MessagesUnavailableError';
  constructor(
    readonly failures: ChannelFailure[],
    options?: { cause?: unknown },
  ) {
    super(
      `No channel could take the message: ${failures.map((f) => `${f.channel} ${f.kind} (${f.reason})`).join('; ') || 'none configured'}.`,
      options,
    );
  }
}

/**
 * The sign-in code as an SMS, a free-form WhatsApp or an outbox file says it, in the reader's
 * language. One UCS-2 part (at most 70 characters) with any six-digit code (phone-codes
 * reference, "SMS in Iraq").
 */
export function codeText(code: string, language: Language): string {
  switch (language) {
    case 'kr':
      return `کۆدی چوونەژوورەوەی چاپخانە: ${code}\nبە کەسی مەدە.`;
    case 'ar':
      return `رمز الدخول إلى چاپخانە: ${code}\nلا تشاركه مع أحد.`;
    case 'en':
      return `Your Chapkhana sign-in code: ${code}\nDo not share it.`;
  }
}
