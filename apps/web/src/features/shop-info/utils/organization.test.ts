import { describe, expect, it } from 'vitest';
import { organizationData } from '@/features/shop-info/utils/organization';

const ORIGIN = 'https://chapkhana.example';

describe('the shop as an organization', () => {
  it('carries the contacts and social pages an admin set', () => {
    expect(
      organizationData('Chapkhana', ORIGIN, {
        whatsapp: '+9647501234567',
        phone: '+9647701234567',
        email: 'info@chapkhana.example',
        social: {
          instagram: 'https://instagram.com/chapkhana',
          facebook: 'https://facebook.com/c',
        },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Chapkhana',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icons/icon-512.png`,
      telephone: '+9647701234567',
      email: 'info@chapkhana.example',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+9647701234567',
        email: 'info@chapkhana.example',
        areaServed: 'IQ',
        availableLanguage: ['ckb', 'ar', 'en'],
      },
      sameAs: ['https://instagram.com/chapkhana', 'https://facebook.com/c'],
    });
  });

  it('names no contact the shop has not set', () => {
    const bare = organizationData('Chapkhana', ORIGIN, {
      whatsapp: '',
      phone: '',
      email: '',
      social: {},
    });
    expect(bare).not.toHaveProperty('contactPoint');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('telephone');
  });
});
