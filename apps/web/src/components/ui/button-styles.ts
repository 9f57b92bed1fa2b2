/** Class lists of the shop's buttons and button-like links, so every page draws them alike. */
export const buttonStyles = {
  primary:
    'flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400',
  secondary:
    'flex h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50',
  link: 'font-semibold text-brand-700 underline-offset-4 hover:underline',
} as const;
