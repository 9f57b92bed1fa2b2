import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ShopContacts } from '@chapkhana/shared/settings';
import { whatsappLink } from '@chapkhana/shared/shop-links';
import { displayIraqiPhone } from '@/lib/phone-display';

interface ContactRow {
  key: string;
  icon: LucideIcon;
  label: string;
  href: string;
  value: string;
  external?: boolean;
}

/** The shop's phone, WhatsApp and email as links; each value isolated so RTL never reorders it. */
export function ContactList({ contacts }: { contacts: ShopContacts }) {
  const { t } = useTranslation();
  const rows: ContactRow[] = [];
  if (contacts.phone)
    rows.push({
      key: 'phone',
      icon: Phone,
      label: t('shopPages.phone'),
      href: `tel:${contacts.phone}`,
      value: displayIraqiPhone(contacts.phone),
    });
  if (contacts.whatsapp)
    rows.push({
      key: 'whatsapp',
      icon: MessageCircle,
      label: t('shopPages.whatsapp'),
      href: whatsappLink(contacts.whatsapp),
      value: displayIraqiPhone(contacts.whatsapp),
      external: true,
    });
  if (contacts.email)
    rows.push({
      key: 'email',
      icon: Mail,
      label: t('shopPages.email'),
      href: `mailto:${contacts.email}`,
      value: contacts.email,
    });
  if (rows.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="shop-contacts">
      {rows.map(({ key, icon: Icon, label, href, value, external }) => (
        <li key={key}>
          <a
            href={href}
            data-testid={`contact-${key}`}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex items-center gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
          >
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block text-sm text-slate-600">{label}</span>
              <bdi dir="ltr" className="block font-semibold wrap-anywhere text-slate-900">
                {value}
              </bdi>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
