import { LookalikeRefusal, type LookalikeBrand, type LookalikeOrder } from './lookalike-world';

/** A request's fields as the courier reads them: strings by name. */
export type FormFields = Record<string, string | undefined>;

const REQUIRED = [
  'client_name',
  'client_mobile',
  'city_id',
  'region_id',
  'location',
  'type_name',
  'items_number',
  'price',
  'package_size',
  'replacement',
] as const;
/** The format the Waseet family demands (reference/couriers.md, "Create order"). */
const PHONE = /^\+9647\d{9}$/;
const WHOLE = /^\d{1,9}$/;

/** The fields of create-order and edit-order, checked as the courier does, or a refusal. */
export function readOrderFields(brand: LookalikeBrand, form: FormFields) {
  const value = (name: string) => (form[name] ?? '').trim();
  for (const name of REQUIRED) {
    if (!value(name)) throw new LookalikeRefusal(`الحقل ${name} مطلوب`);
  }
  if (!PHONE.test(value('client_mobile'))) throw new LookalikeRefusal('رقم هاتف الزبون غير صحيح');
  const phone2 = value('client_mobile2');
  if (phone2 && !PHONE.test(phone2)) throw new LookalikeRefusal('رقم الهاتف الثاني غير صحيح');
  const city = brand.cities.find((c) => c.id === value('city_id'));
  if (!city) throw new LookalikeRefusal('المحافظة غير موجودة');
  const region = city.regions.find((r) => r.id === value('region_id'));
  if (!region) throw new LookalikeRefusal('المنطقة غير موجودة او لا تتبع المحافظة');
  const size = brand.packageSizes.find((s) => s.id === value('package_size'));
  if (!size) throw new LookalikeRefusal('حجم الطرد غير موجود');
  if (!WHOLE.test(value('items_number')) || Number(value('items_number')) < 1) {
    throw new LookalikeRefusal('عدد القطع غير صحيح');
  }
  if (!WHOLE.test(value('price'))) throw new LookalikeRefusal('السعر غير صحيح');
  if (!['0', '1'].includes(value('replacement')))
    throw new LookalikeRefusal('حقل الاستبدال غير صحيح');
  return {
    client_name: value('client_name'),
    client_mobile: value('client_mobile'),
    client_mobile2: phone2 || null,
    city_id: city.id,
    city_name: city.name,
    region_id: region.id,
    region_name: region.name,
    location: value('location'),
    type_name: value('type_name'),
    items_number: Number(value('items_number')),
    price: Number(value('price')),
    package_size: size.size,
    merchant_notes: value('merchant_notes'),
    replacement: value('replacement') === '1',
  } satisfies Partial<LookalikeOrder>;
}
