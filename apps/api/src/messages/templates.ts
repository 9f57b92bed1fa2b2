/**
 * The WhatsApp templates the shop uses (phone-codes reference, "Create the sign-in template" and
 * "Order notifications (utility templates)"), in `ar` and `en` — WhatsApp has no Kurdish. They are
 * created once in WhatsApp Manager (or by POST /{WABA_ID}/message_templates with these bodies);
 * the look-alike Graph API starts with them. A notice's `template.parameters` fill {{1}}, {{2}}…
 */
import { withStopLine } from './stop';
import type { TemplateLanguage } from './whatsapp/client';

export interface TemplateDefinition {
  name: string;
  category: 'authentication' | 'utility';
  /** The body in each language; {{n}} are the parameters (none for authentication: Meta's text). */
  body: Record<TemplateLanguage, string>;
}

/** The authentication template's default name (WA_CODE_TEMPLATE). */
export const CODE_TEMPLATE = 'chapkhana_login_code';

/** The copy-code button's label per language (at most 25 characters). */
export const COPY_CODE_BUTTON: Record<TemplateLanguage, string> = {
  ar: 'نسخ الرمز',
  en: 'Copy code',
};

/** Meta's preset authentication text, as the look-alike renders it. */
export const AUTHENTICATION_BODY: Record<TemplateLanguage, string> = {
  ar: '{{1}} هو رمز التحقق الخاص بك. لأمانك، لا تشارك هذا الرمز.',
  en: '{{1}} is your verification code. For your security, do not share this code.',
};

/** A body to a customer: it ends with the way to stop these messages (stop.ts). */
const toCustomer = (body: Record<TemplateLanguage, string>): Record<TemplateLanguage, string> => ({
  ar: withStopLine(body.ar, 'ar'),
  en: withStopLine(body.en, 'en'),
});

export const NOTICE_TEMPLATES: readonly TemplateDefinition[] = [
  {
    name: 'chapkhana_order_new',
    category: 'utility',
    body: {
      ar: 'طلب جديد {{1}} في چاپخانە بقيمة {{2}}. افتح لوحة التحكم لتأكيده.',
      en: 'New order {{1}} on Chapkhana for {{2}}. Open the console to confirm it.',
    },
  },
  {
    name: 'chapkhana_proof_ready',
    category: 'utility',
    body: toCustomer({
      ar: 'نموذج الطباعة لطلبك {{1}} جاهز للمراجعة: {{2}}',
      en: 'The print proof for your order {{1}} is ready to review: {{2}}',
    }),
  },
  {
    name: 'chapkhana_order_confirmed',
    category: 'utility',
    body: toCustomer({
      ar: 'تم تأكيد طلبك {{1}}.',
      en: 'Your order {{1}} is confirmed.',
    }),
  },
  {
    name: 'chapkhana_order_shipped',
    category: 'utility',
    body: toCustomer({
      ar: 'طلبك {{1}} في الطريق مع {{2}}. رقم الشحنة: {{3}}',
      en: 'Order {{1}} is on its way with {{2}}. Tracking: {{3}}',
    }),
  },
  {
    name: 'chapkhana_out_for_delivery',
    category: 'utility',
    body: toCustomer({
      ar: 'طلبك {{1}} خرج للتوصيل اليوم.',
      en: 'Your order {{1}} is out for delivery today.',
    }),
  },
  {
    name: 'chapkhana_order_delivered',
    category: 'utility',
    body: toCustomer({
      ar: 'تم توصيل طلبك {{1}}. شكراً لتسوقك من چاپخانە.',
      en: 'Your order {{1}} was delivered. Thank you for shopping at Chapkhana.',
    }),
  },
  {
    name: 'chapkhana_order_cancelled',
    category: 'utility',
    body: toCustomer({
      ar: 'تم إلغاء طلبك {{1}}. السبب: {{2}}',
      en: 'Your order {{1}} was cancelled. Reason: {{2}}',
    }),
  },
];

/** How many {{n}} parameters a body takes. */
export const parameterCount = (body: string) =>
  new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => match[1])).size;
