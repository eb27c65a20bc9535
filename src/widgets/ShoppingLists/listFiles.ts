/**
 * The list's CSV on the buyer's disk and back: a download made in the page (a Blob, no call to the
 * host) and a chosen file read as text.
 */

/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadCsv(text: string, fileName: string): void {
  // The byte order mark tells a Turkish Excel the file is UTF-8 (ç, ğ, İ in units and codes); the
  // sheet reader of the import drops it again.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the file over: revoking at once may cancel the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * A chosen CSV file as text: UTF-8 when it is (with or without the BOM), else Windows-1254, the code
 * page a Turkish Excel saves 'CSV (virgülle ayrılmış)' in.
 */
export async function readSheetFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}
