/**
 * An Iraqi mobile number as people write it: "+9647501234567" → "0750 123 4567".
 * Anything else is returned unchanged.
 */
export function displayIraqiPhone(e164: string): string {
  const match = /^\+964(7\d{2})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}

/**
 * A stored delivery phone as people write it: a mobile as `displayIraqiPhone`, a landline
 * ("+96466…", a second phone may be one) with its 0 ("066…"). Anything else unchanged.
 */
export function displayContactPhone(e164: string): string {
  const mobile = displayIraqiPhone(e164);
  if (mobile !== e164) return mobile;
  const landline = /^\+964([1-6]\d{7,8})$/.exec(e164);
  return landline ? `0${landline[1]}` : e164;
}

/** The `tel:` link that calls a stored Iraqi number, or null for anything that is not one. */
export function callHref(e164: string): string | null {
  return /^\+964\d{8,10}$/.test(e164) ? `tel:${e164}` : null;
}
