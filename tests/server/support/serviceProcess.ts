import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { WORKER_HEADER } from '../../../src/server/buildServer';

/** A reply read whole: status, headers and body. */
export interface Reply { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json<T = any>(): T }

/** One HTTP call over the given agent; a body is sent as JSON. Without an answer within timeoutMs it fails with code ETIMEDOUT. */
export function httpCall(agent: http.Agent, url: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = http.request(url, {
      agent, method: init.method ?? (payload ? 'POST' : 'GET'),
      headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...init.headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.timeoutMs) req.setTimeout(init.timeoutMs, () => req.destroy(Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' })));
    req.end(payload);
  });
}

/** A service process started by a test (npm start's main.ts, or the cluster of npm run start:cluster), with what it printed. */
export interface ServiceProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  base: string;
  /** The data folder made for it (removed by removeServiceProcess); undefined when env gave DATA_DIR. */
  dataDir: string | undefined;
  output(): string;
  /** Waits until the process printed a line matching re (counting only lines printed after `after` characters of output). */
  waitFor(re: RegExp, timeoutMs?: number, after?: number): Promise<RegExpMatchArray>;
  /** Sends the signal and resolves the exit code (null when it ended by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Resolves when the child has exited, with its exit code. */
const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
  else child.once('exit', (code) => resolve(code));
});

/**
 * Starts src/server/<entry>.ts in a child process on a port of its choosing (PORT 0, read from its ready line) with its own data folder unless
 * env gives DATA_DIR, small demo data and no built portal; resolves once it printed that it is ready (within readyTimeoutMs).
 */
export async function startServiceProcess(entry: 'main' | 'startCluster', env: Record<string, string>, readyTimeoutMs = 150_000): Promise<ServiceProcess> {
  const dataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), `portal-${entry}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/${entry}.ts`], {
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir ?? '', STATIC_DIR: path.join(os.tmpdir(), 'portal-no-dist'), SEED_SCALE: 'small', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  child.on('exit', () => { for (const w of waiters) w(); });
  const waitFor = (re: RegExp, timeoutMs = 90_000, after = 0) => new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no line matching ${re} within ${timeoutMs} ms; the process printed:\n${output}`)), timeoutMs);
    const check = () => {
      const m = output.slice(after).match(re);
      if (m) done(undefined, m);
      else if (child.exitCode !== null || child.signalCode !== null) done(new Error(`the process ended (${child.exitCode ?? child.signalCode}) before a line matching ${re}:\n${output}`));
    };
    const done = (error?: Error, m?: RegExpMatchArray) => {
      clearTimeout(timer);
      waiters.delete(check);
      if (error) reject(error);
      else resolve(m!);
    };
    waiters.add(check);
    check();
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited(child);
  };
  try {
    const ready = await waitFor(/on http:\/\/localhost:(\d+)/, readyTimeoutMs);
    return { child, base: `http://127.0.0.1:${ready[1]}`, dataDir, output: () => output, waitFor, stop };
  } catch (error) {
    await stop('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes what a service process left: its data folder. Kills it first if it still runs. */
export async function removeServiceProcess(p: ServiceProcess | undefined): Promise<void> {
  if (!p) return;
  await p.stop('SIGKILL');
  if (p.dataDir) fs.rmSync(p.dataDir, { recursive: true, force: true });
}

/** Where a journey sends its calls: one service process, or one worker of a cluster. */
export interface Side {
  name: string;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(url: string): Promise<Reply>;
}

/** A side that is a whole service process at base. */
export function processSide(name: string, base: string): Side {
  const agent = new http.Agent({ keepAlive: true });
  return {
    name,
    post: (url, body = {}, headers = {}) => httpCall(agent, `${base}${url}`, { method: 'POST', body, headers }),
    get: (url) => httpCall(agent, `${base}${url}`),
  };
}

/**
 * Sides that are distinct workers of the cluster at base: each holds one keep-alive connection, which the cluster gave to one worker for its whole
 * life. New connections are opened until `count` different workers answered (WORKER_HEADER). Every reply is checked to come from the side's worker,
 * so a journey cannot pass on one worker by chance.
 */
export async function workerSides(base: string, count: number): Promise<{ sides: Side[]; close(): void }> {
  const pinned = new Map<string, http.Agent>();
  for (let attempt = 0; attempt < 100 && pinned.size < count; attempt++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const worker = String((await httpCall(agent, `${base}/ready`)).headers[WORKER_HEADER] ?? '');
    if (!worker) throw new Error(`no ${WORKER_HEADER} header: not a cluster worker`);
    if (pinned.has(worker)) agent.destroy();
    else pinned.set(worker, agent);
  }
  if (pinned.size < count) throw new Error(`only workers ${[...pinned.keys()].join(', ')} answered`);
  const checked = async (worker: string, reply: Promise<Reply>) => {
    const r = await reply;
    if (r.headers[WORKER_HEADER] !== worker) throw new Error(`expected worker ${worker} to answer, got ${String(r.headers[WORKER_HEADER])}`);
    return r;
  };
  const sides = [...pinned].map(([worker, agent]): Side => ({
    name: `worker ${worker}`,
    post: (url, body = {}, headers = {}) => checked(worker, httpCall(agent, `${base}${url}`, { method: 'POST', body, headers })),
    get: (url) => checked(worker, httpCall(agent, `${base}${url}`)),
  }));
  return { sides, close: () => { for (const a of pinned.values()) a.destroy(); } };
}
