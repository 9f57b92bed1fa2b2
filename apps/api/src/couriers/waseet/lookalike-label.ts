import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { LookalikeOrder } from './lookalike-world';

/** A6 in points: the size of a courier's sticker. */
const A6: [number, number] = [298, 420];

/**
 * The look-alike's sticker (the courier's `qr_link`): one A6 page with the waybill number in
 * big figures and as stripes, the amount to collect and the pieces, marked as a simulation.
 * Latin text only: the standard PDF fonts carry no Arabic, and the numbers are what a driver scans.
 */
export async function lookalikeLabel(
  brandName: string,
  order: LookalikeOrder,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${brandName} waybill ${order.qr_id}`);
  const page = pdf.addPage(A6);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [width, height] = A6;
  page.drawText(`${brandName} (simulation)`, { x: 20, y: height - 40, size: 14, font: bold });
  page.drawText('Waybill', { x: 20, y: height - 80, size: 11, font });
  page.drawText(order.qr_id, { x: 20, y: height - 115, size: 30, font: bold });
  // Stripes from the waybill's digits: wide for high digits, narrow for low ones.
  let x = 20;
  for (const digit of order.qr_id) {
    const bar = 1 + (Number(digit) % 4);
    page.drawRectangle({ x, y: height - 190, width: bar, height: 55, color: rgb(0, 0, 0) });
    x += bar + 3;
  }
  const lines = [
    `Order id: ${order.id}`,
    `City id: ${order.city_id}   Region id: ${order.region_id}`,
    `Pieces: ${order.items_number}`,
    `Collect: ${order.price.toLocaleString('en-US')} IQD`,
    `Phone: ${order.client_mobile}`,
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 20, y: height - 230 - index * 22, size: 12, font });
  });
  page.drawText('Not a real courier label.', {
    x: 20,
    y: 24,
    size: 9,
    font,
    color: rgb(0.4, 0.4, 0.4),
    maxWidth: width - 40,
  });
  return pdf.save();
}
