/**
 * A designed card's QR code (issue 40), drawn alike by the browser's preview and the server's
 * print file: the code's dark modules as one vector path, set square in its field's box with the
 * quiet zone ISO/IEC 18004 asks for (four modules on each side).
 */
import QRCode from 'qrcode';

/** ISO/IEC 18004's quiet zone around a QR code, in modules. */
export const QR_QUIET_MODULES = 4;

/** The QR code's dark modules as one SVG path, in modules, merged along rows. */
export function qrPath(payload: string): { path: string; modules: number } {
  const code = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!code.modules.get(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < size && code.modules.get(row, end)) end += 1;
      parts.push(`M${col} ${row}h${end - col}v1h${col - end}z`);
      col = end;
    }
  }
  return { path: parts.join(''), modules: size };
}

/**
 * Where the code's first module goes and how big a module is, for a box given by its top-left
 * corner (y downwards): the largest square the box holds, centred, less the quiet zone.
 */
export function qrPlacement(
  box: { left: number; top: number; width: number; height: number },
  modules: number,
): { left: number; top: number; module: number } {
  const side = Math.min(box.width, box.height);
  const module = side / (modules + 2 * QR_QUIET_MODULES);
  return {
    left: box.left + (box.width - side) / 2 + QR_QUIET_MODULES * module,
    top: box.top + (box.height - side) / 2 + QR_QUIET_MODULES * module,
    module,
  };
}
