import type { ArtworkView, ChosenOption } from '@chapkhana/shared/print';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { toDecimal } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ChosenOptions } from '@/components/print/chosen-options';
import { Money } from '@/components/ui/money';

/**
 * What a print line in the cart or an order is: its options, pieces, price band, set-up fee
 * and design files (or that the design comes later), in place of a product's colour rows.
 */
export function PrintLineFacts({
  print,
  quantity,
}: {
  print: {
    options: readonly ChosenOption[];
    tierMinQuantity: number | null;
    jobFee: string;
    needsArtwork: boolean;
    artwork?: readonly ArtworkView[];
    /** A reordered job's approved proof, taken instead of a new one. */
    reusesProof?: { version: number } | null;
  };
  quantity: number;
}) {
  const { t } = useTranslation();
  const files = print.artwork ?? [];
  return (
    <div data-testid="print-line" className="flex flex-col gap-1 text-sm text-slate-700">
      <ChosenOptions options={print.options} />
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span data-testid="print-line-pieces">{t('print.pieces', { count: quantity })}</span>
        {print.tierMinQuantity !== null ? (
          <span data-testid="print-line-tier" className="text-slate-500">
            {t('print.tier', { min: print.tierMinQuantity })}
          </span>
        ) : null}
        {toDecimal(print.jobFee).gt(0) ? (
          <span data-testid="print-line-job-fee">
            {t('print.jobFeeLine')}: <Money amount={formatLineAmount(print.jobFee)} />
          </span>
        ) : null}
      </p>
      {files.length > 0 ? (
        <p data-testid="print-line-artwork" className="min-w-0 break-all">
          {t('print.design')}:{' '}
          {files.map((file, index) => (
            <span key={file._id}>
              {index > 0 ? ', ' : null}
              <bdi>{file.fileName}</bdi>
            </span>
          ))}
        </p>
      ) : print.needsArtwork && print.artwork ? (
        <p data-testid="print-line-artwork" className="text-amber-800">
          {t('print.designLater')}
        </p>
      ) : null}
      {print.reusesProof ? (
        <p data-testid="print-line-reuses-proof" className="font-medium text-emerald-800">
          {t('print.reusesProof', { version: print.reusesProof.version })}
        </p>
      ) : null}
    </div>
  );
}
