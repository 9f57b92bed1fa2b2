/**
 * Reads the WhatsApp and SMS messages the file messenger wrote to DATA_DIR/outbox
 * (src/messages/file-outbox.ts), for API tests and e2e specs: "the code sent to this phone".
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import {
  CODE_KIND,
  MESSAGE_FILE_SUFFIX,
  type OutboxMessageFile,
} from '../../src/messages/file-outbox';

export type { OutboxMessageFile } from '../../src/messages/file-outbox';

/** Every message file in DATA_DIR/outbox to `phone` (any spelling of it), oldest first. */
export async function messagesTo(dataDir: string, phone: string): Promise<OutboxMessageFile[]> {
  const wanted = parseIraqiPhone(phone) ?? phone;
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    // Names start with the time and a sequence number, so their order is the order written.
    files = (await readdir(dir)).filter((name) => name.endsWith(MESSAGE_FILE_SUFFIX)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const messages = await Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessageFile,
    ),
  );
  return messages.filter((message) => message.to === wanted);
}

/** The newest sign-in code written for `phone`, or undefined when none was. */
export async function latestCodeSentTo(
  dataDir: string,
  phone: string,
): Promise<string | undefined> {
  const codes = (await messagesTo(dataDir, phone)).filter((m) => m.kind === CODE_KIND);
  return codes.at(-1)?.code;
}

/**
 * Waits (polling the folder) until `phone` has more than `skip` messages of `kind` (sign-in codes
 * by default), and returns the newest.
 */
export async function waitForMessage(
  dataDir: string,
  phone: string,
  {
    kind = CODE_KIND,
    skip = 0,
    timeoutMs = 15_000,
  }: { kind?: string; skip?: number; timeoutMs?: number } = {},
): Promise<OutboxMessageFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await messagesTo(dataDir, phone)).filter((m) => m.kind === kind);
    if (messages.length > skip) return messages.at(-1)!;
    if (Date.now() > deadline)
      throw new Error(`No ${kind} message to ${phone} arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for a new sign-in code to `phone` (beyond the first `skip`) and returns the code. */
export async function waitForCode(
  dataDir: string,
  phone: string,
  options: { skip?: number; timeoutMs?: number } = {},
): Promise<string> {
  const message = await waitForMessage(dataDir, phone, options);
  if (!message.code) throw new Error(`The newest code message to ${phone} has no code.`);
  return message.code;
}
