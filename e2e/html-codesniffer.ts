import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** HTML_CodeSniffer's browser build: the engine Pa11y runs, bundled with its standards. */
const htmlcsPath = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');
let htmlcsSource: Promise<string> | undefined;

interface SnifferError {
  code: string;
  message: string;
  element: string;
}

// What the page side sees of the engine (its build declares the global `HTMLCS`).
interface HtmlcsGlobal {
  ERROR: number;
  process(standard: string, content: Document, callback: () => void, fail: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on the page as it is now and fails on any error
 * (its warnings and notices ask for a person's judgement and are not counted). A second engine
 * beside axe: each finds things the other does not (decision 0057). The engine is evaluated
 * through the DevTools protocol, which the page's CSP does not govern, so the CSP stays on.
 */
export async function expectNoHtmlcsErrors(page: Page): Promise<void> {
  htmlcsSource ??= readFile(htmlcsPath, 'utf8');
  await page.evaluate(`${await htmlcsSource};\nundefined`);
  const errors = await page.evaluate(
    () =>
      new Promise<SnifferError[]>((resolve, reject) => {
        const htmlcs = (globalThis as unknown as { HTMLCS: HtmlcsGlobal }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === htmlcs.ERROR)
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: message.element.outerHTML.slice(0, 200),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run its WCAG2AA standard')),
        );
      }),
  );
  const report = errors
    .map((error) => `• ${error.code}\n  ${error.message}\n  ${error.element}`)
    .join('\n');
  expect(errors.length, `HTML_CodeSniffer WCAG2AA errors on ${page.url()}:\n${report}`).toBe(0);
}
