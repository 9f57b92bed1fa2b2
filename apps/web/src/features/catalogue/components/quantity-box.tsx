import { useId, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { normaliseDigits } from '@chapkhana/shared/text';
import { readQuantityInput, type QuantityNote } from '@/features/catalogue/utils/product-selection';

const NOTE_KEYS = {
  stock: 'product.quantityNote.stock',
  whole: 'product.quantityNote.whole',
  digits: 'product.quantityNote.digits',
} as const satisfies Record<QuantityNote, string>;

interface QuantityBoxProps {
  /** The quantity chosen (0 shows the placeholder). */
  value: number;
  /** What is in stock: the most the box takes. */
  stock: number;
  label: string;
  onChange: (quantity: number) => void;
}

/**
 * A quantity box of the product page. What was typed stays in the box while the customer
 * types; when it had to be changed (over the stock, half pieces, not a number) a line beside
 * the box says why and to what, instead of the box silently showing another number.
 */
export function QuantityBox({ value, stock, label, onChange }: QuantityBoxProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // The note belongs to the quantity it explains: once that changes (the cart took it), it goes.
  const [note, setNote] = useState<{ kind: QuantityNote; quantity: number } | null>(null);
  const shownNote = note?.quantity === value ? note.kind : null;
  // What is being typed stays while it still means the chosen quantity and is not a plain number
  // ("2.", "2.5"); plain digits (Eastern Arabic too) show as the quantity.
  const typing =
    draft !== null &&
    readQuantityInput(draft, stock).quantity === value &&
    !/^\d+$/.test(normaliseDigits(draft).trim())
      ? draft
      : null;
  return (
    <div className="flex flex-col gap-1">
      <input
        type="text"
        inputMode="numeric"
        data-testid="quantity-input"
        aria-label={label}
        aria-describedby={shownNote ? noteId : undefined}
        disabled={stock <= 0}
        value={typing ?? (value ? String(value) : '')}
        placeholder="0"
        onChange={(event) => {
          const read = readQuantityInput(event.target.value, stock);
          setDraft(event.target.value);
          setNote(read.note ? { kind: read.note, quantity: read.quantity } : null);
          onChange(read.quantity);
        }}
        // Leaving the box shows the quantity that counts; the note stays to say why.
        onBlur={() => setDraft(null)}
        className="h-9 w-16 rounded-md border border-slate-300 px-2 text-center disabled:bg-slate-100 disabled:text-slate-400"
      />
      {shownNote ? (
        <p
          id={noteId}
          role="status"
          data-testid="quantity-note"
          className="max-w-40 text-xs leading-snug text-amber-800"
        >
          {t(NOTE_KEYS[shownNote], { count: value })}
        </p>
      ) : null}
    </div>
  );
}
