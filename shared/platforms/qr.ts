// A QR code as one SVG path (pure; qrcode-generator does the encoding): rendered on the server
// into the page, so the code needs no image request and no client-side library at first paint.
import qrcode from 'qrcode-generator';

export interface QrPath {
  /** Modules per side, including the quiet zone. */
  size: number;
  /** SVG path data: one 1x1 square per dark module. */
  d: string;
}

export function qrPath(text: string, quiet = 4): QrPath {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: n + quiet * 2, d };
}
