import pg from 'pg';
import type { Database } from './connection';

const reconnectDelayMs = 1_000;

export interface ChannelListener {
  /** Whether what other processes tell on the channel reaches this one now. */
  hearing(): boolean;
  close(): Promise<void>;
}

export interface ChannelListenerOptions {
  /** Called when the connection is lost: whatever was told meanwhile is not heard. */
  onLost?: () => void;
  logger?: { warn(details: object, message: string): void };
}

/**
 * Hears a PostgreSQL NOTIFY channel on a connection of its own, reconnecting after a loss;
 * while the connection is down `hearing()` is false. The embedded database has one process and
 * one connection: its notifications are heard in-process and it always hears.
 */
export function listenToChannel(
  database: Database,
  channel: string,
  onMessage: (payload: string) => void,
  options: ChannelListenerOptions = {},
): ChannelListener {
  if (database.pglite) {
    const { pglite } = database;
    const unsubscribe = pglite.listen(channel, onMessage).catch(() => undefined);
    return {
      hearing: () => true,
      close: async () => {
        const stop = await unsubscribe;
        // A closed database has forgotten its listeners already.
        if (stop && !pglite.closed) await stop();
      },
    };
  }
  const connectionString = (database.pool?.options as { connectionString?: string } | undefined)
    ?.connectionString;
  if (!connectionString) return { hearing: () => true, close: async () => undefined };
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (!listening && client === null) return;
    listening = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    options.onLost?.();
    if (error)
      options.logger?.warn({ channel, message: error.message }, 'listener: connection lost');
    if (!closed) retry = setTimeout(connect, reconnectDelayMs).unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client === next) listening = true;
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }

  void connect();
  return {
    hearing: () => listening,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
