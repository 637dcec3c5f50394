import { describe, expect, it } from 'vitest';
import { asciiBytes, Utf8Writer } from '../../src/engine/exports/Utf8Writer';

/** Everything a writer hands on, joined (its chunks are views of a reused buffer: copied as they arrive). */
function written(write: (w: Utf8Writer) => void): { bytes: Uint8Array; chunks: number } {
  const parts: Uint8Array[] = [];
  const w = new Utf8Writer((chunk) => parts.push(chunk.slice()));
  write(w);
  w.flush();
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return { bytes, chunks: parts.length };
}

describe('Utf8Writer (the xlsx sheet written as bytes)', () => {
  it('writes the bytes TextEncoder gives: ASCII, Latin-1, other planes, pairs and lone surrogates', () => {
    const texts = ['<row r="2">', 'Logística Verde del Norte S.L.', 'Ñandú €', '漢字 テスト', 'emoji 😀 🇪🇸', 'lone \ud800 high', 'lone \udc00 low', 'end \ud83d', ''];
    for (const text of texts) expect([...written((w) => w.text(text)).bytes], text).toEqual([...new TextEncoder().encode(text)]);
  });

  it('writes integers, constant pieces and texts in order, across chunk boundaries', () => {
    const pieces: string[] = [];
    const { bytes, chunks } = written((w) => {
      for (let i = 0; i < 60_000; i++) {
        w.bytes(asciiBytes('<c r="'));
        w.uint(i);
        pieces.push('<c r="', String(i));
        const text = i % 3 ? `Pérez ${i}` : `😀${'x'.repeat(i % 40)}`;
        w.text(text);
        pieces.push(text);
      }
      const long = asciiBytes('y'.repeat(300_000));
      w.bytes(long);
      pieces.push('y'.repeat(300_000));
    });
    expect(chunks).toBeGreaterThan(4);
    expect(new TextDecoder().decode(bytes)).toBe(pieces.join(''));
  });
});
