import t from 'tap';
import { qrPath } from './qr.ts';

t.test('a QR code for a URL: version size plus quiet zone, finder pattern in the corner', async (t) => {
  const { size, d } = qrPath('https://www.example.com/downloads?platform=mobile');
  // 49 characters at level M need version 4 (33 modules) + 2 x 4 quiet modules.
  t.equal(size, 41);
  // The top-left finder pattern starts at the quiet zone: the module (4,4) is dark.
  t.match(d, /^M4 4h1v1h-1z/);
  t.ok(d.length > 1000);
  t.not(qrPath('a').d, d, 'different text, different code');
});
