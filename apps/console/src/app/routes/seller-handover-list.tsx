import { HandoverSheet } from '@/features/cash/components/handover-sheet';

/** /console/seller/cash/handover?courier&day: the printable daily hand-over list. */
export function SellerHandoverListRoute() {
  return <HandoverSheet side="seller" />;
}
