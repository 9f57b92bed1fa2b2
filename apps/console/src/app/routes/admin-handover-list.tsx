import { HandoverSheet } from '@/features/cash/components/handover-sheet';

/** /console/admin/cash/handover?courier&day: the printable daily hand-over list. */
export function AdminHandoverListRoute() {
  return <HandoverSheet side="admin" />;
}
