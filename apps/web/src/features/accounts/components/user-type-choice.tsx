import { Building2, UserRound, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { UserType } from '@chapkhana/shared/accounts';

const OPTIONS: readonly { value: UserType; icon: LucideIcon }[] = [
  { value: 'user', icon: UserRound },
  { value: 'printHouse', icon: Building2 },
];

/** The two account types (docs/storefront.md §1: user and printHouse) as large radio cards. */
export function UserTypeChoice({
  field,
  selected,
}: {
  field: UseFormRegisterReturn<'userType'>;
  selected: UserType;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {t('account.fields.userType')}
      </legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 ${
              selected === value
                ? 'border-brand-700 bg-brand-50'
                : 'border-slate-200 bg-white hover:border-slate-300'
            }`}
          >
            <input
              type="radio"
              value={value}
              data-testid={`register-type-${value}`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              {...field}
            />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {t(value === 'user' ? 'account.userTypes.user' : 'account.userTypes.printHouse')}
              </span>
              <span className="text-sm text-slate-600">
                {t(
                  value === 'user'
                    ? 'account.userTypes.userHint'
                    : 'account.userTypes.printHouseHint',
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
