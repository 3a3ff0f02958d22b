// Test helpers: read and render PDFs with poppler-utils (pdftotext, pdftoppm) when installed.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function installed(command: string): boolean {
  try {
    execFileSync(command, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether pdftotext and pdftoppm are on this machine (Debian: poppler-utils). */
export const popplerAvailable = installed('pdftotext') && installed('pdftoppm');

async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ep-pdf-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in reading order (pdftotext -layout). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  });
}

/** The first page rendered to PNG at 50 dpi; pdftoppm fails on a broken PDF. */
export function renderFirstPage(pdf: Buffer): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    await run('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return readFile(path.join(dir, 'page.png'));
  });
}
