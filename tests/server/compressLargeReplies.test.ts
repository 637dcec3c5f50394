import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, compressLargeReplies, LARGE_REPLY_BYTES } from '../../src/server/compressLargeReplies';

/** A bare service with the portal's compression: this hook, then the plugin. */
async function service() {
  const app = Fastify();
  compressLargeReplies(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ rn: i + 1, nombre: `Logística ${i}`, importe: i / 4 }));
  app.post('/rows', async (request) => ({ dataRes: rows((request.body as { n: number }).n) }));
  app.post('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(2 * LARGE_REPLY_BYTES)));
  return { app, rows };
}

describe('compressLargeReplies', () => {
  it('reads Accept-Encoding: brotli named without q=0', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('compresses a large JSON reply with brotli (the same body once decoded) and leaves the others to the plugin', async () => {
    const { app, rows } = await service();
    const large = await app.inject({ method: 'POST', url: '/rows', payload: { n: 40_000 }, headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(large.headers['content-length'])).toBe(large.rawPayload.length);
    const body = zlib.brotliDecompressSync(large.rawPayload).toString();
    expect(body.length).toBeGreaterThan(LARGE_REPLY_BYTES);
    expect(JSON.parse(body)).toEqual({ dataRes: rows(40_000) });

    // Without brotli, a small reply, or another type: the plugin's own compression (or none) as before.
    const gzip = await app.inject({ method: 'POST', url: '/rows', payload: { n: 40_000 }, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual({ dataRes: rows(40_000) });
    const small = await app.inject({ method: 'POST', url: '/rows', payload: { n: 100 }, headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(small.rawPayload).toString())).toEqual({ dataRes: rows(100) });
    const plain = await app.inject({ method: 'POST', url: '/rows', payload: { n: 40_000 } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = await app.inject({ method: 'POST', url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(text.rawPayload).toString()).toBe('x'.repeat(2 * LARGE_REPLY_BYTES));
    await app.close();
  });
});
