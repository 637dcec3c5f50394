/** Bytes held before they are handed on: large enough that the deflate stream gets few calls, small enough to stay in the cache. */
const CHUNK_BYTES = 256 * 1024;
/** Longest run of bytes one call may add (a UTF-8 character is at most 4 bytes; longer texts are written piecewise). */
const MAX_PIECE = 4;

/** The ASCII bytes of a text known to be ASCII (the XML around the cells): computed once, copied per cell. */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Writes UTF-8 straight into a reused buffer and hands it on in chunks (onChunk gets a view that is overwritten afterwards: it copies what it
 * keeps). A large sheet is built this way without one string of its XML: concatenating the cells' XML and encoding it with TextEncoder spent
 * more time flattening the concatenation and encoding it (seconds for 100,000 rows of 36 columns in Chromium) than writing the bytes directly.
 * The bytes are those TextEncoder gives (a lone surrogate becomes U+FFFD).
 */
export class Utf8Writer {
  private readonly buf = new Uint8Array(CHUNK_BYTES);
  private pos = 0;

  constructor(private readonly onChunk: (bytes: Uint8Array) => void) {}

  /** Appends bytes (the constant pieces of the XML). */
  bytes(b: Uint8Array): void {
    if (this.pos + b.length > CHUNK_BYTES) {
      this.flush();
      if (b.length > CHUNK_BYTES) {
        this.onChunk(b);
        return;
      }
    }
    const buf = this.buf;
    let pos = this.pos;
    // Most pieces are a few bytes: a loop is cheaper than set() for them.
    if (b.length < 32) for (let i = 0; i < b.length; i++) buf[pos++] = b[i]!;
    else {
      buf.set(b, pos);
      pos += b.length;
    }
    this.pos = pos;
  }

  /** Appends a non-negative integer's digits (row numbers, shared text indexes). */
  uint(n: number): void {
    if (n < 10) {
      if (this.pos + 1 > CHUNK_BYTES) this.flush();
      this.buf[this.pos++] = 48 + n;
      return;
    }
    this.text(String(n));
  }

  /** Appends a text as UTF-8. */
  text(s: string): void {
    const buf = this.buf;
    let pos = this.pos;
    const n = s.length;
    for (let i = 0; i < n; i++) {
      if (pos + MAX_PIECE > CHUNK_BYTES) {
        this.pos = pos;
        this.flush();
        pos = 0;
      }
      let c = s.charCodeAt(i);
      if (c < 0x80) buf[pos++] = c;
      else if (c < 0x800) {
        buf[pos++] = 0xc0 | (c >> 6);
        buf[pos++] = 0x80 | (c & 0x3f);
      } else {
        if (c >= 0xd800 && c <= 0xdfff) {
          const next = i + 1 < n ? s.charCodeAt(i + 1) : 0;
          if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
            i++;
            buf[pos++] = 0xf0 | (c >> 18);
            buf[pos++] = 0x80 | ((c >> 12) & 0x3f);
            buf[pos++] = 0x80 | ((c >> 6) & 0x3f);
            buf[pos++] = 0x80 | (c & 0x3f);
            continue;
          }
          // A lone surrogate: the replacement character, as TextEncoder writes it.
          c = 0xfffd;
        }
        buf[pos++] = 0xe0 | (c >> 12);
        buf[pos++] = 0x80 | ((c >> 6) & 0x3f);
        buf[pos++] = 0x80 | (c & 0x3f);
      }
    }
    this.pos = pos;
  }

  /** Hands on the bytes held. */
  flush(): void {
    if (this.pos === 0) return;
    this.onChunk(this.buf.subarray(0, this.pos));
    this.pos = 0;
  }
}
