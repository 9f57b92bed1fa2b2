import type { ShippingInfoView } from '@chapkhana/shared/addresses';
import { governorateName } from '@chapkhana/shared/governorates';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ReactNode } from 'react';
import { PhoneCall } from '@/components/ui/phone-call';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Where an order goes: name, phones (tap to call), place, governorate in the reader's language,
 * district, area, address line and nearest landmark. An order placed before governorates shows
 * its free-text address and city.
 */
export function DeliveryFacts({ info }: { info: ShippingInfoView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="divide-y divide-slate-100 text-sm" data-testid="order-delivery">
      <Fact label={t('checkout.fields.name')}>{info.name}</Fact>
      <Fact label={t('checkout.fields.phone')}>
        <PhoneCall phone={info.phone} testId="order-delivery-phone" />
      </Fact>
      {info.phone2 ? (
        <Fact label={t('checkout.fields.phone2')}>
          <PhoneCall phone={info.phone2} testId="order-delivery-phone2" />
        </Fact>
      ) : null}
      <Fact label={t('checkout.fields.place')}>{info.place}</Fact>
      {info.governorate ? (
        <>
          <Fact label={t('checkout.fields.governorate')}>
            <span data-testid="order-delivery-governorate">
              {governorateName(info.governorate, language)}
            </span>
          </Fact>
          <Fact label={t('checkout.fields.district')}>{info.district}</Fact>
          <Fact label={t('checkout.fields.area')}>{info.area}</Fact>
          {info.address ? <Fact label={t('checkout.fields.address')}>{info.address}</Fact> : null}
          <Fact label={t('checkout.fields.landmark')}>
            <span data-testid="order-delivery-landmark">{info.landmark}</span>
          </Fact>
        </>
      ) : (
        <>
          <Fact label={t('checkout.fields.address')}>{info.address}</Fact>
          <Fact label={t('checkout.fields.city')}>{info.city}</Fact>
        </>
      )}
    </dl>
  );
}
