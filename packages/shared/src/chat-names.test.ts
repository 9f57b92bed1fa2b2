import { describe, expect, it } from 'vitest';
import { messageSenderName } from './chat-names';

describe('messageSenderName', () => {
  const names = { enName: 'Hawler Print', kuName: 'چاپخانەی هەولێر', arName: 'مطبعة أربيل' };

  it('names a seller’s message in the reading language', () => {
    const message = { senderName: 'Hawler Print', senderNames: names };
    expect(messageSenderName(message, 'kr')).toBe('چاپخانەی هەولێر');
    expect(messageSenderName(message, 'ar')).toBe('مطبعة أربيل');
    expect(messageSenderName(message, 'en')).toBe('Hawler Print');
  });

  it('falls back to the name written with the message', () => {
    expect(messageSenderName({ senderName: 'Aram' }, 'kr')).toBe('Aram');
    // A shop with no Arabic name shows another of its names, never an empty label.
    const noArabic = { senderName: 'Hawler Print', senderNames: { ...names, arName: '' } };
    expect(messageSenderName(noArabic, 'ar')).not.toBe('');
  });
});
