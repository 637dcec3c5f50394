import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    onPremiseUrl: string;
  }
}

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
  server.on('error', reject);
});

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SCALE: 'small', LOGIN_RATE_LIMIT: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/portal-config.json`);
      if (res.ok) return { child, url, dataDir };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`Server did not start:\n${output}`);
}

/** Builds the portal when needed and starts the reference services (hosted and on-premise) on free ports with small demo data. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('dist/index.html') || process.env.E2E_REBUILD === '1') {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const hosted = await startServer({ PORTAL_MODE: 'hosted' });
  const onPremise = await startServer({ PORTAL_MODE: 'onpremise' });
  project.provide('baseUrl', hosted.url);
  project.provide('dataDir', hosted.dataDir);
  project.provide('onPremiseUrl', onPremise.url);
  return () => {
    for (const s of [hosted, onPremise]) {
      s.child.kill('SIGTERM');
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  };
}
