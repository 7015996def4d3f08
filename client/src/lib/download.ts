/** Saves text as a file through the browser's download. */
export function downloadTextFile(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
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
