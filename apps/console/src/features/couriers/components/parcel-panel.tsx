import { useState } from 'react';
import { Link } from 'react-router';
import { isApiErrorCode } from '@chapkhana/shared/error-codes';
import { OWN_DELIVERY_MOVES } from '@chapkhana/shared/handover';
import type { SellerOrder } from '@chapkhana/shared/orders';
import type { ConsoleParcel, ParcelState } from '@chapkhana/shared/parcels';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ConfirmStepButton } from '@/components/ui/confirm-step-button';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { paths } from '@/config/paths';
import {
  useDeliverOurselvesMutation,
  useGetHandoverPreviewQuery,
  useMoveParcelMutation,
} from '@/features/couriers/api/handover';
import { HandoverDialog } from '@/features/couriers/components/handover-dialog';
import { LabelButton } from '@/features/couriers/components/label-button';

const box =
  'rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0';

/** A step asked with a required reason (the API keeps it in the parcel's history). */
function ReasonStep(props: {
  label: string;
  title: string;
  testId: string;
  busy: boolean;
  run: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmStepButton
      testId={props.testId}
      dialogTestId={`${props.testId}-dialog`}
      label={props.label}
      title={props.title}
      confirmLabel={props.label}
      reasonLabel={t('couriers.reason')}
      body={t('couriers.reasonIntro')}
      busy={props.busy}
      record={props.run}
    />
  );
}

/** The moves by hand of a parcel the print house delivers itself, each with its reason. */
export function OwnDeliveryMoves({ parcel }: { parcel: ConsoleParcel }) {
  const { t } = useTranslation();
  const [move, { isLoading }] = useMoveParcelMutation();
  const next: readonly ParcelState[] = OWN_DELIVERY_MOVES[parcel.state] ?? [];
  if (next.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-print="hide" data-testid="own-delivery-moves">
      {next.map((state) => (
        <ReasonStep
          key={state}
          testId={`move-${state}`}
          label={t('couriers.moveTo', { state: t(`parcels.state.${state}`) })}
          title={t(`parcels.state.${state}`)}
          busy={isLoading}
          run={(reason) => move({ parcelId: parcel._id, body: { state, reason } }).unwrap()}
        />
      ))}
    </div>
  );
}

/**
 * How the seller's part leaves: hand it to its courier (a dialog from the preview), or deliver
 * it ourselves and move it by hand; then its waybill (on the job sheet too) and its label.
 */
export function ParcelPanel({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  const preview = useGetHandoverPreviewQuery(order._id, {
    skip: order.delivery_status === 'cancelled' || !!order.pickup,
  });
  const [deliver, delivering] = useDeliverOurselvesMutation();
  const [dialog, setDialog] = useState(false);
  const data = preview.data;
  if (!data) return null;
  const parcel = data.parcel;
  const leaving = !parcel || (parcel.carrier !== 'own' && !parcel.courierOrderId);
  return (
    <section className={box} data-testid="parcel-panel" aria-labelledby="parcel-panel-title">
      <h2 id="parcel-panel-title" className="mb-2 font-bold">
        {t('couriers.panelTitle')}
      </h2>
      {parcel?.waybill ? (
        <p className="mb-2 text-sm">
          {t(`parcels.carrier.${parcel.carrier}`)} · {t('parcels.waybill')}{' '}
          <LtrText className="font-bold">
            <span data-testid="sheet-waybill">{parcel.waybill}</span>
          </LtrText>
        </p>
      ) : null}
      {parcel && !leaving ? (
        <div className="flex flex-col gap-2">
          {parcel.carrier === 'own' ? (
            <>
              <p className="text-sm text-slate-700">
                {t('parcels.carrier.own')} · {t(`parcels.state.${parcel.state}`)}
              </p>
              <OwnDeliveryMoves parcel={parcel} />
            </>
          ) : parcel.labelUrl ? (
            <div data-print="hide">
              <LabelButton parcelId={parcel._id} />
            </div>
          ) : null}
        </div>
      ) : null}
      {leaving ? (
        <div className="flex flex-col gap-2" data-print="hide">
          {parcel?.handoverError ? (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {t('couriers.handoverFailed')} <bdi dir="auto">{parcel.handoverError}</bdi>
            </p>
          ) : null}
          {data.blockedBy ? (
            <p role="status" className="text-sm text-slate-600" data-testid="handover-blocked">
              {isApiErrorCode(data.blockedBy)
                ? t(`apiErrors.${data.blockedBy}`)
                : t('couriers.notReady')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {data.courier ? (
              <button
                type="button"
                className={buttonClass}
                disabled={!!data.blockedBy}
                data-testid="hand-to-courier"
                onClick={() => setDialog(true)}
              >
                {parcel?.handoverError ? t('couriers.retry') : t('couriers.handOver')}
              </button>
            ) : (
              <Link
                to={paths.seller.courier}
                className={secondaryButtonClass}
                data-testid="connect-courier"
              >
                {t('couriers.connectCourier')}
              </Link>
            )}
            {!parcel ? (
              <ReasonStep
                testId="deliver-ourselves"
                label={t('couriers.deliverOurselves')}
                title={t('couriers.deliverOurselves')}
                busy={delivering.isLoading || !!data.blockedBy}
                run={(reason) => deliver({ partId: order._id, reason }).unwrap()}
              />
            ) : null}
          </div>
        </div>
      ) : null}
      {dialog ? (
        <HandoverDialog order={order} preview={data} onClose={() => setDialog(false)} />
      ) : null}
    </section>
  );
}
