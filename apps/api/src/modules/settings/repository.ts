import { eq } from 'drizzle-orm';
import type { ShopSettings, ShopSettingsValues } from '@chapkhana/shared/settings';
import type { Database } from '../../db/client';
import { shopSettings, staffUsers } from '../../db/schema/index';

/** The one row's id (the table allows no other). */
const SETTINGS_ROW = 1;

const EMPTY_TEXTS = { kr: '', ar: '', en: '' };

/** The settings as stored, with who last changed them; empty ones if the row is missing. */
export async function readShopSettings(db: Database): Promise<ShopSettings> {
  const [row] = await db
    .select({ settings: shopSettings, editorId: staffUsers.id, editorName: staffUsers.name })
    .from(shopSettings)
    .leftJoin(staffUsers, eq(staffUsers.id, shopSettings.updatedBy))
    .where(eq(shopSettings.id, SETTINGS_ROW));
  if (!row) {
    return {
      whatsapp: '',
      phone: '',
      email: '',
      social: {},
      about: EMPTY_TEXTS,
      contact: EMPTY_TEXTS,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const s = row.settings;
  return {
    whatsapp: s.whatsapp,
    phone: s.phone,
    email: s.email,
    social: Object.fromEntries(Object.entries(s.social).filter(([, link]) => link)),
    about: { kr: s.aboutKu, ar: s.aboutAr, en: s.aboutEn },
    contact: { kr: s.contactKu, ar: s.contactAr, en: s.contactEn },
    updatedAt: s.updatedAt.toISOString(),
    updatedBy: row.editorId ? { _id: row.editorId, name: row.editorName ?? '' } : null,
  };
}

/** Replaces the settings (the row is made if a database lacks it); `staffId` is who did it. */
export async function writeShopSettings(
  db: Database,
  values: ShopSettingsValues,
  staffId: string | null,
): Promise<void> {
  const row = {
    whatsapp: values.whatsapp,
    phone: values.phone,
    email: values.email,
    social: Object.fromEntries(Object.entries(values.social).filter(([, link]) => link)),
    aboutKu: values.about.kr,
    aboutAr: values.about.ar,
    aboutEn: values.about.en,
    contactKu: values.contact.kr,
    contactAr: values.contact.ar,
    contactEn: values.contact.en,
    updatedBy: staffId,
    updatedAt: new Date(),
  };
  await db
    .insert(shopSettings)
    .values({ id: SETTINGS_ROW, ...row })
    .onConflictDoUpdate({ target: shopSettings.id, set: row });
}
