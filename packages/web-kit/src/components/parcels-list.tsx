import type { ReactNode } from 'react';

/**
 * An order's parcels, as the storefront and the console both show them: a quiet sentence when
 * they cannot be read (the order above stands whole), nothing before the first hand-over, else
 * a titled section with one card per parcel.
 */
export function ParcelsList<P extends { _id: string }>({
  parcels,
  failed,
  title,
  loadError,
  renderParcel,
}: {
  parcels: readonly P[] | undefined;
  failed: boolean;
  title: string;
  loadError: string;
  renderParcel: (parcel: P) => ReactNode;
}) {
  if (failed && !parcels) {
    return (
      <p className="text-sm text-slate-600" data-testid="parcels-load-error">
        {loadError}
      </p>
    );
  }
  if (!parcels || parcels.length === 0) return null;
  return (
    <section
      aria-labelledby="order-parcels"
      data-testid="order-parcels"
      className="flex flex-col gap-4"
    >
      <h2 id="order-parcels" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {parcels.map((parcel) => renderParcel(parcel))}
    </section>
  );
}
