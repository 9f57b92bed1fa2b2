// The benchmark prepares its fixtures with the API's own TypeScript modules (schema, tokens,
// passwords, services), loaded through tsx rather than copied.
import { tsImport } from 'tsx/esm/api';

const loaded = new Map();

/** A module of apps/api by its path inside that workspace, e.g. `src/lib/passwords.ts`. */
export function apiModule(pathInApi) {
  if (!loaded.has(pathInApi)) {
    loaded.set(pathInApi, tsImport(`../../apps/api/${pathInApi}`, import.meta.url));
  }
  return loaded.get(pathInApi);
}
