/** What the product page keeps of a print line while a visitor signs in (the intent's `selection`). */
export interface PrintIntentSelection {
  print: { options: Record<string, string>; quantity: number };
}

/** The kept print choice, if the stored selection is one (storage is the page's to forge). */
export function printIntentOf(selection: unknown): PrintIntentSelection['print'] | null {
  if (typeof selection !== 'object' || selection === null || !('print' in selection)) return null;
  const print = (selection as { print: unknown }).print;
  if (typeof print !== 'object' || print === null) return null;
  const { options, quantity } = print as { options?: unknown; quantity?: unknown };
  if (typeof options !== 'object' || options === null) return null;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const kept = Object.fromEntries(
    Object.entries(options).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return { options: kept, quantity };
}
