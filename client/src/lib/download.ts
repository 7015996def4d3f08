/** Saves text or bytes as a file through the browser's download. */
export function downloadFile(fileName: string, mimeType: string, body: string | Uint8Array): void {
  const part: BlobPart = typeof body === 'string' ? body : new Uint8Array(body);
  const url = URL.createObjectURL(new Blob([part], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
