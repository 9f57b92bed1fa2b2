import { useMemo } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import QRCode from 'qrcode';

/**
 * A QR code of `url` drawn as one SVG path (no canvas, no image request), so it prints sharp at
 * any size: a workshop scans the printed job sheet to open the order's page.
 */
export function OrderQrCode({ url, className = '' }: { url: string; className?: string }) {
  const { t } = useTranslation();
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) d += `M${column} ${row}h1v1h-1z`;
      }
    }
    return { size: modules.size, path: d };
  }, [url]);
  // A quiet zone of four modules around the code, as scanners expect.
  return (
    <svg
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      role="img"
      aria-label={t('orderPage.qrCode')}
      className={className}
      data-testid="order-qr"
      data-url={url}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
