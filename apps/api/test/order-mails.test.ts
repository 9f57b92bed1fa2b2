import { describe, expect, it } from 'vitest';
import { noticeMail } from '../src/modules/notifications/mail-texts';
import { printJobMail } from '../src/modules/print/mail-templates';

const link = 'https://chapkhana.example/dashboard/order/details/o1';
const change = { event: 'proof_uploaded', comment: 'Check the colours' } as const;

describe('print job mail', () => {
  it.each([
    ['kr', 'داواکاری ژمارە 1042: نموونەی چاپەکەت ئامادەیە', 'ckb'],
    ['ar', 'الطلب رقم 1042: نموذج طباعتك جاهز', 'ar'],
    ['en', 'Order #1042: your print proof is ready', 'en'],
  ] as const)(
    'is written in the reader’s language only (%s), the order number in the subject',
    (language, subject, lang) => {
      const mail = printJobMail('c@example.com', change, link, { orderNumber: 1042, language });
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.html.match(/<a href/g)).toHaveLength(1);
      // The link opens the order in the mail's language.
      expect(mail.links).toEqual([`${link}?lng=${language}`]);
      const others = { kr: 'فرۆشیار', ar: 'البائع', en: 'The seller' };
      for (const [other, word] of Object.entries(others)) {
        if (other !== language) expect(mail.text).not.toContain(word);
      }
      expect(mail.text).toContain('Check the colours');
    },
  );
});

describe('order notice mail', () => {
  it('is written in Kurdish alone for a Kurdish reader, with the admin’s reason and how to stop it', () => {
    const stop = 'https://chapkhana.example/dashboard';
    const mail = noticeMail(
      'order-delivered',
      'c@example.com',
      { orderNumber: 77, language: 'kr' },
      { orderNumber: 77 },
      { order: link, stop },
      'وەرگیرا لە دوکان',
    );
    expect(mail.subject).toBe('داواکاری ژمارە 77: گەیەنرا');
    expect(mail.html).toContain('<html lang="ckb" dir="rtl">');
    expect(mail.text.split('\n')).toEqual([
      'داواکارییەکەت وەک گەیەنراو تۆمارکرا.',
      'تێبینی:',
      'وەرگیرا لە دوکان',
      `بینینی داواکاری: ${link}?lng=kr`,
      '',
      `بۆ ڕاگرتنی ئەم ئیمەیڵانە، لە پەڕەی هەژمارەکەت لە بەشی «نامەکان دەربارەی داواکارییەکانت» ئیمەیڵ بکوژێنەوە: ${stop}?lng=kr`,
      '',
    ]);
    expect(mail.links).toEqual([`${link}?lng=kr`, `${stop}?lng=kr`]);
    expect(mail.html.match(/<a href/g)).toHaveLength(2);
  });
});
