import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import {
  STATUSES_NEEDING_REASON,
  type ConsoleOrder,
  type DeliveryStatus,
} from '@chapkhana/shared/orders';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSetAdminOrderStatusMutation } from '@/features/orders/api/set-order-status';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { adminNextStatuses } from '@/features/orders/utils/next-statuses';
import { failureText, toastFailure } from '@/lib/api-failure';

interface AdminStatusControlProps {
  order: ConsoleOrder;
  testId: string;
  held?: { statuses: readonly DeliveryStatus[]; reason: string } | undefined;
}

/**
 * The admin's status control for one order: moving on applies at once; cancelling or marking
 * delivered first asks to confirm, with a reason the customer is shown and mailed.
 */
export function AdminStatusControl({ order, testId, held }: AdminStatusControlProps) {
  const { t } = useTranslation();
  const [setStatus, { isLoading }] = useSetAdminOrderStatusMutation();
  const [asking, setAsking] = useState<'cancelled' | 'delivered' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = (status: DeliveryStatus, reason?: string) =>
    setStatus({ id: order._id, delivery_status: status, ...(reason ? { reason } : {}) })
      .unwrap()
      .then(() => {
        toast.success(t('orders.updated'));
        setAsking(null);
      });
  return (
    <>
      <OrderStatusControl
        current={order.delivery_status}
        options={adminNextStatuses(order)}
        busy={isLoading}
        testId={testId}
        held={held}
        onChange={(status) => {
          if (status === 'cancelled' || status === 'delivered') {
            setFailure(null);
            setAsking(status);
          } else apply(status).catch(toastFailure);
        }}
      />
      {asking && STATUSES_NEEDING_REASON.includes(asking) ? (
        <ConfirmDialog
          testId="status-confirm"
          title={t(`orders.confirm.${asking}.title`, { number: order.orderNumber })}
          confirmLabel={t(`orders.confirm.${asking}.action`)}
          reasonLabel={t(`orders.confirm.${asking}.reason`)}
          reasonHint={t('orders.confirm.reasonShown')}
          danger={asking === 'cancelled'}
          busy={isLoading}
          failure={failure}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => {
            apply(asking, reason).catch((error: unknown) =>
              setFailure(failureText(error, (key, values) => t(key, values))),
            );
          }}
        >
          <p>{t(`orders.confirm.${asking}.body`)}</p>
          {asking === 'delivered' &&
          order.payment_method === 'cod' &&
          order.payment_status === 'unpaid' ? (
            <p className="mt-2 font-medium text-amber-800">{t('orders.confirm.cashSeparate')}</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
