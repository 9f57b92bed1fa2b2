import { useId, useState, type ReactNode } from 'react';
import { governorateName } from '@chapkhana/shared/governorates';
import type { HandoverPreview } from '@chapkhana/shared/handover';
import type { SellerOrder } from '@chapkhana/shared/orders';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonClass, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { useEscape } from '@/components/ui/use-escape';
import { PhoneLink } from '@/components/ui/phone-link';
import { useHandOverMutation } from '@/features/couriers/api/handover';
import { LabelButton } from '@/features/couriers/components/label-button';
import { failureText } from '@/lib/api-failure';
import { DialogFrame } from '@/components/ui/dialog-frame';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The hand-over, read from the preview: where the courier takes the part (its city, the area
 * from its list), to whom, what, and the cash it collects. One confirm; a failure keeps the
 * dialog open with the courier's sentence and a retry; success shows the waybill and the label.
 */
export function HandoverDialog({
  order,
  preview,
  onClose,
}: {
  order: SellerOrder;
  preview: HandoverPreview;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [regionId, setRegionId] = useState(preview.regionId ?? '');
  const [packageSizeId, setPackageSizeId] = useState(preview.packageSizeId ?? '');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [handed, setHanded] = useState<ConsoleParcel | null>(null);
  const [handOver, { isLoading }] = useHandOverMutation();
  useEscape(onClose);
  const shipping = order.shippingInfo;
  const submit = () => {
    if (isLoading) return;
    if (!regionId) {
      setMissing(true);
      return;
    }
    setFailure(null);
    handOver({
      partId: order._id,
      body: { regionId, ...(packageSizeId ? { packageSizeId } : {}) },
    })
      .unwrap()
      .then((answer) => setHanded(answer.parcel))
      .catch((error: unknown) => setFailure(failureText(error, (key, values) => t(key, values))));
  };
  return (
    <DialogFrame titleId={`${id}-title`} testId="handover-dialog" wide>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {preview.courier
          ? t('couriers.handTo', { brand: t(`parcels.carrier.${preview.courier.brand}`) })
          : t('couriers.handOver')}
        {preview.courier?.simulation ? (
          <span className="ms-2 rounded bg-amber-100 px-2 py-0.5 align-middle text-xs font-bold uppercase text-amber-900">
            {t('parcels.simulation')}
          </span>
        ) : null}
      </h2>
      {handed ? (
        <div className="flex flex-col gap-3" data-testid="handover-done">
          <p className="text-sm text-emerald-800">{t('couriers.handedOver')}</p>
          {handed.waybill ? (
            <p className="text-sm">
              {t('parcels.waybill')}{' '}
              <LtrText className="text-lg font-bold">
                <span data-testid="handover-waybill">{handed.waybill}</span>
              </LtrText>
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {handed.labelUrl ? <LabelButton parcelId={handed._id} /> : null}
            <button type="button" className={buttonClass} onClick={onClose}>
              {t('couriers.done')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <dl className="flex flex-col gap-1 text-sm">
            <Row label={t('couriers.city')}>
              {shipping.governorate ? governorateName(shipping.governorate, language) : null}
              {/* A space, not a margin: the courier's name may run the other way (its start is not ours). */}
              {preview.city ? (
                <>
                  {' '}
                  <bdi dir="auto" className="text-slate-600" data-testid="handover-city">
                    ({preview.city.name})
                  </bdi>
                </>
              ) : null}
            </Row>
            <Row label={t('orderPage.name')}>{shipping.name}</Row>
            <Row label={t('orderPage.phone')}>
              <PhoneLink phone={shipping.phone} />
            </Row>
            {shipping.phone2 ? (
              <Row label={t('orderPage.phone2')}>
                <PhoneLink phone={shipping.phone2} />
              </Row>
            ) : null}
            {shipping.area ? <Row label={t('orderPage.area')}>{shipping.area}</Row> : null}
            {shipping.landmark ? (
              <Row label={t('orderPage.landmark')}>{shipping.landmark}</Row>
            ) : null}
            {shipping.place ? <Row label={t('orderPage.place')}>{shipping.place}</Row> : null}
            <Row label={t('couriers.pieces')}>
              <LtrText>{preview.pieces}</LtrText>
            </Row>
            <Row label={t('couriers.description')}>
              <bdi dir="auto">{preview.description}</bdi>
            </Row>
            <Row label={t('couriers.cashToCollect')}>
              <span data-testid="handover-cash">
                {/* Isolated in the sentence's direction, as every amount of the console. */}
                <bdi className="whitespace-nowrap">
                  {t('money.iqd', { amount: preview.cashToCollect })}
                </bdi>
              </span>
            </Row>
          </dl>
          {preview.courierProblem ? (
            <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              {t('couriers.courierProblem')} <bdi dir="auto">{preview.courierProblem}</bdi>
            </p>
          ) : null}
          <Field
            id={`${id}-region`}
            label={t('couriers.region')}
            error={missing ? t('fieldErrors.required') : undefined}
          >
            <select
              id={`${id}-region`}
              data-testid="handover-region"
              className={inputClass}
              value={regionId}
              aria-invalid={missing ? true : undefined}
              onChange={(event) => {
                setRegionId(event.target.value);
                setMissing(false);
              }}
            >
              <option value="">{t('couriers.choose')}</option>
              {preview.regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </select>
          </Field>
          {preview.packageSizes.length > 0 ? (
            <Field id={`${id}-size`} label={t('couriers.packageSize')}>
              <select
                id={`${id}-size`}
                className={inputClass}
                value={packageSizeId}
                onChange={(event) => setPackageSizeId(event.target.value)}
              >
                <option value="">{t('couriers.choose')}</option>
                {preview.packageSizes.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              <bdi dir="auto">{failure}</bdi>
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              {t('common.goBack')}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={isLoading}
              aria-busy={isLoading || undefined}
              data-testid="handover-confirm"
              onClick={submit}
            >
              {failure ? t('couriers.retry') : t('couriers.confirmHandover')}
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
