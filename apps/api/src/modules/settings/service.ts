import {
  checkShopSettings,
  type ShopContacts,
  type ShopPage,
  type ShopPageResponse,
  type ShopSettings,
  type ShopSettingsValues,
} from '@chapkhana/shared/settings';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { insertSettingChange } from '../audit/repository';
import { readShopSettings, writeShopSettings } from './repository';

/** What every storefront page shows: the numbers, the email and the social links that are set. */
export async function shopContacts(db: Database): Promise<ShopContacts> {
  const { whatsapp, phone, email, social } = await readShopSettings(db);
  return { whatsapp, phone, email, social };
}

/** One of the shop's pages in every language (the storefront shows the reader's). */
export async function shopPage(db: Database, page: ShopPage): Promise<ShopPageResponse> {
  const settings = await readShopSettings(db);
  return { page, text: settings[page] };
}

/**
 * Checks and stores an admin's settings. Numbers are stored E.164 and links normalised; the
 * first field the shop could not show is refused with its code (`params.field` names it), and
 * nothing is written.
 */
export async function updateShopSettings(
  db: Database,
  values: ShopSettingsValues,
  staffId: string,
  now: Date,
): Promise<ShopSettings> {
  const checked = checkShopSettings(values);
  if (!checked.ok) {
    const [{ code, field }] = checked.problems;
    throw new HttpError(400, code, { field });
  }
  await db.transaction(async (tx) => {
    await writeShopSettings(tx, checked.value, staffId);
    await insertSettingChange(tx, { staffId, subjectId: 'shop', at: now });
  });
  return readShopSettings(db);
}
