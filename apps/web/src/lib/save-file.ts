/** Saves a Blob as a download named `fileName`, through a short-lived object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; a tick later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
