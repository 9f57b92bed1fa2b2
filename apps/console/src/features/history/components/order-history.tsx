import { History } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { AuditEntry } from '@chapkhana/shared/audit';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@chapkhana/shared/orders';
import { JOB_STAGES, type JobStage } from '@chapkhana/shared/production';
import { SHOP_ROLES, type ShopRole } from '@chapkhana/shared/shop-roles';
import { LtrText } from '@/components/ui/ltr-text';
import { useGetOrderHistoryQuery } from '@/features/history/api/get-order-history';
import { failureText } from '@/lib/api-failure';

/** Who made a change, in the reader's language: a member with its role, an admin, the customer, the system. */
function useActorName() {
  const { t } = useTranslation();
  return ({ actor }: AuditEntry): string => {
    if (actor.kind === 'system') return t('history.actors.system');
    if (actor.kind === 'customer') return t('history.actors.customer', { name: actor.name ?? '' });
    if (actor.kind === 'admin') return t('history.actors.admin', { name: actor.name ?? '' });
    return actor.role
      ? t('history.actors.staff', {
          name: actor.name ?? '',
          role: t(`staff.roles.${actor.role}`),
        })
      : (actor.name ?? '');
  };
}

const isStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);
const isShopRole = (value: string): value is ShopRole =>
  (SHOP_ROLES as readonly string[]).includes(value);
const isJobStage = (value: string): value is JobStage =>
  (JOB_STAGES as readonly string[]).includes(value);

/**
 * What was done, with where it went when it went somewhere: a board move's stage, a part's
 * status, a member's role (never the stored code: a Kurdish history read "… بۆ printing").
 */
function useActionText() {
  const { t } = useTranslation();
  return ({ action, details }: AuditEntry): string => {
    const to = details.to ?? '';
    const status =
      action === 'order.move-job' && isJobStage(to)
        ? t(`production.stage.${to}`)
        : isStatus(to)
          ? t(`status.delivery.${to}`)
          : isShopRole(to)
            ? t(`staff.roles.${to}`)
            : to;
    return t(`history.actions.${action}`, { to: status, amount: details.amount ?? '' });
  };
}

/**
 * The order's history on its console page (issue 39): newest first, who did each change (name
 * and role, the customer, the admin or the system), what, and when in Iraq time.
 */
export function OrderHistory({ area, id }: { area: 'admin' | 'seller'; id: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetOrderHistoryQuery({ area, id });
  const actorName = useActorName();
  const actionText = useActionText();
  return (
    <section
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="order-history-title"
      data-testid="order-history"
    >
      <h2 id="order-history-title" className="flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden="true" className="size-5" />
        {t('history.title')}
      </h2>
      {isLoading ? <p className="text-sm text-slate-600">{t('common.loading')}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {failureText(error, (key, v) => t(key, v))}
        </p>
      ) : null}
      {data && data.history.length === 0 ? (
        <p className="text-sm text-slate-600">{t('history.empty')}</p>
      ) : null}
      <ol className="flex flex-col gap-0 border-s-2 border-slate-200 ps-4">
        {data?.history.map((entry) => (
          <li key={entry._id} className="relative pb-3" data-testid="history-entry">
            <span
              aria-hidden="true"
              className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600"
            />
            <p className="text-sm font-medium">{actionText(entry)}</p>
            <p className="text-xs text-slate-600">
              <bdi>{actorName(entry)}</bdi> · <LtrText>{formatIraqTime(entry.at)}</LtrText>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
