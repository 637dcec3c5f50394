import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
  server.on('error', reject);
});

/** A reference server started for journeys: its process, address and data directory. */
export interface StartedServer { child: ChildProcess; url: string; dataDir: string }

/** Starts the reference services on a free port with small demo data in a new temporary data directory (env adds or overrides settings). */
export async function startServer(env: Record<string, string>): Promise<StartedServer> {
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

/** Stops a started server and removes its data directory. */
export function stopServer(s: StartedServer): void {
  s.child.kill('SIGTERM');
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}
