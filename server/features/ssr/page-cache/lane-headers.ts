// The few request headers the front lane reads, taken from rawHeaders in one pass. Reading
// req.headers instead makes Node build the whole header object for every request, a cost the
// static-file ceiling never pays; on the lane's decline Fastify builds it as usual.

export interface LaneHeaders {
  acceptEncoding: string | undefined;
  requestId: string | undefined;
  forwardedProto: string | undefined;
}

const same = (name: string, lower: string) => name === lower || name.toLowerCase() === lower;

/**
 * The headers the lane needs, or null when it must decline: a conditional request
 * (If-None-Match), an upgrade, or one of its headers sent twice (Node would join them; Fastify
 * handles that path).
 */
export function readLaneHeaders(raw: string[]): LaneHeaders | null {
  let acceptEncoding: string | undefined;
  let requestId: string | undefined;
  let forwardedProto: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // Most headers are passed over on their length alone.
    switch (name.length) {
      case 15:
        if (!same(name, 'accept-encoding')) break;
        if (acceptEncoding !== undefined) return null;
        acceptEncoding = raw[i + 1];
        break;
      case 12:
        if (!same(name, 'x-request-id')) break;
        if (requestId !== undefined) return null;
        requestId = raw[i + 1];
        break;
      case 17:
        if (!same(name, 'x-forwarded-proto')) break;
        if (forwardedProto !== undefined) return null;
        forwardedProto = raw[i + 1];
        break;
      case 13:
        if (same(name, 'if-none-match')) return null;
        break;
      case 7:
        if (same(name, 'upgrade')) return null;
        break;
    }
  }
  return { acceptEncoding, requestId, forwardedProto };
}
