import { listenToChannel } from '../../db/channel-listener';
import type { Database } from '../../db/connection';
import { usageChangedChannel } from '../../db/usage-changes';

/** What the remembered answers may hold together, in UTF-16 code units (about bytes × 2). */
const defaultCapacity = 32 * 1024 * 1024;

export interface AnswerCacheOptions {
  /** How long an answer is remembered; 0 remembers nothing. */
  keepMs: number;
  capacity?: number;
  logger?: { warn(details: object, message: string): void };
  now?: () => number;
}

export interface AnswerCache {
  /**
   * The answer remembered under `key`, else the one `read` gives (remembered when nothing
   * changed while it was read). Reads of one key that overlap share one read.
   */
  answer(key: string, read: () => Promise<string>): Promise<string>;
  close(): Promise<void>;
}

interface Remembered {
  json: string;
  until: number;
}

/**
 * Consumption answers remembered per user and question (decision 0050): a view of the same
 * period is asked again and again (pages, tabs, comparisons, other people of the same company),
 * and what it is made of changes a few times a day. Every statement that changes it notifies
 * (migration 0011's triggers), and any notice forgets everything; a process that cannot hear the
 * notices, or has just lost them, remembers nothing, as with trusted sessions (decision 0032).
 */
export function createAnswerCache(database: Database, options: AnswerCacheOptions): AnswerCache {
  const { keepMs, capacity = defaultCapacity, now = () => performance.now() } = options;
  if (keepMs <= 0) return { answer: (_key, read) => read(), close: async () => undefined };
  const remembered = new Map<string, Remembered>();
  const reading = new Map<string, Promise<string>>();
  let size = 0;
  // Counts the changes heard: a read that overlapped one is not remembered.
  let changes = 0;

  const forgetAll = () => {
    changes += 1;
    remembered.clear();
    reading.clear();
    size = 0;
  };
  const forget = (key: string, entry: Remembered) => {
    remembered.delete(key);
    size -= key.length + entry.json.length;
  };
  const remember = (key: string, json: string) => {
    const old = remembered.get(key);
    if (old) forget(key, old);
    const cost = key.length + json.length;
    if (cost > capacity / 16) return;
    // Oldest first: a Map iterates in insertion order, and a hit is inserted again.
    for (const [oldest, entry] of remembered) {
      if (size + cost <= capacity) break;
      forget(oldest, entry);
    }
    remembered.set(key, { json, until: now() + keepMs });
    size += cost;
  };
  const listener = listenToChannel(database, usageChangedChannel, forgetAll, {
    onLost: forgetAll,
    logger: options.logger,
  });

  async function readAndRemember(key: string, read: () => Promise<string>): Promise<string> {
    const before = changes;
    try {
      const json = await read();
      if (changes === before && listener.hearing()) remember(key, json);
      return json;
    } finally {
      if (changes === before) reading.delete(key);
    }
  }

  return {
    answer(key, read) {
      if (!listener.hearing()) return read();
      const entry = remembered.get(key);
      if (entry && entry.until > now()) {
        remembered.delete(key);
        remembered.set(key, entry);
        return Promise.resolve(entry.json);
      }
      if (entry) forget(key, entry);
      let pending = reading.get(key);
      if (!pending) {
        pending = readAndRemember(key, read);
        reading.set(key, pending);
      }
      return pending;
    },
    close: () => listener.close(),
  };
}
