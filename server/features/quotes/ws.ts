// The `ws` library (the one @fastify/websocket is built on), loaded through @fastify/websocket's
// own resolution so both use the same copy, with the few types this feature needs (the package
// ships no types and @types/ws is not installed).
import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';

export interface WsSocket extends EventEmitter {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary?: boolean }, cb?: (err?: Error) => void): void;
  send(data: string | Buffer, cb?: (err?: Error) => void): void;
  ping(data?: Buffer | string): void;
  pong(data?: Buffer | string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

export interface WsClientOptions {
  headers?: Record<string, string>;
  handshakeTimeout?: number;
  maxPayload?: number;
  perMessageDeflate?: boolean;
}

export interface WsServer extends EventEmitter {
  readonly clients: Set<WsSocket>;
  address(): { port: number } | string | null;
  close(cb?: (err?: Error) => void): void;
}

export interface WsServerOptions {
  port?: number;
  host?: string;
  server?: Server;
  autoPong?: boolean;
  maxPayload?: number;
}

export interface WsModule {
  WebSocket: { new (url: string, options?: WsClientOptions): WsSocket; readonly OPEN: 1; readonly CONNECTING: 0 };
  WebSocketServer: new (options: WsServerOptions, cb?: () => void) => WsServer;
}

export type UpgradeRequest = IncomingMessage;

const req = createRequire(import.meta.url);
const fromFastifyWs = createRequire(req.resolve('@fastify/websocket'));
export const ws = fromFastifyWs('ws') as WsModule;

export const OPEN = 1;
