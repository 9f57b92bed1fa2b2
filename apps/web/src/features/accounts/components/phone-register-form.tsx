import type { PhoneRegisterBody, UserType } from '@chapkhana/shared/accounts';
import { PASSWORD_MIN_LENGTH } from '@chapkhana/shared/customer-session';
import { displayIraqiPhone } from '@chapkhana/shared/phone';
import { useForm, useWatch } from 'react-hook-form';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRegisterByPhoneMutation } from '@/features/accounts/api/register-by-phone';
import { UserTypeChoice } from '@/features/accounts/components/user-type-choice';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';

const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.phoneRegister,
  ),
);

/**
 * The account for a phone whose code was just verified: a name (what the shop calls the
 * customer and writes on a parcel), the account type, and a password only if the customer
 * wants one — the code to the phone signs them in either way. No email.
 */
export function PhoneRegisterForm({
  ticket,
  phone,
  onRegistered,
}: {
  ticket: string;
  phone: string;
  onRegistered: (token: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [registerByPhone, { isLoading }] = useRegisterByPhoneMutation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PhoneRegisterBody, unknown, PhoneRegisterBody>({
    resolver,
    defaultValues: {
      ticket,
      name: '',
      password: '',
      userType: 'user',
      address: '',
      printHouseName: '',
    },
  });
  const userType: UserType = useWatch({ control, name: 'userType' }) ?? 'user';

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { address, printHouseName, password, ...rest } = body;
      const { token } = await registerByPhone({
        ...rest,
        // Only what was filled in: a password if wanted, the print house's fields for one.
        ...(password ? { password } : {}),
        ...(body.userType === 'printHouse' ? { address, printHouseName } : {}),
        lng: language,
      }).unwrap();
      toast.success(t('account.messages.registered'));
      onRegistered(token);
    } catch (error) {
      await showServerError(error, {
        setError,
        fields: ['name', 'password', 'address', 'printHouseName'],
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      data-testid="phone-register-form"
    >
      <p className="text-slate-700">
        {t('account.phone.newAccountFor')}{' '}
        <bdi dir="ltr" className="font-semibold" data-testid="phone-register-phone">
          {displayIraqiPhone(phone)}
        </bdi>
      </p>
      <TextField
        label={t('account.fields.name')}
        autoComplete="name"
        error={fieldErrorText(errors.name)}
        data-testid="phone-register-name"
        {...register('name')}
      />
      <UserTypeChoice field={register('userType')} selected={userType} />
      {userType === 'printHouse' ? (
        <>
          <TextField
            label={t('account.fields.printHouseName')}
            error={fieldErrorText(errors.printHouseName)}
            data-testid="phone-register-print-house"
            {...register('printHouseName')}
          />
          <TextField
            label={t('account.fields.address')}
            placeholder={t('account.fields.addressPlaceholder')}
            error={fieldErrorText(errors.address)}
            data-testid="phone-register-address"
            {...register('address')}
          />
        </>
      ) : null}
      <PasswordField
        label={t('account.phone.optionalPassword')}
        autoComplete="new-password"
        hint={t('account.phone.optionalPasswordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldErrorText(errors.password)}
        data-testid="phone-register-password"
        {...register('password', {
          setValueAs: (value: string) => (value === '' ? undefined : value),
        })}
      />
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.register.pending')}
        testId="phone-register-submit"
      >
        {t('account.register.submit')}
      </SubmitButton>
    </form>
  );
}
