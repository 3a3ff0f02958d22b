import { saveFile } from '../../lib/save-file';

/** The bytes of base64 text (the PDF answer). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves PDF bytes as a download named `fileName`. */
export function savePdf(bytes: Uint8Array<ArrayBuffer>, fileName: string): void {
  saveFile(new Blob([bytes], { type: 'application/pdf' }), fileName);
}
