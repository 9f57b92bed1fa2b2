import { useId, useState } from 'react';
import { WASEET_BRANDS, type WaseetBrand } from '@chapkhana/shared/parcels';
import type { CourierAccount } from '@chapkhana/shared/courier-accounts';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LtrText } from '@/components/ui/ltr-text';
import { QueryState } from '@/components/ui/query-state';
import {
  buttonClass,
  dangerButtonClass,
  Field,
  inputClass,
  secondaryButtonClass,
} from '@/components/ui/field';
import {
  useChangeCourierPasswordMutation,
  useChooseCourierPackageSizeMutation,
  useConnectCourierMutation,
  useDisconnectCourierMutation,
  useGetCourierAccountQuery,
  useGetCourierWebhookQuery,
  useNewCourierWebhookSecretMutation,
  type CourierAccountOf,
} from '@/features/couriers/api/courier-account';
import { failureText } from '@/lib/api-failure';

const panelClass = 'max-w-2xl rounded-xl border border-slate-200 bg-white p-4';

function useFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    show: (error: unknown) => setFailure(failureText(error, (key, values) => t(key, values))),
  };
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
      <bdi dir="auto">{text}</bdi>
    </p>
  ) : null;
}

/** Not connected: the courier, its username and password (no address: each brand's own). */
function ConnectForm({ of }: { of: CourierAccountOf }) {
  const { t } = useTranslation();
  const id = useId();
  const [brand, setBrand] = useState<WaseetBrand>('alwaseet');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [connect, { isLoading }] = useConnectCourierMutation();
  const { failure, show, clear } = useFailure();
  return (
    <form
      className={`${panelClass} flex flex-col gap-3`}
      data-testid="courier-connect"
      onSubmit={(event) => {
        event.preventDefault();
        if (isLoading) return;
        clear();
        connect({ of, body: { brand, username, password } })
          .unwrap()
          .then(() => {
            setPassword('');
            toast.success(t('couriers.connected'));
          })
          .catch(show);
      }}
    >
      <p className="text-sm text-slate-600">{t('couriers.notConnected')}</p>
      <Field id={`${id}-brand`} label={t('couriers.brand')}>
        <select
          id={`${id}-brand`}
          className={inputClass}
          value={brand}
          onChange={(event) => setBrand(event.target.value as WaseetBrand)}
        >
          {WASEET_BRANDS.map((value) => (
            <option key={value} value={value}>
              {t(`parcels.carrier.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-username`} label={t('couriers.username')}>
        <input
          id={`${id}-username`}
          className={inputClass}
          dir="ltr"
          autoComplete="off"
          required
          maxLength={100}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field id={`${id}-password`} label={t('couriers.password')}>
        <input
          id={`${id}-password`}
          type="password"
          className={inputClass}
          dir="ltr"
          autoComplete="new-password"
          required
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Failure text={failure} />
      <div>
        <button type="submit" className={buttonClass} disabled={isLoading}>
          {t('couriers.connect')}
        </button>
      </div>
    </form>
  );
}

function PasswordChange({ of }: { of: CourierAccountOf }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [change, { isLoading }] = useChangeCourierPasswordMutation();
  const { failure, show, clear } = useFailure();
  if (!open) {
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        {t('couriers.changePassword')}
      </button>
    );
  }
  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (isLoading) return;
        clear();
        change({ of, password })
          .unwrap()
          .then(() => {
            setPassword('');
            setOpen(false);
            toast.success(t('couriers.passwordChanged'));
          })
          .catch(show);
      }}
    >
      <Field id={`${id}-new-password`} label={t('couriers.newPassword')}>
        <input
          id={`${id}-new-password`}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          maxLength={200}
          className={inputClass}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Failure text={failure} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass} disabled={isLoading}>
          {t('couriers.savePassword')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
          {t('common.goBack')}
        </button>
      </div>
    </form>
  );
}

