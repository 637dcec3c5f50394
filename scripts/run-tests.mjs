#!/usr/bin/env node
// Runs every suite — type check, lint, portal build, unit, component, server and end-to-end tests, then the server tests on PostgreSQL when
// TEST_POSTGRES_URL names a server — and ends with one line: "N passed, N failed[, N skipped]" followed by whether the
// PostgreSQL pass ran. The numbers are vitest's own totals; failed also counts every test that did not run without a
// declared reason (ctx.skip('why')), every file or suite whose import or hooks failed, every unhandled error, a project that
// ran no test, a vitest exit code that is not 0 without any of these, and a failed type check, lint or build. Before that line it names each
// failed test with its first error, and each test that passed only when run again (the journeys' `retry`) with the error of its failed run.
//
// `node scripts/run-tests.mjs --config <vitest config>` runs only that vitest configuration (the runner's own tests use it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Tests that passed only when run again: they count as passed and are listed before the closing line. */
const flaky = [];
const fail = (what) => {
  totals.failed++;
  problems.push(what);
};

/** Runs a command that is not a test suite (type check, lint, build): it passes silently or counts as one failure. */
const step = (name, args) => {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) fail(`${name} failed (exit code ${r.status ?? r.signal})`);
  return r.status === 0;
};

/** Runs vitest with the summary reporter and adds what it reports; every project named in `projects` must run at least one test. */
const vitest = (label, args, env, projects) => {
  const summaryFile = path.resolve('test-results', `summary-${label.replace(/\W+/g, '-')}.json`);
  fs.mkdirSync(path.dirname(summaryFile), { recursive: true });
  fs.rmSync(summaryFile, { force: true });
  console.log(`\n▶ vitest (${label})`);
  const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args, '--reporter=default', '--reporter=./scripts/testSummaryReporter.ts'], {
    stdio: 'inherit', env: { ...env, TEST_SUMMARY_FILE: summaryFile },
  });
  const before = totals.failed;
  if (!fs.existsSync(summaryFile)) {
    fail(`${label}: vitest ended (exit code ${r.status ?? r.signal}) without reporting its tests`);
    return;
  }
  const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
  const lines = [];
  const names = projects ?? Object.keys(summary.projects);
  if (names.length === 0) fail(`${label}: no test ran`);
  for (const name of names) {
    const p = summary.projects[name] ?? { passed: 0, failed: 0, skipped: 0, notRun: [], brokenFiles: [], failedTests: [], flakyTests: [] };
    totals.passed += p.passed;
    totals.skipped += p.skipped;
    totals.failed += p.failed;
    if (p.failed > 0) problems.push(`${label} ${name}: ${p.failed} failed`, ...p.failedTests.map((t) => `  ${t}`));
    for (const f of p.brokenFiles) fail(`${label} ${name}: ${f}`);
    for (const t of p.flakyTests) flaky.push(`${label} ${name}: ${t}`);
    for (const t of p.notRun) fail(`${label} ${name}: ${t}`);
    if (p.passed + p.failed + p.skipped + p.notRun.length === 0) fail(`${label} ${name}: no test ran`);
    lines.push(`${name} ${p.passed} passed, ${p.failed} failed${p.skipped ? `, ${p.skipped} skipped` : ''}${p.notRun.length ? `, ${p.notRun.length} did not run` : ''}${p.brokenFiles.length ? `, ${p.brokenFiles.length} broken files` : ''}`);
  }
  for (const e of summary.unhandledErrors) fail(`${label}: unhandled error ${e}`);
  if (r.status !== 0 && totals.failed === before) fail(`${label}: vitest exited with code ${r.status ?? r.signal}`);
  console.log(`\n◆ ${label}: ${lines.join(' · ')}`);
};

const configAt = process.argv.indexOf('--config');
let postgres = '';
if (configAt > 0) {
  vitest('fixture', ['--config', process.argv[configAt + 1]], process.env);
} else {
  step('type check', ['node_modules/typescript/bin/tsc', '-p', '.']);
  // Layer boundaries, hooks and style (eslint.config.mjs): a lint error counts as one failure, like a failed type check.
  step('lint', ['node_modules/eslint/bin/eslint.js', '.']);
  const built = step('portal build', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  // Without a build the journeys cannot run: the build failure is already counted. The component tests draw the sources, not the build.
  const projects = built ? ['unit', 'component', 'server', 'e2e'] : ['unit', 'component', 'server'];
  // The first pass runs the server tests on the embedded SQLite database, whatever the environment says.
  const { TEST_POSTGRES_URL: postgresUrl, ...sqliteEnv } = process.env;
  vitest('SQLite', projects.flatMap((p) => ['--project', p]), sqliteEnv, projects);
  // The server tests again on PostgreSQL when a server is given (TEST_POSTGRES_URL; CI starts one).
  if (postgresUrl) {
    vitest('PostgreSQL', ['--project', 'server'], process.env, ['server']);
    postgres = '; PostgreSQL pass run';
  } else {
    postgres = '; PostgreSQL pass not run (TEST_POSTGRES_URL not set)';
    console.log('\n▷ server tests on PostgreSQL: not run (TEST_POSTGRES_URL not set)');
  }
}
if (flaky.length > 0) {
  console.log('\nPassed only when run again:');
  for (const f of flaky) console.log(`  ⚠ ${f}`);
}
if (problems.length > 0) {
  console.log('\nFailures:');
  for (const p of problems) console.log(`  ✗ ${p}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${postgres}`);
process.exit(totals.failed === 0 ? 0 : 1);
