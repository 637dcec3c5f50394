import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../scripts/precompressPlugin';
import { startTestServer, type TestServer } from './support/testServer';

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'fila ${i}' }`).join(', ')}];\n`;
let dir: string;
let s: TestServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/app-1234.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/tiny-1234.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'sw.js'), script);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  // The build step: the plugin compresses what the bundle wrote.
  const plugin = precompressPlugin();
  (plugin.configResolved as (c: unknown) => void)({ root: dir, build: { outDir: '.' } });
  await (plugin.writeBundle as (o: unknown, b: Record<string, unknown>) => Promise<void>)({}, { 'assets/app-1234.js': {}, 'assets/tiny-1234.js': {}, 'sw.js': {}, 'index.html': {} });
  s = await startTestServer('hosted', { STATIC_DIR: dir });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => s.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static assets compressed at build time', () => {
  it('the build writes .br and .gz beside large assets only, never for sw.js or index.html', () => {
    expect(fs.existsSync(path.join(dir, 'assets/app-1234.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets/app-1234.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets/tiny-1234.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'sw.js.br'))).toBe(false);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app-1234.js.br'))).toString()).toBe(script);
  });

  it('serves the brotli file to browsers that accept it, gzip to the others, the plain file without encoding', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets/app-1234.js.br')))).toBe(true);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('the service worker is compressed per request and never cached', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });
});
