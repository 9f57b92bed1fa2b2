import type { ShippingInfo } from '@chapkhana/shared/addresses';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { displayIraqiPhone } from '@/lib/phone-display';

/** An address as a few lines: name and phone, then place, address and city. */
export function AddressLines({ info }: { info: ShippingInfo }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">
        <span data-testid="address-name">{info.name}</span>
        <span className="mx-2 text-slate-300" aria-hidden="true">
          |
        </span>
        <bdi dir="ltr" data-testid="address-phone" className="whitespace-nowrap">
          {displayIraqiPhone(info.phone)}
        </bdi>
      </p>
      <p className="break-words">
        <span className="font-medium">{info.place}</span>
        {' — '}
        <span data-testid="address-text">{info.address}</span>
      </p>
      <p data-testid="address-city">{info.city}</p>
    </div>
  );
}

/** A bordered address block with a pin and an action at its end. */
export function AddressCard({
  info,
  action,
  testId,
  highlighted = false,
}: {
  info: ShippingInfo;
  action?: ReactNode;
  testId: string;
  highlighted?: boolean;
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
      </div>
      {action ? <div className="ms-8 sm:ms-0">{action}</div> : null}
    </div>
  );
}
