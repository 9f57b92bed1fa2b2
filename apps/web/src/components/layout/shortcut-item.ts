/** The look of one item of the phone's bottom bar (links and buttons alike). */
export const SHORTCUT_ITEM =
  'flex w-full flex-col items-center gap-0.5 py-2 text-xs leading-tight whitespace-nowrap';
