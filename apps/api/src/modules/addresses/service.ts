import {
  missingAddressFields,
  shippingInfoOf,
  type ShippingInfo,
  type ShippingInfoChecked,
} from '@chapkhana/shared/addresses';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { ownAddress } from './repository';

/**
 * The address an order goes to: the customer's saved address `addressId` (404 when it is not
 * theirs, 422 `address_incomplete` naming the missing fields while a migrated one is not
 * completed), else the address sent with the order (already checked by the body's schema).
 */
export async function orderAddress(
  db: Database,
  customerId: string,
  chosen: { addressId?: string | undefined; shippingInfo?: ShippingInfoChecked | undefined },
): Promise<ShippingInfo> {
  if (chosen.addressId === undefined) {
    if (!chosen.shippingInfo) throw notFound('address_not_found');
    return shippingInfoOf(chosen.shippingInfo);
  }
  const saved = await ownAddress(db, customerId, chosen.addressId);
  if (!saved) throw notFound('address_not_found');
  const missing = missingAddressFields(saved);
  if (saved.needsCompletion || saved.governorate === null || missing.length > 0) {
    const error = new HttpError(422, 'address_incomplete');
    // A migrated address with every field filled still waits for the customer to confirm it.
    const fields = missing.length > 0 ? missing : (['area'] as const);
    error.fieldErrors = Object.fromEntries(fields.map((field) => [field, { code: 'required' }]));
    throw error;
  }
  return shippingInfoOf({ ...saved, governorate: saved.governorate });
}
