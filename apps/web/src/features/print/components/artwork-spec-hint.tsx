import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';

const leftToRight = (figures: string) => <bdi dir="ltr">{figures}</bdi>;

/** "Page size 85 × 55 mm + 3 mm bleed on each side", figures kept left to right in RTL text. */
export function ArtworkSpecHint({
  spec,
}: {
  spec: { trim: { widthMm: number; heightMm: number }; bleedMm: number };
}) {
  const { t } = useTranslation();
  return (
    <span data-testid="artwork-spec">
      <TaggedText
        text={t('print.artworkExpected', {
          width: spec.trim.widthMm,
          height: spec.trim.heightMm,
          bleed: spec.bleedMm,
        })}
        parts={{ size: leftToRight, bleed: leftToRight }}
      />
    </span>
  );
}
