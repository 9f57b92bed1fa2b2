import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { setRateBodySchema } from '@chapkhana/shared/currency';
import { formatPrice } from '@chapkhana/shared/pricing';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { buttonClass, Field, secondaryButtonClass, describedByError } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { useSetRateMutation } from '@/features/currency/api/set-rate';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

type Values = z.input<typeof setRateBodySchema>;
type Parsed = z.output<typeof setRateBodySchema>;

/**
 * A change the API holds back until the admin confirms it: far from the rate in force
 * (rate_change_needs_confirmation) or from the rate of a day ago (rate_day_change_needs_confirmation).
 */
interface PendingChange {
  proposed: string;
  /** The rate compared with: the one in force, or the one of a day ago. */
  from: string;
  to: string;
  change: string;
  sinceDayAgo: boolean;
}

/** The refusal's rates and change, when the API asks for a confirmation; else undefined. */
function confirmationAsked(failure: unknown, proposed: string): PendingChange | undefined {
  const { code, params } = readApiFailure(failure);
  const sinceDayAgo = code === 'rate_day_change_needs_confirmation';
  if (code !== 'rate_change_needs_confirmation' && !sinceDayAgo) return undefined;
  return {
    proposed,
    sinceDayAgo,
    from: formatPrice(String(sinceDayAgo ? params.dayAgo : params.current)),
    to: formatPrice(String(params.proposed)),
    // A real minus sign: a hyphen reads as a dash beside the number.
    change: String(params.change).replace('-', '\u2212'),
  };
}

/**
 * Sets a new IQD rate for one US dollar; the storefront's prices follow it at once. A rate far
 * from the one in force (a likely typo) is sent again with `confirm` only after the admin says so.
 */
export function RateForm() {
  const { t } = useTranslation();
  const [setRate, { isLoading }] = useSetRateMutation();
  const [pending, setPending] = useState<PendingChange>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: fieldResolver(setRateBodySchema),
    defaultValues: { currencyIQD: '' },
  });
  const error = fieldError(t, errors.currencyIQD?.message);

  const send = async (currencyIQD: string, confirm: boolean) => {
    try {
      await setRate({ currencyIQD, ...(confirm ? { confirm } : {}) }).unwrap();
      setPending(undefined);
      toast.success(t('currency.saved'));
      reset({ currencyIQD: '' });
    } catch (failure) {
      const asked = confirm ? undefined : confirmationAsked(failure, currencyIQD);
      if (asked) setPending(asked);
      else toastFailure(failure);
    }
  };
  const onSubmit = handleSubmit((values) => send(values.currencyIQD, false));

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <Field id="currencyIQD" label={t('currency.newRate')} error={error} className="w-56">
          <NumberInput
            id="currencyIQD"
            {...describedByError('currencyIQD', error)}
            {...register('currencyIQD', { onChange: () => setPending(undefined) })}
          />
        </Field>
        <button type="submit" className={buttonClass} disabled={isLoading || !!pending}>
          {t('currency.save')}
        </button>
      </form>
      {pending ? (
        <div
          role="alertdialog"
          aria-labelledby="rate-confirm-title"
          aria-describedby="rate-confirm-text"
          className="max-w-xl rounded-lg border border-amber-400 bg-amber-50 p-4"
          data-testid="rate-confirm"
        >
          <h3 id="rate-confirm-title" className="mb-1 font-semibold text-amber-900">
            {t('currency.confirmTitle')}
          </h3>
          <p id="rate-confirm-text" className="mb-3 text-sm text-amber-900">
            {/* One sentence per language (its own word order); each figure is an isolated
                left-to-right run kept on one line, so "−99.9 %" never reorders or splits. */}
            <TaggedText
              text={t(
                pending.sinceDayAgo ? 'currency.confirmDayChange' : 'currency.confirmChange',
                {
                  from: pending.from,
                  to: pending.to,
                  change: pending.change,
                },
              )}
              parts={{
                v: (figure) => (
                  <bdi dir="ltr" className="whitespace-nowrap">
                    {figure}
                  </bdi>
                ),
              }}
            />{' '}
            {t('currency.confirmEveryPrice')}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass}
              disabled={isLoading}
              onClick={() => void send(pending.proposed, true)}
              data-testid="rate-confirm-yes"
            >
              {t('currency.confirm')}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setPending(undefined)}
              data-testid="rate-confirm-no"
            >
              {t('currency.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
