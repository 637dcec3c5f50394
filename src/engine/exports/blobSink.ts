/** Bytes gathered before they move into the Blob (the browser keeps a Blob's bytes outside the script's heap, on disk when large). */
const FOLD_BYTES = 8 * 1024 * 1024;

/** Collects the chunks of a file as they are produced and folds them into a Blob every few megabytes, so the heap holds one slice at a time. */
export class BlobSink {
  private blob: Blob;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  /** Bytes written so far. */
  size = 0;

  constructor(private readonly type: string) {
    this.blob = new Blob([], { type });
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.size += chunk.length;
    if (this.pendingBytes >= FOLD_BYTES) this.fold();
  }

  /** The file: every chunk pushed, in order. */
  blobOf(): Blob {
    this.fold();
    return this.blob;
  }

  private fold(): void {
    if (this.pending.length === 0) return;
    this.blob = new Blob([this.blob, ...(this.pending as BlobPart[])], { type: this.type });
    this.pending = [];
    this.pendingBytes = 0;
  }
}