/** Modon and AGG push tracking to our address; the secret is shown once, when it is made. */
function WebhookSettings() {
  const { t } = useTranslation();
  const webhook = useGetCourierWebhookQuery(undefined);
  const [renew, { isLoading, data }] = useNewCourierWebhookSecretMutation();
  const { failure, show } = useFailure();
  const url = data?.url ?? webhook.data?.url;
  if (!url) return null;
  return (
    <section className="flex flex-col gap-2 border-t border-slate-200 pt-3" data-testid="webhook">
      <h3 className="font-semibold text-slate-900">{t('couriers.webhookTitle')}</h3>
      <p className="text-sm text-slate-600">{t('couriers.webhookIntro')}</p>
      <code dir="ltr" className="block break-all rounded bg-slate-100 p-2 text-xs">
        {url}
      </code>
      {data ? (
        <div className="flex flex-col gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <p>{t('couriers.secretOnce')}</p>
          <code dir="ltr" className="break-all text-xs" data-testid="webhook-secret">
            {data.secret}
          </code>
          <div>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(data.secret)
                  .then(() => toast.success(t('couriers.copied')))
              }
            >
              {t('couriers.copy')}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {webhook.data?.hasSecret ? t('couriers.secretSet') : t('couriers.secretNone')}
        </p>
      )}
      <Failure text={failure} />
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={isLoading}
          onClick={() => renew(undefined).unwrap().catch(show)}
        >
          {t('couriers.newSecret')}
        </button>
      </div>
    </section>
  );
}

function ConnectedPanel({ of, account }: { of: CourierAccountOf; account: CourierAccount }) {
  const { t } = useTranslation();
  const id = useId();
  const [chooseSize, size] = useChooseCourierPackageSizeMutation();
  const [disconnect, disconnecting] = useDisconnectCourierMutation();
  const [asking, setAsking] = useState(false);
  const { failure, show, clear } = useFailure();
  return (
    <section className={`${panelClass} flex flex-col gap-3`} data-testid="courier-connected">
      <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <span>
          {t('couriers.connectedAs', { brand: t(`parcels.carrier.${account.brand}`) })}{' '}
          <LtrText>{account.username}</LtrText>
        </span>
        {account.simulation ? (
          <span
            className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase text-amber-900"
            data-testid="courier-simulation"
          >
            {t('parcels.simulation')}
          </span>
        ) : null}
      </h2>
      <p className="text-sm text-slate-600">
        {t('couriers.cities', { matched: account.cities.matched, total: account.cities.total })}
      </p>
      {account.lastError ? (
        <p role="status" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {t('couriers.lastError')}{' '}
          <bdi dir="auto" data-testid="courier-last-error">
            {account.lastError}
          </bdi>
        </p>
      ) : null}
      <Field id={`${id}-size`} label={t('couriers.packageSize')}>
        <select
          id={`${id}-size`}
          className={inputClass}
          value={account.packageSizeId ?? ''}
          disabled={size.isLoading || account.packageSizes.length === 0}
          onChange={(event) => {
            clear();
            chooseSize({ of, packageSizeId: event.target.value })
              .unwrap()
              .then(() => toast.success(t('couriers.saved')))
              .catch(show);
          }}
        >
          <option value="" disabled>
            {t('couriers.choose')}
          </option>
          {account.packageSizes.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      <Failure text={failure} />
      <div className="flex flex-wrap gap-2">
        <PasswordChange of={of} />
        <button type="button" className={dangerButtonClass} onClick={() => setAsking(true)}>
          {t('couriers.disconnect')}
        </button>
      </div>
      {of.side === 'seller' && account.brand !== 'alwaseet' ? <WebhookSettings /> : null}
      {asking ? (
        <ConfirmDialog
          title={t('couriers.disconnectTitle')}
          confirmLabel={t('couriers.disconnect')}
          danger
          busy={disconnecting.isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            disconnect(of)
              .unwrap()
              .then(() => {
                setAsking(false);
                toast.success(t('couriers.disconnected'));
              })
              .catch((error: unknown) => {
                setAsking(false);
                show(error);
              });
          }}
        >
          {t('couriers.disconnectBody')}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A seller's courier account: connect it, or see it, change it and disconnect it. */
export function CourierSettings({ of }: { of: CourierAccountOf }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetCourierAccountQuery(of);
  return (
    <>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data?.account ? <ConnectedPanel of={of} account={data.account} /> : null}
      {data && !data.account ? (
        data.canConnect ? (
          <ConnectForm of={of} />
        ) : (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('apiErrors.courier_key_missing')}
          </p>
        )
      ) : null}
    </>
  );
}
