// The quotes feature: feed (upstream or simulator) -> hub -> (Redis) -> channel (/ws/quotes).
// Decorates app.quotes with the hub, so the BFF answers /api/allsymblos and
// /api/market-api/symblos/3/{symbol} from the live snapshot (see snapshotResponse).
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { instruments } from '../../../shared/quotes/instruments.ts';
import type { Config } from '../../config.ts';
import { loadQuotesConfig, type QuotesConfig } from './config.ts';
import { QuoteHub } from './hub.ts';
import { QuoteChannel } from './channel.ts';
import { UpstreamFeed } from './feed.ts';
import { Simulator } from './simulator.ts';
import { QuoteCoordinator, type MakeSource, type QuoteSource } from './leader.ts';
import type { WsSocket } from './ws.ts';
import { socketFaults, type SocketFaults } from './socket-faults.ts';
import { SpreadRecorder } from './spreads.ts';
import { SpreadStore } from './spread-store.ts';

export { QuoteHub, snapshotResponse, type Quote, type SymbolsResponse } from './hub.ts';
export type { QuotesConfig } from './config.ts';
export { SpreadRecorder } from './spreads.ts';

export interface QuotesFeatureOptions {
  /** Environment to read the QUOTES_* settings from (default process.env). */
  env?: Record<string, string | undefined>;
  /** Settings that win over the environment (tests, benchmark). */
  overrides?: Partial<QuotesConfig>;
}

/** What the rest of the server sees of the feature. */
export interface QuotesService {
  /** Latest quotes, for the given symbols when passed (normalised), else all. */
  snapshot: QuoteHub['snapshot'];
  /** The source is up and the last tick is recent. */
  isFresh(): boolean;
  /** Listener for every accepted batch of ticks; returns the unsubscribe function. */
  subscribe: QuoteHub['subscribe'];
  readonly hub: QuoteHub;
  readonly channel: QuoteChannel;
  readonly config: QuotesConfig;
  /** Oversized or malformed frames browsers sent (client faults, not errors). */
  readonly faults: SocketFaults;
  /** Typical spreads measured from the ticks (spreads.ts). */
  readonly spreads: SpreadRecorder;
  /** 'local' (no Redis), 'leader', 'follower', or 'solo' (Redis down: this instance's own source). */
  role(): 'local' | 'leader' | 'follower' | 'solo';
}

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuotesService;
    /** Declared by server/app.ts too (same type); repeated so this feature type-checks alone. */
    config: Config;
  }
}

interface Readiness {
  register(name: string, check: () => unknown): void;
}

