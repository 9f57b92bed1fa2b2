/**
 * An Iraqi mobile number as people write it: "+9647501234567" → "0750 123 4567".
 * Anything else is returned unchanged.
 */
export function displayIraqiPhone(e164: string): string {
  const match = /^\+964(7\d{2})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}
