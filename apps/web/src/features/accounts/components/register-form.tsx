import type { RegisterBody } from '@chapkhana/shared/accounts';
import { PASSWORD_MIN_LENGTH } from '@chapkhana/shared/customer-session';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useRegisterCustomerMutation } from '@/features/accounts/api/register-customer';
import { UserTypeChoice } from '@/features/accounts/components/user-type-choice';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { describedFailure } from '@/features/accounts/utils/load-account-failure';
import { refusedLinkKind, type RefusedLinkKind } from '@/features/accounts/utils/refused-link';
import { storeCustomerToken } from '@/lib/auth-token';
import { markSignedInHere } from '@/lib/sign-in-intent';

/** The form's rules load at its first check (lib/lazy-resolver.ts). */
const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.register,
  ),
);

const FIELDS = ['name', 'email', 'phone', 'password', 'address', 'printHouseName'] as const;

/**
 * Completes registration for a verified email (docs/storefront.md §2 /register, §5): name, phone,
 * password and type are required; a print house also gives its address and name, and
 * switching type clears those two (docs/storefront.md §4). On success the token is stored and the guard
 * around /register sends the new customer home.
 */
export function RegisterForm({
  email,
  uid,
  onLinkRejected,
}: {
  email: string;
  uid: string;
  /** The link was refused (used, say by another device, or expired): the page says so once. */
  onLinkRejected: (kind: RefusedLinkKind) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [registerCustomer, { isLoading }] = useRegisterCustomerMutation();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterBody, unknown, RegisterBody>({
    resolver,
    defaultValues: {
      uid,
      email,
      name: '',
      phone: '',
      password: '',
      userType: 'user',
      address: '',
      printHouseName: '',
    },
  });
  const userType = useWatch({ control, name: 'userType' });
  const isPrintHouse = userType === 'printHouse';

  const onSubmit = handleSubmit(async (body) => {
    const printHouseFields =
      body.userType === 'printHouse'
        ? { address: body.address, printHouseName: body.printHouseName }
        : { address: undefined, printHouseName: undefined };
    try {
      const { token } = await registerCustomer({
        ...body,
        ...printHouseFields,
        // The shop mails the customer in the language they registered in.
        lng: language,
      }).unwrap();
      toast.success(t('account.messages.registered'));
      markSignedInHere();
      storeCustomerToken(token);
    } catch (error) {
      const refused = refusedLinkKind(await describedFailure(error));
      if (refused) onLinkRejected(refused);
      else await showServerError(error, { setError, fields: FIELDS });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        label={t('account.fields.email')}
        type="email"
        dir="ltr"
        readOnly
        hint={t('account.fields.verified')}
        error={fieldErrorText(errors.email)}
        data-testid="register-email"
        {...register('email')}
      />
      <TextField
        label={t('account.fields.name')}
        autoComplete="name"
        error={fieldErrorText(errors.name)}
        data-testid="register-name"
        {...register('name')}
      />
      <PhoneField
        label={t('account.fields.phone')}
        error={fieldErrorText(errors.phone)}
        data-testid="register-phone"
        {...register('phone')}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="new-password"
        hint={t('account.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldErrorText(errors.password)}
        data-testid="register-password"
        {...register('password')}
      />
      <UserTypeChoice
        selected={userType}
        field={register('userType', {
          onChange: () => {
            // docs/storefront.md §4: choosing a different type clears address and printHouseName.
            setValue('address', '');
            setValue('printHouseName', '');
            clearErrors(['address', 'printHouseName']);
          },
        })}
      />
      {isPrintHouse ? (
        <div className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <TextField
            label={t('account.fields.printHouseName')}
            autoComplete="organization"
            error={fieldErrorText(errors.printHouseName)}
            data-testid="register-printHouseName"
            {...register('printHouseName')}
          />
          <TextField
            label={t('account.fields.address')}
            autoComplete="street-address"
            placeholder={t('account.fields.addressPlaceholder')}
            error={fieldErrorText(errors.address)}
            data-testid="register-address"
            {...register('address')}
          />
        </div>
      ) : null}
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.register.pending')}
        testId="register-submit"
      >
        {t('account.register.submit')}
      </SubmitButton>
    </form>
  );
}
