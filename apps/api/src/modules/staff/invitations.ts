import type { FastifyInstance } from 'fastify';
import type { Language } from '@chapkhana/shared/languages';
import type { ShopRole } from '@chapkhana/shared/shop-roles';
import { sellerInviteMail } from './mail-templates';
import { passwordLink } from './service';

/** A shop's name in `language`. */
export const shopNameIn = (
  seller: { shopNameKu: string; shopNameAr: string; shopNameEn: string },
  language: Language,
) =>
  language === 'kr' ? seller.shopNameKu : language === 'ar' ? seller.shopNameAr : seller.shopNameEn;

/**
 * Mails a console account a link to set its password (a new shop's owner, or a member its owner
 * added in `role`); throws when the mail cannot be sent.
 */
export async function mailPasswordLink(
  app: FastifyInstance,
  secret: string,
  account: { id: string; email: string; name: string; passwordHash: string },
  shop: string,
  language: Language,
  role?: ShopRole,
): Promise<void> {
  const link = await passwordLink(secret, app.config.publicUrl, account, app.clock.now());
  await app.mailer.send(
    sellerInviteMail(
      account.email,
      language,
      { person: account.name, shop, ...(role ? { role } : {}) },
      link,
    ),
  );
}
