// The shop's own identity, set by an admin: contacts, social links, About and Contact pages.
import { z } from './zod';
import { LANGUAGES, type Language } from './languages';
import { parseIraqiPhone } from './phone';
import { normaliseDigits } from './text';
import { SOCIAL_NETWORKS, type SocialNetwork } from './shop-links';
import { fieldErrorMessage } from './field-errors';

/** The shop's pages an admin writes. */
export const SHOP_PAGES = ['about', 'contact'] as const;
export type ShopPage = (typeof SHOP_PAGES)[number];

/** A page's body may be this long in each language (a few screens of text, not a book). */
export const MAX_SHOP_PAGE_CHARS = 5000;
export const MAX_SHOP_LINK_CHARS = 500;
export const MAX_SHOP_EMAIL_CHARS = 254;
/** Long enough for any spelling of a phone number people type (spaces, brackets, 00964…). */
const MAX_PHONE_CHARS = 40;

const text = (max: number) =>
  z
    .string({ error: fieldErrorMessage('not_text') })
    .trim()
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) })
    .default('');

const pageTextsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, text(MAX_SHOP_PAGE_CHARS)])) as Record<
    Language,
    ReturnType<typeof text>
  >,
);
/** A page's text in each language; empty means the page says it has nothing yet. */
export type PageTexts = Record<Language, string>;

const socialInputSchema = z.object(
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, text(MAX_SHOP_LINK_CHARS)]),
  ) as Record<SocialNetwork, ReturnType<typeof text>>,
);
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

// ---------------------------------------------------------------------------------------------
// Storefront: public reads
// ---------------------------------------------------------------------------------------------

/** GET /api/home/shop-settings — what every storefront page shows (footer, WhatsApp button). */
export const shopContactsSchema = z.object({
  /** E.164 ("+9647501234567"); empty hides the WhatsApp button. */
  whatsapp: z.string(),
  /** E.164; empty hides it. */
  phone: z.string(),
  email: z.string(),
  /** Only the networks that have a link. */
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
});
export type ShopContacts = z.infer<typeof shopContactsSchema>;

export const shopPageParamsSchema = z.object({
  page: z.enum(SHOP_PAGES, {
    error: fieldErrorMessage('invalid_choice', { choices: 'about or contact' }),
  }),
});

/** GET /api/home/shop-pages/:page — the page's text in each language. */
export const shopPageResponseSchema = z.object({
  page: z.enum(SHOP_PAGES),
  text: z.object({ kr: z.string(), ar: z.string(), en: z.string() }),
});
export type ShopPageResponse = z.infer<typeof shopPageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: read and update
// ---------------------------------------------------------------------------------------------

/** PUT /api/admin/settings — the whole settings at once; empty fields are not shown. */
export const shopSettingsInputSchema = z.object({
  whatsapp: text(MAX_PHONE_CHARS),
  phone: text(MAX_PHONE_CHARS),
  email: text(MAX_SHOP_EMAIL_CHARS),
  social: socialInputSchema,
  about: pageTextsSchema,
  contact: pageTextsSchema,
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;
export type ShopSettingsValues = z.output<typeof shopSettingsInputSchema>;

/** GET and PUT /api/admin/settings — the settings as stored, and who last changed them. */
export const shopSettingsSchema = shopContactsSchema.extend({
  about: shopPageResponseSchema.shape.text,
  contact: shopPageResponseSchema.shape.text,
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** A field that holds something the shop cannot show, and the error code that says why. */
export interface ShopSettingsProblem {
  /** `whatsapp`, `phone`, `email` or `social.<network>`. */
  field: string;
  code: 'shop_phone_invalid' | 'shop_email_invalid' | 'shop_link_invalid';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/**
 * A link the storefront may put in an `href`: an https address with a host name, nothing else
 * (no `javascript:`, no `http:`, no user:password@); its normalised spelling, or null.
 */
export function safeShopLink(input: string): string | null {
  if (/\s/.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return null;
  return url.href;
}

/**
 * Checks what the input schema cannot say by shape (numbers, email, links) and normalises it:
 * phone numbers to E.164 (any spelling, Eastern Arabic digits), links to their parsed form.
 * Both the console's form and the API run it, so they refuse the same things.
 */
export function checkShopSettings(
  values: ShopSettingsValues,
):
  | { ok: true; value: ShopSettingsValues }
  | { ok: false; problems: [ShopSettingsProblem, ...ShopSettingsProblem[]] } {
  const problems: ShopSettingsProblem[] = [];
  const phoneOf = (field: 'whatsapp' | 'phone') => {
    if (!values[field]) return '';
    const e164 = parseIraqiPhone(values[field]);
    if (e164 === null) problems.push({ field, code: 'shop_phone_invalid' });
    return e164 ?? '';
  };
  const whatsapp = phoneOf('whatsapp');
  const phone = phoneOf('phone');
  const email = normaliseDigits(values.email);
  if (email && !EMAIL.test(email)) problems.push({ field: 'email', code: 'shop_email_invalid' });
  const social = { ...values.social };
  for (const network of SOCIAL_NETWORKS) {
    if (!social[network]) continue;
    const link = safeShopLink(social[network]);
    if (link === null) problems.push({ field: `social.${network}`, code: 'shop_link_invalid' });
    else social[network] = link;
  }
  const [first, ...rest] = problems;
  if (first) return { ok: false, problems: [first, ...rest] };
  return { ok: true, value: { ...values, whatsapp, phone, email, social } };
}
