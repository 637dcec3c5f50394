#!/usr/bin/env node
// Runs every suite — type check, portal build, unit, server and end-to-end tests — and ends with one line: "N passed, N failed".
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

step('type check', process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.']);
const built = step('portal build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);

fs.mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
fs.rmSync(report, { force: true });
const projects = built ? [] : ['--project', 'unit', '--project', 'server'];
console.log('\n▶ vitest (unit, server' + (built ? ', e2e' : '') + ')');
spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${report}`], { stdio: 'inherit', env: process.env });
if (fs.existsSync(report)) {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  // A suite that could not run (failed setup or import) has no tests to count: count it as a failure.
  results.failed += (json.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  if (json.numTotalTests === 0) results.failed++;
} else {
  results.failed++;
}
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
