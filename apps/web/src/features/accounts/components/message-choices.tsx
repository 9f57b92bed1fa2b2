import type { MessageChoices as Choices } from '@chapkhana/shared/accounts';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LoadError } from '@/components/ui/load-error';
import {
  useGetMessageChoicesQuery,
  useSaveMessageChoicesMutation,
} from '@/features/accounts/api/message-choices';

const CHANNELS = ['whatsapp', 'sms', 'email'] as const;

/**
 * The dashboard's message choices (issue 37): one switch per channel the customer hears about
 * their orders on (WhatsApp, SMS, and mail, which every order mail links to as the way to stop it). Each switch saves at once; while a save is under way both wait, and a failed
 * save leaves the switch as the API has it and says so.
 */
export function MessageChoices() {
  const { t } = useTranslation();
  const choices = useGetMessageChoicesQuery(undefined);
  const [save, saving] = useSaveMessageChoicesMutation();

  if (choices.isError && !choices.data) {
    return (
      <LoadError
        inline
        message={t('account.messageChoices.loadError')}
        onRetry={() => void choices.refetch()}
      />
    );
  }
  if (!choices.data) {
    return <div aria-hidden="true" className="h-24 animate-pulse rounded bg-slate-100" />;
  }
  const current: Choices = choices.data;
  return (
    <div className="flex flex-col gap-3" data-testid="message-choices">
      <p className="text-sm text-slate-600">{t('account.messageChoices.hint')}</p>
      <ul className="flex flex-col divide-y divide-slate-100">
        {CHANNELS.map((channel) => {
          const on = current[channel];
          return (
            <li key={channel} className="flex items-center justify-between gap-4 py-3">
              <span className="flex min-w-0 flex-col">
                <span id={`message-choice-${channel}`} className="font-semibold text-slate-900">
                  {t(`account.messageChoices.${channel}`)}
                </span>
                <span className="text-sm text-slate-600">
                  {t(`account.messageChoices.${channel}Hint`)}
                </span>
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`message-choice-${channel}`}
                data-testid={`message-choice-${channel}`}
                disabled={saving.isLoading}
                onClick={() => void save({ ...current, [channel]: !on })}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${on ? 'bg-brand-700' : 'bg-slate-300'}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {!current.whatsapp && !current.sms ? (
        <p className="text-sm text-slate-700" data-testid="message-choices-none">
          {t('account.messageChoices.none')}
        </p>
      ) : null}
      {saving.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('account.messageChoices.saveError')}
        </p>
      ) : null}
    </div>
  );
}
