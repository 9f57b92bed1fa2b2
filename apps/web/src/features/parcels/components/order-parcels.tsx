import { formatIraqTime } from '@chapkhana/shared/dates';
import { localisedName } from '@chapkhana/shared/languages';
import type { Order, OrderPart } from '@chapkhana/shared/orders';
import type { CustomerParcel } from '@chapkhana/shared/parcels';
import { formatDinar } from '@chapkhana/shared/pricing';
import { ParcelsList } from '@chapkhana/web-kit/components/parcels-list';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Truck } from 'lucide-react';
import { Money } from '@/components/ui/money';
import { useGetOrderParcelsQuery } from '@/features/parcels/api/get-order-parcels';

const DONE = new Set(['delivered']);
const TROUBLE = new Set(['delivery_attempt_failed', 'returning', 'returned', 'cancelled']);

function stateTone(state: CustomerParcel['state']) {
  if (DONE.has(state)) return 'bg-emerald-100 text-emerald-800';
  if (TROUBLE.has(state)) return 'bg-amber-100 text-amber-900';
  return 'bg-sky-100 text-sky-900';
}

/** What the customer pays at the door for a part: the courier's figure once handed over. */
function cashAtDoor(part: OrderPart, parcel: CustomerParcel | undefined): string | null {
  if (!(Number(part.cash_to_collect) > 0)) return null;
  return parcel && parcel.cashToCollect !== '0'
    ? parcel.cashToCollect
    : formatDinar(part.cash_to_collect);
}

/** The courier's side of a part: who carries it, its waybill, where it stands, its history. */
function CourierParcel({ parcel }: { parcel: CustomerParcel }) {
  const { t } = useTranslation();
  const events = [...parcel.events].reverse();
  return (
    <div className="mt-3 border-t border-slate-100 pt-3" data-parcel-state={parcel.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Truck aria-hidden="true" className="size-5 text-slate-500 rtl:-scale-x-100" />
          {t(`parcels.carrier.${parcel.carrier}`)}
        </p>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${stateTone(parcel.state)}`}
          data-testid="parcel-state"
        >
          {t(`parcels.state.${parcel.state}`)}
        </span>
      </div>
      {parcel.waybill ? (
        <p className="mt-2 flex flex-wrap gap-2 text-sm">
          <span className="text-slate-600">{t('parcels.waybill')}</span>
          <span className="font-medium text-slate-900" data-testid="parcel-waybill">
            <bdi dir="ltr">{parcel.waybill}</bdi>
          </span>
        </p>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold text-slate-700">{t('parcels.history')}</h4>
      {events.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="parcel-no-history">
          {t('parcels.noHistory')}
        </p>
      ) : (
        <ol
          className="mt-2 flex flex-col gap-2 border-s-2 border-slate-200 ps-4"
          data-testid="parcel-history"
        >
          {events.map((event, index) => (
            <li key={`${event.occurredAt}-${index}`} className="text-sm" data-testid="parcel-event">
              <span className="font-medium text-slate-900">
                {t(`parcels.state.${event.state}`)}
              </span>
              <span className="ms-2 text-slate-500">
                <bdi dir="ltr">{formatIraqTime(event.occurredAt)}</bdi>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * One seller's part of the order, one parcel: its shop, its own amount, what is paid at the door,
 * and, once handed to a courier, that parcel's waybill, state and history.
 */
export function PartCard({
  part,
  parcel,
}: {
  part: OrderPart;
  parcel: CustomerParcel | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cash = cashAtDoor(part, parcel);
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="parcel"
      data-part-id={part._id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          <bdi data-testid="parcel-shop">{localisedName(part.shop, language)}</bdi>
        </h3>
        <span className="text-sm text-slate-600">
          {t('parcels.partAmount')}{' '}
          <span className="font-bold text-slate-900 tabular-nums">
            <Money amount={formatDinar(part.amount)} testId="parcel-amount" />
          </span>
        </span>
      </div>
      <p className="mt-1 text-sm" data-testid="parcel-cash-line">
        {cash ? (
          <>
            <span className="text-slate-600">
              {t(part.pickup ? 'parcels.cashPickup' : 'parcels.cash')}
            </span>{' '}
            <span className="font-medium text-slate-900 tabular-nums">
              <Money amount={cash} testId="parcel-cash" />
            </span>
          </>
        ) : (
          <span className="text-slate-600">{t('parcels.nothingToPay')}</span>
        )}
      </p>
      {parcel ? (
        <CourierParcel parcel={parcel} />
      ) : part.pickup ? null : (
        <p className="mt-2 text-sm text-slate-500" data-testid="parcel-not-handed-over">
          {t('parcels.notHandedOver')}
        </p>
      )}
    </article>
  );
}

/**
 * The order's parcels, one per seller's part (issue 36): each with its own amount and cash at the
 * door, joined with its courier parcel when handed over, whose history `parcel:update` reads
 * again live. The parts' amounts add up to the order's total.
 */
export function OrderParcels({ order }: { order: Order }) {
  const { t } = useTranslation();
  const parcels = useGetOrderParcelsQuery(order._id);
  const bySellerOrder = new Map(
    (parcels.data ?? []).map((parcel) => [parcel.sellerOrderId, parcel]),
  );
  return (
    <>
      {parcels.isError && !parcels.data ? (
        <p className="text-sm text-slate-600" data-testid="parcels-load-error">
          {t('parcels.loadError')}
        </p>
      ) : null}
      <ParcelsList
        parcels={order.parcels}
        failed={false}
        title={t('parcels.title')}
        loadError={t('parcels.loadError')}
        renderParcel={(part) => (
          <PartCard key={part._id} part={part} parcel={bySellerOrder.get(part._id)} />
        )}
      />
    </>
  );
}
