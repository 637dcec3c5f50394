#!/usr/bin/env node
// Runs every suite — type check, portal build, unit, server and end-to-end tests, then the server tests on PostgreSQL when
// TEST_POSTGRES_URL names a server — and ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = { passed: 0, failed: 0 };
const step = (name, cmd, args) => {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status === 0) results.passed++;
  else {
    results.failed++;
    console.log(`✗ ${name} failed`);
  }
  return r.status === 0;
};

/** Adds a vitest JSON report's counts; a missing report, or a suite that could not run (failed setup or import, no tests), counts as a failure. */
const count = (file) => {
  if (!fs.existsSync(file)) {
    results.failed++;
    return;
  }
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  results.failed += (json.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  if (json.numTotalTests === 0) results.failed++;
};

step('type check', process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.']);
const built = step('portal build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);

fs.mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
fs.rmSync(report, { force: true });
const projects = built ? [] : ['--project', 'unit', '--project', 'server'];
console.log('\n▶ vitest (unit, server' + (built ? ', e2e' : '') + ')');
// The first pass runs the server tests on the embedded SQLite database, whatever the environment says.
const { TEST_POSTGRES_URL: postgresUrl, ...sqliteEnv } = process.env;
spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${report}`], { stdio: 'inherit', env: sqliteEnv });
count(report);
// The server tests again on PostgreSQL when a server is given (TEST_POSTGRES_URL; CI starts one).
if (postgresUrl) {
  const pgReport = 'test-results/vitest-postgres.json';
  fs.rmSync(pgReport, { force: true });
  console.log('\n▶ vitest (server on PostgreSQL)');
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', '--reporter=dot', '--reporter=json', `--outputFile=${pgReport}`], { stdio: 'inherit', env: process.env });
  count(pgReport);
} else {
  console.log('\n▷ server tests on PostgreSQL: skipped (TEST_POSTGRES_URL not set)');
}
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
