import { GOVERNORATES, type Governorate, type GovernorateCode } from './governorates';
import { foldForSearch } from './text';

/**
 * A place name folded for matching (reference/iraq-addresses.md, "Governorates"): the search fold
 * (hamza and alef forms → ا, ة → ه, ى/ي → ی, Eastern digits, no marks or tatweel), then the article
 * "ال" taken off each word, so "الانبار", "الأنبار" and "انبار" compare equal, as do "نينوى" and
 * "نينوي". Used to match typed governorates and couriers' city names.
 */
export function foldPlaceName(name: string): string {
  return foldForSearch(name)
    .split(' ')
    .map((word) => (word.startsWith('ال') && word.length > 4 ? word.slice(2) : word))
    .join(' ');
}

/**
 * Other names people and couriers give a governorate: mostly its capital (people write
 * "الديوانية" for Qadisiyah, "الموصل" for Nineveh), and a few other spellings seen in data.
 */
export const GOVERNORATE_ALIASES: Readonly<Record<GovernorateCode, readonly string[]>> = {
  ERB: ['اربيل', 'هولير', 'Arbil', 'Hewler'],
  SUL: ['السليمانيه', 'Sulaimani', 'Slemani', 'Sulaimaniya'],
  DUH: ['دهوك', 'Dohuk', 'Dahuk'],
  HLB: ['حلبجه'],
  BGD: ['بغداد الكرخ', 'بغداد الرصافة'],
  BSR: ['بصرة', 'Basrah'],
  NIN: ['الموصل', 'موصل', 'Ninawa', 'Mosul'],
  KRK: ['كركوك'],
  ANB: ['الرمادي', 'Ramadi', 'Al-Anbar'],
  DIY: ['دياله', 'بعقوبة', 'Baqubah'],
  SAD: ['تكريت', 'صلاح الدين', 'Tikrit', 'Saladin'],
  BAB: ['الحلة', 'Hillah', 'Babylon'],
  KRB: ['كربلاء المقدسة', 'Karbala'],
  NJF: ['النجف الاشرف', 'Najaf'],
  WAS: ['الكوت', 'Kut'],
  MAY: ['العمارة', 'Amarah', 'Missan'],
  DHQ: ['الناصرية', 'Nasiriyah'],
  QAD: ['الديوانية', 'Diwaniyah'],
  MUT: ['السماوة', 'Samawah'],
};

const foldedNames = new Map<string, GovernorateCode>();
for (const governorate of GOVERNORATES) {
  const names = [
    governorate.ar,
    governorate.kr,
    governorate.en,
    ...GOVERNORATE_ALIASES[governorate.code],
  ];
  for (const name of names) foldedNames.set(foldPlaceName(name), governorate.code);
}

/** The governorate a typed or courier-given name means (any language, an alias), if any. */
export function governorateByPlaceName(name: string): Governorate | undefined {
  const code = foldedNames.get(foldPlaceName(name));
  return code ? GOVERNORATES.find((g) => g.code === code) : undefined;
}
