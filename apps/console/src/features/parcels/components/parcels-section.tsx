import { formatIraqTime } from '@chapkhana/shared/dates';
import { readAttentionReason, type ConsoleParcel } from '@chapkhana/shared/parcels';
import { ParcelsList } from '@chapkhana/web-kit/components/parcels-list';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { useGetParcelsQuery, type ParcelsOf } from '@/features/parcels/api/get-parcels';
import { useMarkParcelLookedAtMutation } from '@/features/parcels/api/mark-looked-at';
import { useParcelEvents } from '@/features/parcels/hooks/use-parcel-events';
import { toastFailure } from '@/lib/api-failure';

function AttentionFlag({ parcel, side }: { parcel: ConsoleParcel; side: ParcelsOf['side'] }) {
  const { t } = useTranslation();
  const [markLookedAt, { isLoading }] = useMarkParcelLookedAtMutation();
  const { code, detail } = readAttentionReason(parcel.attentionReason);
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="parcel-attention"
    >
      <span>
        {t(`parcels.attention.${code ?? 'other'}`)}
        {/* A space, not a margin: the courier's words may run the other way. */}
        {detail ? (
          <>
            {' '}
            <bdi dir="auto" className="text-amber-800">
              {detail}
            </bdi>
          </>
        ) : null}
      </span>
      <button
        type="button"
        disabled={isLoading}
        className="rounded-md border border-amber-300 bg-white px-3 py-1 font-medium hover:bg-amber-100"
        onClick={() =>
          markLookedAt({ side, parcelId: parcel._id })
            .unwrap()
            .then(() => toast.success(t('parcels.lookedAtDone')))
            .catch(toastFailure)
        }
      >
        {t('parcels.lookedAt')}
      </button>
    </div>
  );
}

function ParcelCard({ parcel, side }: { parcel: ConsoleParcel; side: ParcelsOf['side'] }) {
  const { t } = useTranslation();
  const events = [...parcel.events].reverse();
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="parcel"
      data-parcel-state={parcel.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t(`parcels.carrier.${parcel.carrier}`)}
          {parcel.simulation ? (
            <span className="ms-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              {t('parcels.simulation')}
            </span>
          ) : null}
        </h3>
        <span
          className="rounded-full bg-sky-100 px-3 py-1 text-sm font-medium text-sky-900"
          data-testid="parcel-state"
        >
          {t(`parcels.state.${parcel.state}`)}
        </span>
      </div>
      {parcel.waybill ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('parcels.waybill')}{' '}
          <bdi dir="ltr" className="font-medium" data-testid="parcel-waybill">
            {parcel.waybill}
          </bdi>
        </p>
      ) : null}
      {parcel.needsAttention ? <AttentionFlag parcel={parcel} side={side} /> : null}
      <ol
        className="mt-3 flex flex-col gap-2 border-s-2 border-slate-200 ps-4"
        data-testid="parcel-history"
      >
        {events.map((event, index) => (
          <li key={`${event.occurredAt}-${index}`} className="text-sm" data-testid="parcel-event">
            <span className="font-medium text-slate-900">{t(`parcels.state.${event.state}`)}</span>
            <span className="ms-2 text-slate-500">
              <bdi dir="ltr">{formatIraqTime(event.occurredAt)}</bdi>
            </span>
            {event.courierStatusText ? (
              <span className="block text-xs text-slate-500" dir="rtl" lang="ar">
                <bdi dir="ltr">{event.courierStatusId}</bdi> · {event.courierStatusText}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}

/** An order's parcels on the console's order page: history, courier texts, flags and the look. */
export function ParcelsSection({ of, orderId }: { of: ParcelsOf; orderId: string }) {
  const { t } = useTranslation();
  useParcelEvents(orderId);
  const parcels = useGetParcelsQuery(of);
  return (
    <ParcelsList
      parcels={parcels.data}
      failed={parcels.isError}
      title={t('parcels.title')}
      loadError={t('parcels.loadError')}
      renderParcel={(parcel) => <ParcelCard key={parcel._id} parcel={parcel} side={of.side} />}
    />
  );
}
