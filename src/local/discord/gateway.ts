/**
 * A one-guild Discord gateway over ws, sharing the HTTP server's port. Plain JSON text frames only
 * (discord.js falls back to that when zlib-sync is not installed).
 */
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FakeState } from './state.ts';

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  Resume: 6,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

/** Gateway intents that decide which events a session receives (same rule as Discord). */
export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
} as const;

export const HEARTBEAT_INTERVAL_MS = 41_250;

interface Session {
  socket: WebSocket;
  id: string;
  seq: number;
  intents: number;
  /** True once READY and the GUILD_CREATEs went out: interactions can be dispatched. */
  ready: boolean;
}

export interface GatewayEvent {
  t: string;
  d: unknown;
  at: number;
}

export class FakeGateway {
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<Session>();
  /** Sessions by id, kept after a disconnect so a RESUME can be honoured. */
  private readonly known = new Map<string, Session>();
  private readyWaiters: (() => void)[] = [];
  /** Every dispatch sent, in order (tests can look at what the bot was told). */
  readonly sent: GatewayEvent[] = [];
  url = '';

  constructor(
    server: Server,
    private readonly state: FakeState,
    private readonly token: string,
    acceptsHost: (host: string | undefined) => boolean,
  ) {
    this.wss = new WebSocketServer({
      server,
      // A handshake addressed to another name (DNS rebinding) is refused before it becomes a session.
      verifyClient: (info, answer) => answer(acceptsHost(info.req.headers.host), 421, 'Misdirected Request'),
    });
    this.wss.on('connection', (socket) => this.onConnection(socket));
  }

  /** Sends an event to every ready session; `intent` (if given) must have been identified with. */
  dispatch(t: string, d: unknown, intent?: number): void {
    this.sent.push({ t, d, at: Date.now() });
    for (const session of this.sessions) {
      if (!session.ready) continue;
      if (intent !== undefined && (session.intents & intent) === 0) continue;
      this.send(session, { op: Op.Dispatch, t, s: ++session.seq, d });
    }
  }

  get connected(): boolean {
    return [...this.sessions].some((s) => s.ready);
  }

  /** Resolves once a bot has identified and received its guilds. */
  waitForReady(timeoutMs: number): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.readyWaiters = this.readyWaiters.filter((w) => w !== done);
        reject(new Error(`fake-discord: no bot connected to the gateway within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (): void => {
        clearTimeout(timer);
        resolve();
      };
      this.readyWaiters.push(done);
    });
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private send(session: Session, payload: { op: number; d: unknown; s?: number | null; t?: string | null }): void {
    if (session.socket.readyState !== session.socket.OPEN) return;
    session.socket.send(JSON.stringify({ s: null, t: null, ...payload }));
  }

  private onConnection(socket: WebSocket): void {
    const session: Session = { socket, id: randomBytes(16).toString('hex'), seq: 0, intents: 0, ready: false };
    this.sessions.add(session);
    socket.on('close', () => this.sessions.delete(session));
    socket.on('error', () => this.sessions.delete(session));
    socket.on('message', (raw, isBinary) => {
      if (isBinary) {
        socket.close(4002, 'Decode error'); // discord.js must speak plain JSON here
        return;
      }
      let message: unknown;
      try {
        const text = (Array.isArray(raw) ? Buffer.concat(raw) : raw instanceof ArrayBuffer ? Buffer.from(raw) : raw).toString('utf8');
        message = JSON.parse(text);
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      this.onMessage(session, message);
    });
    this.send(session, { op: Op.Hello, d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS, _trace: ['fake-gateway'] } });
  }

  private onMessage(session: Session, message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const { op, d } = message as { op?: unknown; d?: unknown };
    const data = typeof d === 'object' && d !== null ? (d as Record<string, unknown>) : {};
    switch (op) {
      case Op.Heartbeat:
        this.send(session, { op: Op.HeartbeatAck, d: null }); // without the ACK discord.js reconnects
        break;
      case Op.Identify:
        this.identify(session, data);
        break;
      case Op.Resume:
        this.resume(session, data);
        break;
      case Op.RequestGuildMembers:
        this.requestGuildMembers(session, data);
        break;
      default:
        break; // presence and voice updates: nothing to do
    }
  }

  private identify(session: Session, data: Record<string, unknown>): void {
    const token = typeof data['token'] === 'string' ? data['token'].replace(/^Bot /, '') : '';
    if (token !== this.token) {
      session.socket.close(4004, 'Authentication failed.');
      return;
    }
    session.intents = typeof data['intents'] === 'number' ? data['intents'] : 0;
    this.known.set(session.id, session);
    this.send(session, {
      op: Op.Dispatch,
      t: 'READY',
      s: ++session.seq,
      d: {
        v: 10,
        user: this.state.botUser,
        guilds: [{ id: this.state.guildId, unavailable: true }],
        session_id: session.id,
        resume_gateway_url: this.url,
        shard: [0, 1],
        application: { id: this.state.appId, flags: 0 },
        user_settings: {},
        private_channels: [],
        presences: [],
        relationships: [],
        guild_join_requests: [],
        geo_ordered_rtc_regions: [],
        _trace: ['fake-gateway'],
      },
    });
    // discord.js holds back 'ready' until every guild of READY arrived via GUILD_CREATE (or 15 s pass),
    // so it is sent even without the GUILDS intent.
    this.send(session, { op: Op.Dispatch, t: 'GUILD_CREATE', s: ++session.seq, d: this.state.guildCreatePayload() });
    this.markReady(session);
  }

  private resume(session: Session, data: Record<string, unknown>): void {
    const previous = typeof data['session_id'] === 'string' ? this.known.get(data['session_id']) : undefined;
    if (!previous) {
      this.send(session, { op: Op.InvalidSession, d: false });
      return;
    }
    // Take over the old session's identity; events missed while away are not replayed.
    session.id = previous.id;
    session.intents = previous.intents;
    session.seq = Math.max(previous.seq, typeof data['seq'] === 'number' ? data['seq'] : 0);
    this.known.set(session.id, session);
    this.send(session, { op: Op.Dispatch, t: 'RESUMED', s: ++session.seq, d: { _trace: ['fake-gateway'] } });
    this.markReady(session);
  }

  private requestGuildMembers(session: Session, data: Record<string, unknown>): void {
    const userIds = Array.isArray(data['user_ids'])
      ? data['user_ids'].map(String)
      : typeof data['user_ids'] === 'string'
        ? [data['user_ids']]
        : undefined;
    const query = typeof data['query'] === 'string' ? data['query'].toLowerCase() : '';
    const limit = typeof data['limit'] === 'number' && data['limit'] > 0 ? data['limit'] : Infinity;
    const members = [...this.state.users.values()]
      .filter((r) => (userIds ? userIds.includes(r.user.id) : r.user.username.toLowerCase().startsWith(query)))
      .slice(0, limit)
      .map((r) => this.state.member(r.user.id));
    const notFound = userIds?.filter((id) => !this.state.users.has(id)) ?? [];
    this.send(session, {
      op: Op.Dispatch,
      t: 'GUILD_MEMBERS_CHUNK',
      s: ++session.seq,
      d: {
        guild_id: this.state.guildId,
        members,
        chunk_index: 0,
        chunk_count: 1,
        ...(notFound.length > 0 ? { not_found: notFound } : {}),
        ...(data['nonce'] !== undefined ? { nonce: data['nonce'] } : {}),
      },
    });
  }

  private markReady(session: Session): void {
    session.ready = true;
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w();
  }
}
