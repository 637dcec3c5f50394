import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, stopServer } from './startServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    onPremiseUrl: string;
  }
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
    for (const s of [hosted, onPremise]) stopServer(s);
  };
}
