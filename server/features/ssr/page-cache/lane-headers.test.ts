import t from 'tap';
import { readLaneHeaders } from './lane-headers.ts';

t.test('reads the lane headers in any case, skipping the rest', async (t) => {
  const raw = ['Host', 'a', 'User-Agent', 'x', 'Accept-Encoding', 'gzip, br', 'Cache-Control', 'max-age=0', 'X-Request-Id', 'r-1', 'X-Forwarded-Proto', 'https', 'Referer', 'https://a/'];
  t.same(readLaneHeaders(raw), { acceptEncoding: 'gzip, br', requestId: 'r-1', forwardedProto: 'https' });
  t.same(readLaneHeaders(['host', 'a']), { acceptEncoding: undefined, requestId: undefined, forwardedProto: undefined });
});

t.test('declines conditional requests, upgrades and repeated headers', async (t) => {
  t.equal(readLaneHeaders(['If-None-Match', '"x"']), null);
  t.equal(readLaneHeaders(['upgrade', 'websocket']), null);
  t.equal(readLaneHeaders(['accept-encoding', 'gzip', 'Accept-Encoding', 'br']), null, 'Node would join them: Fastify answers');
  t.equal(readLaneHeaders(['x-request-id', 'a', 'x-request-id', 'b']), null);
  t.equal(readLaneHeaders(['x-forwarded-proto', 'http', 'X-Forwarded-Proto', 'https']), null);
});
