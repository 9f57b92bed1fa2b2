/** The cart's shape while it loads. */
export function CartPageSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="cart-skeleton"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm">
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-4">
            <div className="size-20 animate-pulse rounded-md bg-slate-200" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
