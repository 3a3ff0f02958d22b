import pg from 'pg';
import type { Database } from '../db/connection';

/** The channel on which a process tells the others that a user's sessions ended. */
export const sessionEndedChannel = 'ep_session_ended';

const reconnectDelayMs = 1_000;

export interface SessionEndingsListener {
  /** Whether endings told by other processes reach this one now (trust is safe only then). */
  hearing(): boolean;
  close(): Promise<void>;
}

/**
 * Hears the session endings (logout, password change, lock, removal) of every other server
 * process on the same PostgreSQL database through LISTEN, on a connection of its own. While
 * that connection is down, `hearing()` is false and no session may be trusted without a read.
 * The embedded database has one process only: it always hears everything.
 */
export function listenToSessionEndings(
  database: Database,
  onEnded: (userId: string) => void,
  logger?: { warn(details: object, message: string): void },
): SessionEndingsListener {
  const connectionString = (database.pool?.options as { connectionString?: string } | undefined)
    ?.connectionString;
  if (database.kind !== 'postgres' || !connectionString) {
    return { hearing: () => true, close: async () => undefined };
  }
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
    if (error) logger?.warn({ message: error.message }, 'session endings: connection lost');
    if (!closed) retry = setTimeout(connect, reconnectDelayMs).unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === sessionEndedChannel && message.payload) onEnded(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${sessionEndedChannel}`);
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
