// The sandbox's upstream quote feed, for a standalone sandbox (`npm run sandbox`): a WebSocket at
// /feed that sends every connection the simulator's ticks as JSON arrays of
// {symbol, bid, ask, digits, ts} (one of the shapes server/features/quotes/feed.ts accepts).
// Point an instance's QUOTES_FEED_URL at ws://<sandbox>/feed.
import type { Server } from 'node:http';
import { ws, type WsSocket } from '../features/quotes/ws.ts';
import { Simulator } from '../features/quotes/simulator.ts';

export function attachQuoteFeed(server: Server, options: { ticksPerSec?: number } = {}): { close(): void } {
  const wss = new ws.WebSocketServer({ server, maxPayload: 64 * 1024 });
  const sim = new Simulator({
    ticksPerSec: options.ticksPerSec ?? 40,
    onTicks: (batch) => {
      if (wss.clients.size === 0) return;
      const text = JSON.stringify(batch);
      for (const c of wss.clients) if (c.readyState === ws.WebSocket.OPEN) c.send(text);
    },
  });
  // Only /feed upgrades; the client's subscribe message and pings need no answer beyond ws's own pong.
  wss.on('connection', (socket: WsSocket, request: { url?: string }) => {
    if (request.url?.split('?')[0] !== '/feed') return socket.close(1008, 'unknown path');
    socket.on('error', () => {});
  });
  sim.start();
  return {
    close() {
      sim.stop();
      for (const c of wss.clients) c.terminate();
      wss.close();
    },
  };
}
