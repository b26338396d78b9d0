// Saves generated text as a file through a Blob URL (no server round trip).
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
