// A QR code as one SVG path (pure; qrcode-generator does the encoding): rendered on the server
// into the page, so the code needs no image request and no client-side library at first paint.
// Not made at build time: it encodes the client portal's download URL, which comes from PORTAL_URL
// (or PUBLIC_ORIGIN) when the server starts, and one image is built once and run under many
// origins. The app page's loader imports this module lazily, so the encoder is in no page's initial
// bundle (a browser loads its chunk only when it navigates to the app page itself), and the page
// cache keeps the rendered page, so the server runs it once per cached page, not per visit.
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