const quotes: FastifyPluginAsync<QuotesFeatureOptions> = async (app, opts) => {
  const cfg = loadQuotesConfig(app.config, opts.env ?? process.env, opts.overrides);
  const hub = new QuoteHub({ staleMs: cfg.staleMs });
  const channel = new QuoteChannel(hub, cfg);
  const symbols = instruments.map((i) => i.symbol);

  const makeSource: MakeSource = ({ onTicks, onState }, seed): QuoteSource => {
    if (cfg.feedUrl) {
      return new UpstreamFeed({
        url: cfg.feedUrl,
        symbols,
        heartbeatMs: cfg.feedHeartbeatMs,
        silenceMs: cfg.feedSilenceMs,
        backoffMinMs: cfg.backoffMinMs,
        backoffMaxMs: cfg.backoffMaxMs,
        onTicks,
        onState,
        log: app.log,
      });
    }
    const sim = new Simulator({ ticksPerSec: cfg.simTicksPerSec, onTicks, seed });
    return {
      start: () => {
        sim.start();
        onState('up');
      },
      stop: () => {
        sim.stop();
        onState('down');
      },
      get state() {
        return sim.running ? 'up' : 'down';
      },
    };
  };

  let coordinator: QuoteCoordinator | undefined;
  let local: QuoteSource | undefined;
  if (cfg.redisUrl) {
    coordinator = new QuoteCoordinator({ redisUrl: cfg.redisUrl, prefix: cfg.redisPrefix, ttlMs: cfg.leaderTtlMs, hub, makeSource, log: app.log });
  } else {
    local = makeSource({ onTicks: (b) => hub.ingest(b), onState: (s) => hub.setSourceState(s) }, []);
  }

  const faults = socketFaults();
  const spreads = new SpreadRecorder({
    ...(cfg.redisUrl ? { store: new SpreadStore({ redisUrl: cfg.redisUrl, prefix: cfg.redisPrefix }) } : {}),
    isWriter: () => coordinator?.isLeader ?? false,
    flushMs: cfg.spreadsFlushMs,
    log: app.log,
  });
  spreads.enabled = cfg.spreads;
  hub.subscribe(spreads.onTicks);

  const service: QuotesService = {
    snapshot: (s) => hub.snapshot(s),
    isFresh: () => hub.isFresh(),
    subscribe: (l) => hub.subscribe(l),
    hub,
    channel,
    spreads,
    config: cfg,
    faults,
    role: () => (coordinator ? (coordinator.isLeader ? 'leader' : coordinator.isSolo ? 'solo' : 'follower') : 'local'),
  };
  app.decorate('quotes', service);

  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, {
      options: { maxPayload: cfg.maxMessageBytes, perMessageDeflate: false },
      // Oversized or malformed frames are the client's fault: counted, not logged as errors.
      errorHandler: (error, socket, request) => {
        faults.handle(error, request.log, request.ip);
        socket.terminate();
      },
      // Instead of the plugin's default (close() without a code): tell browsers 1001 going away
      // so their store reconnects to another instance at once.
      preClose: async function (this: FastifyInstance) {
        await channel.close(2000);
        for (const c of this.websocketServer.clients) c.terminate();
        this.websocketServer.close();
      },
    });
  }

  app.route({
    method: 'GET',
    url: '/ws/quotes',
    // Origin and per-IP checks answer with a plain HTTP status, before any upgrade.
    preValidation: async (request, reply) => {
      const verdict = channel.admit(request);
      if (!verdict.ok) {
        request.log.info({ ip: request.ip, origin: request.headers.origin, status: verdict.status }, `quotes socket refused: ${verdict.message}`);
        return reply.code(verdict.status).header('cache-control', 'no-store').send({ error: verdict.message });
      }
    },
    handler: async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ error: 'WebSocket upgrade required' }),
    wsHandler: (socket, request) => channel.handle(socket as unknown as WsSocket, request),
  });

  registerMetrics(app, service, () => coordinator);

  if ('readiness' in app) {
    // Not ready only for what is this instance's own fault: with Redis, both connections must be
    // up. A stale upstream feed hits every instance alike; it shows in /metrics, and the BFF
    // falls back to the upstream API, so it does not take instances out of rotation.
    (app as unknown as { readiness: Readiness }).readiness.register('quotes', async () => {
      if (coordinator && !coordinator.healthy) throw new Error('quotes: redis not connected');
      return true;
    });
  }

  app.addHook('onReady', async () => {
    channel.start();
    // Redis may be slow or down at start: the server serves pages meanwhile; the coordinator
    // keeps trying and the BFF falls back to upstream until the snapshot is fresh.
    if (cfg.spreads) void spreads.start();
    if (coordinator) coordinator.start().catch((err: Error) => app.log.warn({ err: err.message }, 'quotes coordinator start failed'));
    else local!.start();
  });
  // Browsers first (1001 going away), then the feed and Redis; each step is time-bounded so the
  // whole shutdown stays well inside SHUTDOWN_TIMEOUT_MS.
  app.addHook('preClose', async () => {
    await channel.close(2000);
  });
  app.addHook('onClose', async () => {
    local?.stop();
    await spreads.stop();
    await coordinator?.stop();
  });
};

function registerMetrics(app: FastifyInstance, service: QuotesService, coordinator: () => QuoteCoordinator | undefined): void {
  if (!('metrics' in app)) return;
  const registry = (app as unknown as { metrics: { registry: Registry } }).metrics.registry;
  const { channel, hub } = service;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });
  // Monotonic values exposed as gauges read at scrape time (the channel owns the numbers).
  gauge('quotes_sockets', 'Browser sockets connected to /ws/quotes.', () => channel.stats.sockets);
  gauge('quotes_frames_sent_total', 'Quotes frames written to browser sockets.', () => channel.stats.framesSent);
  gauge('quotes_quotes_sent_total', 'Quotes written to browser sockets (sum over frames).', () => channel.stats.quotesSent);
  gauge('quotes_conflated_total', 'Ticks superseded by a newer tick of the same symbol before being sent.', () => channel.stats.conflated);
  gauge('quotes_skipped_frames_total', 'Frames held back from slow sockets (merged into a later frame).', () => channel.stats.skipped);
  gauge('quotes_dropped_sockets_total', 'Sockets cut off (send buffer over the limit, missed pong, flood).', () => channel.stats.dropped);
  gauge('quotes_refused_sockets_total', 'Upgrades refused (Origin, per-IP limit, shutting down).', () => channel.stats.rejected);
  gauge('quotes_client_faults_total', 'Oversized or malformed frames from browser sockets (logged at debug, summarised at warn once a minute).', () => service.faults.total);
  gauge('quotes_ticks_total', 'Ticks accepted by the hub.', () => hub.ticks);
  gauge('quotes_feed_up', '1 when the quote source is up and the snapshot fresh.', () => (hub.isFresh() ? 1 : 0));
  gauge('quotes_feed_lag_seconds', 'Age of the last tick.', () => {
    const age = hub.lastTickAgeMs();
    return Number.isFinite(age) ? age / 1000 : -1;
  });
  gauge('quotes_solo', '1 while Redis is down and this instance runs its own quote source.', () => (coordinator()?.isSolo ? 1 : 0));
  gauge('quotes_leader', '1 when this instance holds the upstream feed (always 1 without Redis).', () => {
    const c = coordinator();
    return c ? (c.isLeader ? 1 : 0) : 1;
  });
}

export const quotesFeature = fp(quotes, { name: 'quotes', fastify: '5.x' });
