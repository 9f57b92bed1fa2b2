import type { ReactNode } from 'react';
import type { OrderRefund } from '@chapkhana/shared/orders';

const TONES: Record<OrderRefund['status'], string> = {
  processing: 'bg-amber-50 text-amber-900 ring-amber-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** A refund's state as the storefront and the console both show it: its label in its colour. */
export function RefundStatusBadge({
  status,
  children,
}: {
  status: OrderRefund['status'];
  children: ReactNode;
}) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
      data-testid="order-refund-status"
    >
      {children}
    </span>
  );
}
