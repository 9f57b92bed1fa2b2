import type { Page } from 'playwright-core';
import { guessGovernorate, type GovernorateCode } from '@chapkhana/shared/governorates';

/** An address as the shipping form takes it (what a customer types and picks). */
export interface TypedAddress {
  place: string;
  governorate: GovernorateCode;
  district: string;
  area: string;
  address?: string;
  landmark: string;
  phone2?: string;
}

/**
 * The parts of an address a courier needs, for a spec that saves or orders through the API with
 * a `city`: the governorate that city names, the city as the district, an area and a landmark.
 */
export function addressParts(city: string) {
  const governorate = guessGovernorate(city);
  if (!governorate) throw new Error(`No governorate is named by "${city}".`);
  return {
    governorate: governorate.code,
    district: city,
    area: 'ناوەندی شار',
    landmark: 'نزیک مزگەوتی گەورە',
  };
}

/** Fills the storefront's shipping form (name and phone are prefilled from the customer). */
export async function fillShippingForm(page: Page, address: TypedAddress): Promise<void> {
  await page.getByTestId('shipping-place').fill(address.place);
  await page.getByTestId('shipping-governorate').selectOption(address.governorate);
  await page.getByTestId('shipping-district').fill(address.district);
  await page.getByTestId('shipping-area').fill(address.area);
  await page.getByTestId('shipping-address').fill(address.address ?? '');
  await page.getByTestId('shipping-landmark').fill(address.landmark);
  if (address.phone2 !== undefined) {
    await page.getByTestId('shipping-phone2').fill(address.phone2);
  }
}

/** A Kurdish customer's Erbil address, as typed in the form. */
export const ERBIL_ADDRESS: TypedAddress = {
  place: 'ماڵ',
  governorate: 'ERB',
  district: 'هەولێر',
  area: 'عەنکاوە',
  address: 'شەقامی ٦٠ مەتری',
  landmark: 'نزیک بازاڕ',
};
