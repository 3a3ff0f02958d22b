import { serviceUnavailable, tooManyRequests } from '../../errors';
import { messages } from '../../messages';
import type { UsageWorkbookJob } from './excel';
import { createExcelWorkers } from './excel-workers';

/** Excel files made off the event loop, a few at a time per user and in all. */
export interface ExcelFiles {
  /**
   * Reads the file's data (`read`) and builds the file in a worker thread, holding one of the
   * user's places and one of the server's meanwhile: 429 when the user has none left, 503
   * when the server has none.
   */
  make(userId: string, read: () => Promise<UsageWorkbookJob>): Promise<Buffer>;
  close(): Promise<void>;
}

export interface ExcelLimits {
  perUser: number;
  overall: number;
}

// A year of quarter-hours takes about a CPU second; four at a time keep a two-core server
// answering everyone else, two per user leave room for other users.
export const defaultExcelLimits: ExcelLimits = { perUser: 2, overall: 4 };

const userBusy = () =>
  tooManyRequests({ code: 'EXCEL_USER_BUSY', message: messages.excelUserBusy });
const serverBusy = () =>
  serviceUnavailable({ code: 'EXCEL_SERVER_BUSY', message: messages.excelServerBusy });

export function createExcelFiles(limits: ExcelLimits = defaultExcelLimits): ExcelFiles {
  const workers = createExcelWorkers({ size: limits.overall });
  const perUser = new Map<string, number>();
  let running = 0;

  function take(userId: string): () => void {
    const own = perUser.get(userId) ?? 0;
    if (own >= limits.perUser) throw userBusy();
    if (running >= limits.overall) throw serverBusy();
    perUser.set(userId, own + 1);
    running += 1;
    return () => {
      running -= 1;
      const left = perUser.get(userId)! - 1;
      if (left === 0) perUser.delete(userId);
      else perUser.set(userId, left);
    };
  }

  return {
    async make(userId, read) {
      const release = take(userId);
      try {
        return await workers.run(await read());
      } finally {
        release();
      }
    },
    close: () => workers.close(),
  };
}
