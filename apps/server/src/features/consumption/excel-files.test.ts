import { afterEach, describe, expect, it } from 'vitest';
import { createExcelFiles, type ExcelFiles } from './excel-files';

// The limits alone: each `read` waits on a gate and then fails, so no worker is started.
function gate() {
  let open!: () => void;
  const closed = new Promise<never>((_resolve, reject) => {
    open = () => reject(new Error('gate opened'));
  });
  closed.catch(() => undefined);
  return { read: () => closed, open };
}

describe('createExcelFiles', () => {
  let files: ExcelFiles;
  afterEach(() => files.close());

  it('holds two files per user and four in all; the next ones get 429 and 503', async () => {
    files = createExcelFiles({ perUser: 2, overall: 4 });
    const { read, open } = gate();
    const held = [
      files.make('anna', read),
      files.make('anna', read),
      files.make('bertta', read),
      files.make('bertta', read),
    ];
    await expect(files.make('anna', read)).rejects.toMatchObject({
      statusCode: 429,
      code: 'EXCEL_USER_BUSY',
    });
    await expect(files.make('cecilia', read)).rejects.toMatchObject({
      statusCode: 503,
      code: 'EXCEL_SERVER_BUSY',
      message: 'Excel-tiedostoja valmistetaan juuri nyt paljon. Yritä hetken kuluttua uudelleen.',
    });
    open();
    await Promise.allSettled(held);
    // A failed file gives its place back.
    const again = gate();
    const next = [files.make('anna', again.read), files.make('anna', again.read)];
    again.open();
    for (const result of await Promise.allSettled(next)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { message: 'gate opened' } });
    }
  });
});
