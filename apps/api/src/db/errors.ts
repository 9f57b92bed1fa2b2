/** True when the error (or the driver error Drizzle wraps) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function driverErrors(error: unknown): { code?: unknown; constraint?: unknown }[] {
  const found: { code?: unknown; constraint?: unknown }[] = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    found.push(current as { code?: unknown; constraint?: unknown });
  }
  return found;
}

/** The unique index a write broke (both drivers name it), or undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const hit = driverErrors(error).find((e) => e.code === '23505');
  return hit ? String(hit.constraint ?? '') : undefined;
}

/** True when a write broke a foreign key (a row still refers to the one being removed). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverErrors(error).some((e) => e.code === '23503');
}

/** Error codes of a database that is restarting, refusing or gone (PostgreSQL class 08 and 57P, or the socket's). */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|timeout exceeded when trying to connect|PGlite is closed/i;

/**
 * True when the error (or one it wraps) says the database cannot be reached right now: the
 * request may succeed in a moment, so it is answered 503 rather than as a fault of the server.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** True when PostgreSQL cancelled a statement that ran past its `statement_timeout` (57014). */
export function isStatementTimeout(error: unknown): boolean {
  return driverErrors(error).some((e) => e.code === '57014');
}
