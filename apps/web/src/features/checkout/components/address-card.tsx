import type { ShippingInfoView } from '@chapkhana/shared/addresses';
import { governorateName } from '@chapkhana/shared/governorates';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { PhoneCall } from '@/components/ui/phone-call';

/** Governorate (in the reader's language), district and area; an older order's city as typed. */
export function useAddressRegion(): (info: ShippingInfoView) => string {
  const language = useLanguage();
  return (info) =>
    [
      info.governorate ? governorateName(info.governorate, language) : info.city,
      info.district,
      info.area,
    ]
      .filter((part) => part && part.trim() !== '')
      .join(language === 'en' ? ', ' : '، ');
}

/**
 * An address as a few lines: name and phones; place, governorate, district and area; the address
 * line; the nearest landmark. An order placed before governorates shows its free text and city.
 */
export function AddressLines({ info }: { info: ShippingInfoView }) {
  const { t } = useTranslation();
  const region = useAddressRegion();
  // A migrated address keeps its free text as the landmark too (migration 0026): said once.
  const addressLine = info.address?.trim() === info.landmark?.trim() ? '' : info.address;
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
        <span data-testid="address-name">{info.name}</span>
        <span className="text-slate-300" aria-hidden="true">
          |
        </span>
        <PhoneCall phone={info.phone} testId="address-phone" />
        {info.phone2 ? <PhoneCall phone={info.phone2} testId="address-phone2" /> : null}
      </p>
      <p className="break-words">
        <span className="font-medium">{info.place}</span>
        {' — '}
        <span data-testid="address-city">{region(info)}</span>
      </p>
      {addressLine ? (
        <p className="break-words" data-testid="address-text">
          {addressLine}
        </p>
      ) : null}
      {info.landmark ? (
        <p className="break-words" data-testid="address-landmark">
          <span className="text-slate-600">{t('checkout.fields.landmark')}: </span>
          {info.landmark}
        </p>
      ) : null}
    </div>
  );
}

/** A bordered address block with a pin and an action at its end. */
export function AddressCard({
  info,
  action,
  testId,
  highlighted = false,
  children,
}: {
  info: ShippingInfoView;
  action?: ReactNode;
  testId: string;
  highlighted?: boolean;
  /** Said under the address (a migrated address's "complete it" note). */
  children?: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className={`flex flex-wrap items-start gap-3 rounded-lg border p-4 ${
        highlighted ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'
      }`}
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {/* At least 13rem for the address: on phones the action wraps under it instead. */}
      <div className="min-w-0 flex-1 basis-52">
        <AddressLines info={info} />
        {children}
      </div>
      {action ? <div className="ms-8 sm:ms-0">{action}</div> : null}
    </div>
  );
}
