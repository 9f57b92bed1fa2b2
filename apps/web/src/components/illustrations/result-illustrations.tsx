/**
 * The payment result pictures (docs/storefront.md §2 Payment result): a parcel with a tick, and a card
 * with a cross. Decorative: the page says the same in words.
 */
export function SuccessIllustration({ className = 'size-40' }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <circle cx="80" cy="80" r="76" fill="#ecfdf5" />
      <path
        d="M40 62 80 44l40 18v44l-40 18-40-18z"
        fill="#fcd9a8"
        stroke="#b45309"
        strokeWidth="3"
      />
      <path d="M40 62l40 18 40-18M80 80v44" fill="none" stroke="#b45309" strokeWidth="3" />
      <path d="M60 53l40 18" stroke="#b45309" strokeWidth="3" />
      <circle cx="114" cy="112" r="24" fill="#059669" />
      <path
        d="m102 112 8 8 15-16"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ErrorIllustration({ className = 'size-40' }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <circle cx="80" cy="80" r="76" fill="#fef2f2" />
      <rect
        x="32"
        y="50"
        width="90"
        height="60"
        rx="8"
        fill="#e2e8f0"
        stroke="#475569"
        strokeWidth="3"
      />
      <rect x="32" y="62" width="90" height="12" fill="#475569" />
      <rect x="42" y="88" width="30" height="8" rx="2" fill="#94a3b8" />
      <circle cx="114" cy="108" r="24" fill="#dc2626" />
      <path d="m105 99 18 18m0-18-18 18" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

export function WaitingIllustration({ className = 'size-40' }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <circle cx="80" cy="80" r="76" fill="#f0fdfa" />
      <circle cx="80" cy="80" r="40" fill="#fff" stroke="#0f766e" strokeWidth="5" />
      <path
        d="M80 56v26l16 10"
        fill="none"
        stroke="#0f766e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
