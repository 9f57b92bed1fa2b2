import type { DashboardData } from '@chapkhana/shared/orders';
import { CheckCircle2, Clock, Package, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ParseKeys } from 'i18next';

const COUNTERS: readonly {
  key: 'total' | 'pending' | 'delivered' | 'cancelled';
  field: 'totalOrder' | 'pendingOrder' | 'deliveredOrder' | 'cancelledOrder';
  label: ParseKeys;
  icon: LucideIcon;
  tone: string;
}[] = [
  {
    key: 'total',
    field: 'totalOrder',
    label: 'orders.counters.total',
    icon: Package,
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    key: 'pending',
    field: 'pendingOrder',
    label: 'orders.counters.pending',
    icon: Clock,
    tone: 'bg-amber-50 text-amber-700',
  },
  {
    key: 'delivered',
    field: 'deliveredOrder',
    label: 'orders.counters.delivered',
    icon: CheckCircle2,
    tone: 'bg-emerald-50 text-emerald-700',
  },
  {
    key: 'cancelled',
    field: 'cancelledOrder',
    label: 'orders.counters.cancelled',
    icon: XCircle,
    tone: 'bg-red-50 text-red-700',
  },
];

/** The dashboard's order counters (docs/storefront.md §2 Dashboard index). */
export function DashboardCounters({ data }: { data: DashboardData | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {COUNTERS.map(({ key, field, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-full ${tone}`}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span
              data-testid={`dashboard-counter-${key}`}
              className="text-2xl leading-tight font-bold text-slate-900"
            >
              {data ? data[field] : '…'}
            </span>
            <span className="text-sm text-slate-600">{t(label)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
