import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { displayIraqiPhone, parseIraqiContactPhone, phoneLinks } from '@chapkhana/shared/phone';
import { LtrText } from '@/components/ui/ltr-text';

/**
 * A stored phone as people in Iraq read it (`0750 444 1234`), a tap to call it and a link to
 * WhatsApp; anything that is not an Iraqi mobile is shown as stored, without links. Printed (the
 * job sheet), only the number shows. A landline gets the call link alone.
 */
export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  const { t } = useTranslation();
  const shown = displayIraqiPhone(phone);
  const links = phoneLinks(phone);
  // A landline (a delivery's second phone may be one) can be called, not messaged.
  const landline = links ? null : parseIraqiContactPhone(phone);
  if (landline)
    return (
      <a
        href={`tel:${landline}`}
        className={`text-brand-700 underline-offset-2 hover:underline ${className}`}
        aria-label={t('phone.call', { phone: shown })}
      >
        <LtrText>{shown}</LtrText>
      </a>
    );
  if (!links) return <LtrText className={className}>{shown}</LtrText>;
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <a
        href={links.call}
        className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
        aria-label={t('phone.call', { phone: shown })}
      >
        <Phone aria-hidden="true" className="size-3.5 print:hidden" />
        <LtrText>{shown}</LtrText>
      </a>
      <a
        href={links.whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center text-emerald-700 print:hidden"
        aria-label={t('phone.whatsApp', { phone: shown })}
        title={t('phone.whatsApp', { phone: shown })}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
      </a>
    </span>
  );
}
