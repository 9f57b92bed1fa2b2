import {
  shippingInfoOf,
  type ShippingInfo,
  type ShippingInfoChecked,
} from '@chapkhana/shared/addresses';
import { useForm, type FieldError } from 'react-hook-form';
import { formFieldMessage } from '@chapkhana/web-kit/field-error-message';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { SubmitButton } from '@/components/ui/submit-button';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitAddressMutation } from '@/features/checkout/api/submit-address';
import { GovernorateSelect } from '@/features/checkout/components/governorate-select';
import {
  saveShippingDraft,
  type ShippingFormValues,
} from '@/features/checkout/utils/shipping-form';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';
import { lazyResolver } from '@/lib/lazy-resolver';

/** The form's rules load at its first check. */
const resolver = lazyResolver(() =>
  import('@/features/checkout/utils/shipping-resolver').then((rules) => rules.shippingResolver),
);

const feedback = actionToast('save-address');

interface ShippingFormProps {
  customerId: string;
  defaultValues: ShippingFormValues;
  /** The saved address this one completes (a migrated one); it is replaced when this is saved. */
  replaces?: string | undefined;
  /** Called with the saved address (phones in E.164), which confirms it for this order. */
  onSaved: (info: ShippingInfo) => void;
}

/**
 * The delivery address form (reference/iraq-addresses.md, "Our form"): governorate, district, area,
 * address line, nearest landmark, phone and second phone, checked with the contract's own
 * schema; saving it stores the address and confirms it.
 */
export function ShippingForm({ customerId, defaultValues, replaces, onSaved }: ShippingFormProps) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const [submitAddress, { isLoading }] = useSubmitAddressMutation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ShippingFormValues, unknown, ShippingInfoChecked>({
    resolver,
    defaultValues,
  });
  const errorText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    const message = formFieldMessage(error.message);
    return t(message.key, message.values);
  };

  const onSubmit = handleSubmit(async (input) => {
    const info = shippingInfoOf(input);
    try {
      await submitAddress({
        ...info,
        userId: customerId,
        ...(replaces ? { replaces } : {}),
      }).unwrap();
      feedback.success(shownText({ key: 'checkout.messages.addressSaved' }));
      onSaved(info);
    } catch (error) {
      void feedback.failure(error, shownText);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // Every keystroke is kept in the tab, so a reload of the page does not lose the address.
      onInput={() => saveShippingDraft(customerId, getValues())}
      data-testid="shipping-form"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('checkout.fields.name')}
        autoComplete="name"
        error={errorText(errors.name)}
        data-testid="shipping-name"
        {...register('name')}
      />
      <TextField
        label={t('checkout.fields.place')}
        hint={t('checkout.fields.placeHint')}
        error={errorText(errors.place)}
        data-testid="shipping-place"
        {...register('place')}
      />
      <GovernorateSelect
        label={t('checkout.fields.governorate')}
        autoComplete="address-level1"
        error={errorText(errors.governorate)}
        data-testid="shipping-governorate"
        {...register('governorate')}
      />
      <TextField
        label={t('checkout.fields.district')}
        hint={t('checkout.fields.districtHint')}
        autoComplete="address-level2"
        error={errorText(errors.district)}
        data-testid="shipping-district"
        {...register('district')}
      />
      <TextField
        label={t('checkout.fields.area')}
        hint={t('checkout.fields.areaHint')}
        autoComplete="address-level3"
        error={errorText(errors.area)}
        data-testid="shipping-area"
        {...register('area')}
      />
      <TextField
        label={t('checkout.fields.address')}
        placeholder={t('checkout.fields.addressPlaceholder')}
        autoComplete="street-address"
        error={errorText(errors.address)}
        data-testid="shipping-address"
        {...register('address')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('checkout.fields.landmark')}
          hint={t('checkout.fields.landmarkHint')}
          error={errorText(errors.landmark)}
          data-testid="shipping-landmark"
          {...register('landmark')}
        />
      </div>
      <PhoneField
        label={t('checkout.fields.phone')}
        error={errorText(errors.phone)}
        data-testid="shipping-phone"
        {...register('phone')}
      />
      <PhoneField
        label={t('checkout.fields.phone2')}
        hint={t('checkout.fields.phone2Hint')}
        error={errorText(errors.phone2)}
        data-testid="shipping-phone2"
        {...register('phone2')}
      />
      <div className="sm:col-span-2">
        <SubmitButton
          pending={isLoading}
          pendingLabel={t('checkout.saving')}
          testId="shipping-submit"
        >
          {t('checkout.saveAddress')}
        </SubmitButton>
      </div>
    </form>
  );
}
