import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a credential. The Waseet family of couriers takes its merchant
 * token as `?token=` (the couriers reference, "Host, auth, rate limit"), so every URL of a courier call —
 * and of the look-alike courier the demo serves inside the API — carries one.
 */
const SECRET_PARAMETER = /([?&](?:token|access_token|api_key|password|secret)=)[^&#\s"'\\<>]*/gi;

/** The text with every credential-carrying query parameter's value replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAMETER, '$1[redacted]');
}

/** The text with each of the given secrets (a courier token, say) replaced as well. */
export function redactKnown(text: string, secrets: readonly (string | null | undefined)[]): string {
  let out = redactSecrets(text);
  for (const secret of secrets) {
    // Very short strings are not secrets worth hiding, and would mangle the sentence.
    if (secret && secret.length >= 6) out = out.split(secret).join('[redacted]');
  }
  return out;
}

interface LineStream {
  write(line: string): unknown;
}

/** A log destination that writes each line with its secrets redacted. */
export function redactingStream(target: LineStream): LineStream {
  return { write: (line: string) => target.write(redactSecrets(line)) };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger option with every line passed through `redactSecrets` on its way out: the
 * request log's URL, a "route not found" message, an error's message, stack and causes alike.
 * One place, whatever the route or the code that logs.
 */
export function withRedactedSecrets(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  if (logger === true) return { stream: redactingStream(process.stdout) };
  // A file or a transport of the caller's own is left as given (pino takes no stream beside them).
  if (typeof logger !== 'object' || 'file' in logger || 'transport' in logger) return logger;
  const options = logger as { stream?: LineStream };
  return { ...logger, stream: redactingStream(options.stream ?? process.stdout) };
}
