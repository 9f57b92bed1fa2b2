import { useState, useSyncExternalStore } from 'react';
import { CalendarClock, Truck } from 'lucide-react';
import type { CartLine, CartResponse } from '@chapkhana/shared/cart';
import type { DeliveryTerms } from '@chapkhana/shared/delivery';
import { localisedName } from '@chapkhana/shared/languages';
import {
  findGovernorate,
  governorateByCode,
  type GovernorateCode,
} from '@chapkhana/shared/governorates';
import { promiseForParcel } from '@chapkhana/shared/working-calendar';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PromiseRow } from '@/components/print/job-promise';
import {
  chosenGovernorate,
  onGovernorateChange,
} from '@/features/delivery/utils/chosen-governorate';

const nothingOnServer = () => null;

/**
 * "Ready by" and "at your door by" for a print product before it is ordered (issue 39): the
 * chosen turnaround's working days in the print house's calendar (its holidays, working week and
 * cut-off) from now, and the courier's days to the governorate the reader chose on the page, else
 * their address's, else the print house's own — and it says which.
 */
export function PrintPromise({
  terms,
  workingDays,
  customerCity,
  address,
  label,
}: {
  terms: DeliveryTerms | null | undefined;
  workingDays: number | null | undefined;
  customerCity: string | null;
  /** At checkout: the address the order goes to (its governorate), or collected from the print house. */
  address?: { governorate: GovernorateCode | null; pickup: boolean } | undefined;
  /** Which line it is about (the cart names its print lines). */
  label?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chosen = useSyncExternalStore(onGovernorateChange, chosenGovernorate, nothingOnServer);
  // The clock when the page was drawn: a promise does not tick while it is read.
  const [now] = useState(() => Date.now());
  if (!terms?.promise || workingDays === null || workingDays === undefined) return null;
  const fromAddress = customerCity ? (findGovernorate(customerCity)?.code ?? null) : null;
  const governorate = address ? address.governorate : (chosen ?? fromAddress ?? terms.governorate);
  const promise = promiseForParcel({
    seller: terms,
    destination: governorate ? { governorate } : null,
    pickup: address?.pickup ?? false,
    now,
    workingDays,
  });
  if (!promise) return null;
  const place = governorate && !address?.pickup ? governorateByCode(governorate)[language] : '';
  let whose: 'promise.toSeller' | 'promise.toChosen' | 'promise.toAddress' = 'promise.toSeller';
  if (address) whose = 'promise.toAddress';
  else if (chosen) whose = 'promise.toChosen';
  else if (fromAddress) whose = 'promise.toAddress';
  return (
    <section
      aria-label={label ?? t('promise.title')}
      className="flex flex-col gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm"
      data-testid="print-promise"
    >
      {label ? <p className="font-semibold text-slate-800">{label}</p> : null}
      <PromiseRow
        icon={CalendarClock}
        label={t('promise.readyBy')}
        day={promise.readyBy}
        testId="promise-ready"
      />
      <PromiseRow
        icon={Truck}
        label={t('promise.doorBy')}
        day={promise.doorBy}
        testId="promise-door"
      />
      {place ? (
        <p className="text-xs text-slate-600" data-testid="promise-place">
          {t(whose, { place })}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        {t('promise.counted', { cutOff: terms.promise.cutOff })}
      </p>
    </section>
  );
}

/** A cart or checkout print line's promise (none for a line without a turnaround). */
export function CartLinePromise({
  group,
  line,
  customerCity,
  address,
}: {
  group: CartResponse['card_products'][number];
  line: CartLine;
  customerCity: string | null;
  /** At checkout: the address's governorate and whether this part is collected. */
  address?: { governorate: GovernorateCode | null; pickup: boolean } | undefined;
}) {
  const language = useLanguage();
  if (line.print?.workingDays === undefined || line.print.workingDays === null) return null;
  return (
    <PrintPromise
      terms={group.delivery}
      workingDays={line.print.workingDays}
      customerCity={customerCity}
      label={localisedName(line.productInfo, language)}
      address={address}
    />
  );
}
