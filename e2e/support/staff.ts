import { inject } from 'vitest';

/** A demo console account's token, signed in once for the whole run (support/global-setup.ts). */
export function staffToken(login: string): string {
  const signIn = inject('staff')[login];
  if (!signIn) throw new Error(`${login} is not one of the demo console accounts.`);
  return signIn.token;
}
