import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IRAQ_MOBILE_METADATA } from './phone-metadata';

const require = createRequire(import.meta.url);

describe("Iraq's phone metadata", () => {
  it("is the installed libphonenumber-js's mobile entry for Iraq (copy it again after an upgrade)", () => {
    const library =
      require('libphonenumber-js/metadata.mobile.json') as typeof IRAQ_MOBILE_METADATA;
    expect(IRAQ_MOBILE_METADATA.version).toBe(library.version);
    expect(IRAQ_MOBILE_METADATA.country_calling_codes).toEqual({
      '964': library.country_calling_codes['964'],
    });
    expect(IRAQ_MOBILE_METADATA.countries).toEqual({ IQ: library.countries.IQ });
  });
});
