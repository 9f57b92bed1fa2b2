import { GOVERNORATES } from '@chapkhana/shared/governorates';
import { WASEET_BRANDS } from '@chapkhana/shared/parcels';
import { describe, expect, it } from 'vitest';
import { lookalikeCities } from '../../src/couriers/waseet/lookalike-data';
import {
  mapWaseetStatus,
  matchGovernorateToCity,
  matchGovernoratesToCities,
  matchRegionByName,
} from '../../src/couriers/waseet/statuses';

describe('mapWaseetStatus', () => {
  it.each([
    [1, 'created'],
    [2, 'picked_up'],
    [3, 'out_for_delivery'],
    [4, 'delivered'],
    [5, 'in_transit'],
    [11, 'in_transit'],
    [12, 'returning'],
    [14, 'out_for_delivery'],
    [16, 'returning'],
    [17, 'returned'],
    [19, 'returned'],
    [21, 'delivered'],
    [23, 'returning'],
    [25, 'delivery_attempt_failed'],
    [28, 'delivery_attempt_failed'],
    [29, 'postponed'],
    [30, 'postponed'],
    [31, 'cancelled'],
    [32, 'delivery_attempt_failed'],
    [41, 'delivery_attempt_failed'],
    [42, 'in_transit'],
    [44, 'postponed'],
  ])('reads status %s as %s', (id, state) => {
    expect(mapWaseetStatus(id).state).toBe(state);
    expect(mapWaseetStatus(String(id)).state).toBe(state);
  });

  it('marks delivered, returned and cancelled final, and nothing else', () => {
    expect([4, 17, 19, 21, 31].every((id) => mapWaseetStatus(id).final)).toBe(true);
    expect([1, 2, 3, 12, 16, 18, 25, 29, 32].some((id) => mapWaseetStatus(id).final)).toBe(false);
  });

  it('flags a price change on 18 and asks a person about 20 and 24', () => {
    expect(mapWaseetStatus('18')).toEqual({
      state: 'in_transit',
      final: false,
      priceChanged: true,
    });
    expect(mapWaseetStatus(20).attention).toBe(true);
    expect(mapWaseetStatus(24)).toEqual({ state: 'in_transit', final: false, attention: true });
    expect(mapWaseetStatus(4).attention).toBeUndefined();
  });

  it.each([99, 43, 0, -1, '', 'abc', '4.5'])('reads unknown id %j as in transit, flagged', (id) => {
    expect(mapWaseetStatus(id)).toEqual({ state: 'in_transit', final: false, unknown: true });
  });
});

describe('matching our governorates to a courier city list', () => {
  it.each(WASEET_BRANDS)('finds a city for every one of the 19 governorates at %s', (brand) => {
    const cities = lookalikeCities(brand).map(({ id, name }) => ({ id, name }));
    const matches = matchGovernoratesToCities(cities);
    for (const governorate of GOVERNORATES) {
      expect(matches[governorate.code], governorate.en).toBeDefined();
    }
    // 18 different cities: no two governorates (Halabja aside) share one.
    const used = GOVERNORATES.filter((g) => g.code !== 'HLB').map((g) => matches[g.code]!.cityId);
    expect(new Set(used).size).toBe(18);
    expect(matches.HLB).toEqual({ ...matches.SUL, note: 'halabja_under_sulaymaniyah' });
  });

  it('uses the right city whatever its id, since the ids differ between brands', () => {
    const erbilIds = WASEET_BRANDS.map(
      (brand) => matchGovernorateToCity('ERB', lookalikeCities(brand))!.cityId,
    );
    expect(new Set(erbilIds).size).toBeGreaterThan(1);
    for (const brand of WASEET_BRANDS) {
      const cities = lookalikeCities(brand);
      const basra = matchGovernorateToCity('BSR', cities)!;
      expect(['البصرة', 'البصره']).toContain(basra.cityName);
      expect(cities.find((c) => c.id === basra.cityId)!.name).toBe(basra.cityName);
    }
  });

  it.each([
    ['NIN', 'نينوي'],
    ['NIN', 'الموصل'],
    ['ANB', 'الانبار'],
    ['ANB', 'انبار'],
    ['DIY', 'دياله'],
    ['QAD', 'الديوانية'],
    ['DHQ', 'ذى قار'],
    ['BAB', 'الحلة'],
    ['WAS', 'الكوت'],
    ['MAY', 'العمارة'],
    ['MUT', 'السماوة'],
    ['SAD', 'تكريت'],
    ['ERB', 'اربيل'],
    ['SUL', 'السليمانيه'],
  ] as const)('reads %s from the courier spelling %s', (code, name) => {
    expect(matchGovernorateToCity(code, [{ id: '7', name }])).toEqual({
      cityId: '7',
      cityName: name,
    });
  });

  it('gives Halabja its own city once a courier lists it', () => {
    const cities = [
      { id: '1', name: 'السليمانية' },
      { id: '2', name: 'حلبجه' },
    ];
    expect(matchGovernorateToCity('HLB', cities)).toEqual({ cityId: '2', cityName: 'حلبجه' });
  });

  it('leaves a governorate out when no city is it, rather than guessing', () => {
    expect(matchGovernorateToCity('BGD', [{ id: '1', name: 'البصرة' }])).toBeUndefined();
  });

  it('matches a typed area to one region, tolerant of hamza and the article', () => {
    const regions = lookalikeCities('alwaseet').find((c) => c.name === 'بغداد')!.regions;
    expect(matchRegionByName('اعظمية', regions)?.name).toBe('الأعظمية');
    expect(matchRegionByName('الكراده', regions)?.name).toBe('الكرادة');
    expect(matchRegionByName('nowhere', regions)).toBeUndefined();
  });
});
