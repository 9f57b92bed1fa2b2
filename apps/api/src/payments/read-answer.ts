/** The most of a provider's answer read: their JSON is a few kilobytes. */
export const MAX_PROVIDER_ANSWER_BYTES = 1024 * 1024;

/**
 * A provider's answer as text, read no further than `maxBytes`: a declared or streamed body past
 * it throws (and is cancelled) instead of filling the memory, whoever stands on the other end.
 */
export async function readAnswerText(
  response: Response,
  maxBytes = MAX_PROVIDER_ANSWER_BYTES,
): Promise<string> {
  const tooLarge = () => new Error(`the answer is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
