import { useRouteCodeLoading } from '@/app/route-code-loading';

/** A thin bar at the top while the next route's code loads. */
export function NavigationProgress() {
  if (!useRouteCodeLoading()) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
    />
  );
}
