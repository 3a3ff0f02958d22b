import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fileNameFromContentDisposition } from './excel-download';

describe('fileNameFromContentDisposition', () => {
  it.each([
    [
      'attachment; filename="kulutus_1_electricity_2024-01-01.xlsx"',
      'kulutus_1_electricity_2024-01-01.xlsx',
    ],
    ['attachment; filename=kulutus.xlsx', 'kulutus.xlsx'],
    [`attachment; filename="kulutus.xlsx"; filename*=UTF-8''k%C3%A4ytt%C3%B6.xlsx`, 'käyttö.xlsx'],
    ['attachment', null],
    [null, null],
  ])('reads %s as %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });
});

describe('downloadFile', () => {
  const saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tiedosto');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('saves the file under the name the server gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('xlsx', {
            headers: { 'Content-Disposition': 'attachment; filename="kulutus_1.xlsx"' },
          }),
      ),
    );
    await expect(
      downloadFile('/api/electricity/day?download=true', 'varalla.xlsx'),
    ).resolves.toEqual({ ok: true, fileName: 'kulutus_1.xlsx' });
    expect(saved).toEqual([{ href: 'blob:tiedosto', download: 'kulutus_1.xlsx' }]);
  });

  it('falls back to the given name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('xlsx')),
    );
    await expect(downloadFile('/x', 'varalla.xlsx')).resolves.toEqual({
      ok: true,
      fileName: 'varalla.xlsx',
    });
  });

  it('tells an HTTP failure from a failed transfer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(downloadFile('/x', 'a.xlsx')).resolves.toEqual({ ok: false, failure: 'http' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(downloadFile('/x', 'a.xlsx')).resolves.toEqual({ ok: false, failure: 'other' });
    expect(saved).toEqual([]);
  });
});
