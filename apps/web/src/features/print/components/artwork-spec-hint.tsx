import { Trans } from 'react-i18next';

/** "Page size 85 × 55 mm + 3 mm bleed on each side", figures kept left to right in RTL text. */
export function ArtworkSpecHint({
  spec,
}: {
  spec: { trim: { widthMm: number; heightMm: number }; bleedMm: number };
}) {
  return (
    <span data-testid="artwork-spec">
      <Trans
        i18nKey="print.artworkExpected"
        values={{ width: spec.trim.widthMm, height: spec.trim.heightMm, bleed: spec.bleedMm }}
        components={{ size: <bdi dir="ltr" />, bleed: <bdi dir="ltr" /> }}
      />
    </span>
  );
}
