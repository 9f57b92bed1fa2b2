import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { governorateName } from '@chapkhana/shared/governorates';
import type { Order, OrderCustomer } from '@chapkhana/shared/orders';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { PhoneLink } from '@/components/ui/phone-link';

const box =
  'rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Who ordered and where it goes: the customer and contact, the shipping name, phone and address. */
export function OrderPeople({
  customer,
  shipping,
}: {
  customer: OrderCustomer;
  shipping: Order['shippingInfo'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
      <section className={box} aria-labelledby="order-customer-title" data-testid="order-customer">
        <h2 id="order-customer-title" className="mb-2 font-bold">
          {t('orderPage.customer')}
        </h2>
        <dl className="flex flex-col gap-1 text-sm">
          <Field label={t('orderPage.name')}>{customer.name}</Field>
          <Field label={t('orderPage.customerType')}>
            {customer.type === 'printHouse' ? t('orderPage.printHouse') : t('orderPage.individual')}
            {customer.printHouseName ? <> — {customer.printHouseName}</> : null}
          </Field>
          <Field label={t('orderPage.phone')}>
            <PhoneLink phone={customer.phone} />
          </Field>
          {/* A customer who signed up by phone has no email. */}
          {customer.email ? (
            <Field label={t('orderPage.email')}>
              <bdi className="break-all">{customer.email}</bdi>
            </Field>
          ) : null}
        </dl>
      </section>
      <section className={box} aria-labelledby="order-shipping-title" data-testid="order-shipping">
        <h2 id="order-shipping-title" className="mb-2 font-bold">
          {t('orderPage.deliverTo')}
        </h2>
        <dl className="flex flex-col gap-1 text-sm">
          <Field label={t('orderPage.name')}>{shipping.name}</Field>
          <Field label={t('orderPage.phone')}>
            <span data-testid="shipping-phone">
              <PhoneLink phone={shipping.phone} />
            </span>
          </Field>
          {shipping.phone2 ? (
            <Field label={t('orderPage.phone2')}>
              <span data-testid="shipping-phone2">
                <PhoneLink phone={shipping.phone2} />
              </span>
            </Field>
          ) : null}
          {shipping.governorate ? (
            <>
              <Field label={t('orderPage.governorate')}>
                <span data-testid="shipping-governorate">
                  {governorateName(shipping.governorate, language)}
                </span>
              </Field>
              <Field label={t('orderPage.district')}>{shipping.district}</Field>
              <Field label={t('orderPage.area')}>{shipping.area}</Field>
              {shipping.address ? (
                <Field label={t('orderPage.address')}>{shipping.address}</Field>
              ) : null}
              <Field label={t('orderPage.landmark')}>
                <span data-testid="shipping-landmark">{shipping.landmark}</span>
              </Field>
            </>
          ) : (
            <>
              <Field label={t('orderPage.address')}>{shipping.address}</Field>
              <Field label={t('orderPage.city')}>{governorateName(shipping.city, language)}</Field>
            </>
          )}
          <Field label={t('orderPage.place')}>{shipping.place}</Field>
        </dl>
      </section>
    </div>
  );
}
