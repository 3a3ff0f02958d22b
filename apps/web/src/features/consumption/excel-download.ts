import { saveFile } from '../../lib/save-file';

/** Why a download failed: the server said no, or the file never arrived. */
export type DownloadFailure = 'http' | 'other';

export type DownloadResult =
  { ok: true; fileName: string } | { ok: false; failure: DownloadFailure };

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded)
 * when present, else the plain `filename`; null when neither is there.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * Fetches a file with the session cookie and saves it under the server's file name (or
 * `fallbackName`). Fetching first, instead of a plain link, lets the page show the outcome.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<DownloadResult> {
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-store' },
    });
    if (!response.ok) return { ok: false, failure: 'http' };
    const blob = await response.blob();
    const fileName =
      fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
    saveFile(blob, fileName);
    return { ok: true, fileName };
  } catch {
    return { ok: false, failure: 'other' };
  }
}
