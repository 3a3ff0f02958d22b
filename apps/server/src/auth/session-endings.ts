import { listenToChannel, type ChannelListener } from '../db/channel-listener';
import type { Database } from '../db/connection';

/** The channel on which a process tells the others that a user's sessions ended. */
export const sessionEndedChannel = 'ep_session_ended';

/** `hearing()`: whether endings told by other processes reach this one now (trust is safe only then). */
export type SessionEndingsListener = ChannelListener;

/**
 * Hears the session endings (logout, password change, lock, removal) of every other server
 * process on the same database through LISTEN (db/channel-listener.ts). While that connection
 * is down, `hearing()` is false and no session may be trusted without a read.
 */
export function listenToSessionEndings(
  database: Database,
  onEnded: (userId: string) => void,
  logger?: { warn(details: object, message: string): void },
): SessionEndingsListener {
  return listenToChannel(
    database,
    sessionEndedChannel,
    (userId) => {
      if (userId) onEnded(userId);
    },
    { logger },
  );
}
