import type { CardTemplate } from '@chapkhana/shared/card-templates';

/** A text field of a sample card, labelled in the three languages. */
const text = (key: string, label: string, extra: object = {}) => ({
  kind: 'text' as const,
  key,
  label: { kr: `${label} (kr)`, ar: `${label} (ar)`, en: label },
  sample: {},
  box: { xMm: 5, yMm: 5, widthMm: 70, heightMm: 8 },
  font: 'vazirmatn-regular' as const,
  sizePt: 10,
  minSizePt: 7,
  colour: '#000000',
  align: 'start' as const,
  direction: 'auto' as const,
  maxLength: 60,
  maxLines: 1,
  required: false,
  ...extra,
});

/**
 * A one-sided 85 × 55 mm card: a required name, a company, a phone as a QR code and a logo, each
 * label in the three languages.
 */
export const sampleCardTemplate = (): CardTemplate => ({
  trim: { widthMm: 85, heightMm: 55 },
  bleedMm: 3,
  safeMm: 4,
  sides: [
    {
      background: { kind: 'colour', colour: '#ffffff' },
      fields: [
        text('name', 'Name', { required: true }),
        text('company', 'Company'),
        {
          kind: 'qr',
          key: 'phone',
          label: { kr: 'ژمارە', ar: 'الهاتف', en: 'Phone' },
          content: 'phone',
          colour: '#000000',
          required: false,
          box: { xMm: 60, yMm: 30, widthMm: 18, heightMm: 18 },
        },
        {
          kind: 'image',
          key: 'logo',
          label: { kr: 'لۆگۆ', ar: 'الشعار', en: 'Logo' },
          fit: 'contain',
          minDpi: 200,
          required: false,
          box: { xMm: 5, yMm: 30, widthMm: 18, heightMm: 18 },
        },
      ],
    },
  ],
});
