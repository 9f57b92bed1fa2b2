/** A small count bubble on an icon; renders nothing at 0 (docs/storefront.md §2). */
export function CountBadge({
  count,
  testId,
  className = 'absolute -top-1 -end-1',
}: {
  count: number;
  testId: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className={`${className} inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs leading-none font-bold text-white`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
