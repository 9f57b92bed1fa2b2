import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js's `mobile` metadata for Iraq alone (+964): the shop parses Iraqi mobile
 * numbers only, and the whole file is ~24 kB gzip in every page that validates a phone (login,
 * registration), against a few hundred bytes for this. Copied from
 * `libphonenumber-js/metadata.mobile.json`; phone-metadata.test.ts fails when an upgrade of the
 * library changes Iraq's entry, so copy it again then.
 */
export const IRAQ_MOBILE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: {
    '964': ['IQ'],
  },
  countries: {
    IQ: [
      '964',
      '00',
      '(?:1|7\\d\\d)\\d{7}|[2-6]\\d{7,8}',
      [8, 9, 10],
      [
        ['(\\d)(\\d{3})(\\d{4})', '$1 $2 $3', ['1'], '0$1'],
        ['(\\d{2})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[2-6]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{4})', '$1 $2 $3', ['7'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [0, ['7[3-9]\\d{8}', [10]]],
    ],
  },
  nonGeographic: {},
};
