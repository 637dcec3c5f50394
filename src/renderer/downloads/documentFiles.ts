import { isUrl } from '../../engine/reply/mapReply';

/** MIME types of the documents reports return. */
export const MIME = { pdf: 'application/pdf', csv: 'text/csv;charset=utf-8', zip: 'application/zip', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Decodes base64 (optionally a data: URL) into a Blob. */
export function base64ToBlob(base64: string, mime: string): Blob {
  const data = base64.replace(/^data:[^,]*,/, '');
  const bin = atob(data);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/** Saves a blob as a file with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A tab opened at the click (so no popup blocker stops it) and pointed at the document once it arrives. */
export interface PendingTab {
  show(document: string, mime?: string): void;
  close(): void;
}

/** Opens an empty tab now; show() loads a URL or base64 document into it, close() gives up. Falls back to a download when tabs are blocked. */
export function openPendingTab(fallbackName = 'documento.pdf'): PendingTab {
  const win = window.open('', '_blank');
  return {
    show(documentValue, mime = MIME.pdf) {
      const url = isUrl(documentValue) ? documentValue : URL.createObjectURL(base64ToBlob(documentValue, mime));
      if (win && !win.closed) win.location.href = url;
      else if (isUrl(documentValue)) window.open(url, '_blank');
      else saveBlob(base64ToBlob(documentValue, mime), fallbackName);
    },
    close() {
      if (win && !win.closed) win.close();
    },
  };
}
