import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs the test command on one fixture file (tests/fixtures/runner/NAME.fixture.ts) outside this vitest run: exit code and closing line. */
function runFixture(name: string, env: Record<string, string> = {}): { status: number | null; closing: string; output: string } {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST_SUMMARY_FILE' && k !== 'CI'));
  const r = spawnSync(process.execPath, ['scripts/run-tests.mjs', '--config', 'tests/fixtures/runner/vitest.config.ts'], {
    env: { ...clean, FIXTURE: name, ...env }, encoding: 'utf8', timeout: 60_000,
  });
  const output = `${r.stdout}${r.stderr}`;
  const lines = r.stdout.trim().split('\n');
  return { status: r.status, closing: lines[lines.length - 1] ?? '', output };
}

/** Fixture runs that must end red: the fixture, its extra environment, the expected closing line and a text the output must show. */
const RED: [string, string, Record<string, string>, RegExp, string][] = [
  ['when a test fails: its file, name and error are listed', 'testFails', {}, /^1 passed, 1 failed$/, 'testFails.fixture.ts > reads the invoices: Error: the invoice total is wrong'],
  ['when an assertion abbreviates what it received: the value and the line are listed', 'assertFails', {}, /^0 passed, 1 failed$/,
    'assertFails.fixture.ts > finds no violation: AssertionError: expected [ Array(1) ] to deeply equal [] (received [ "color-contrast ×2: .total | .pager", ]) [assertFails.fixture.ts:6]'],
  ['when a beforeAll throws: the skipped tests and the broken file count as failed', 'beforeAllFails', {}, /^0 passed, 3 failed$/, 'the server did not start'],
  ['when the global setup cannot start what the tests need: no test ran', 'allPass', { FIXTURE_GLOBAL_SETUP: 'fails' }, /^0 passed, [1-9]\d* failed$/, 'no test ran'],
  ['when an afterAll throws although every test passed', 'afterAllFails', {}, /^1 passed, 1 failed$/, 'the server did not stop'],
  ['when a file cannot load', 'importFails', {}, /^0 passed, [1-9]\d* failed$/, 'doesNotExist'],
  ['on an unhandled error', 'unhandledError', {}, /^1 passed, 1 failed$/, 'nobody awaited this'],
  ['on a test skipped without a reason and on a todo', 'skippedWithoutReason', {}, /^1 passed, 2 failed$/, 'is still to be written (todo)'],
  ['on .only: the tests it leaves out count as failed', 'only', {}, /^1 passed, 1 failed$/, 'is left out'],
  ['on .only in CI, where vitest refuses it', 'only', { CI: 'true' }, /^0 passed, [1-9]\d* failed$/, 'only'],
];

// Each test runs vitest on a fixture in a child process: seconds each, more on a busy machine.
describe('the test command tells the truth about every file', { timeout: 60_000 }, () => {
  it('passes a file whose tests all pass, with vitest\'s own counts', () => {
    const r = runFixture('allPass');
    expect(r.closing).toBe('2 passed, 0 failed');
    expect(r.status).toBe(0);
  });

  it('counts a test that passed when run again as passed, and lists it with the error of its failed run', () => {
    const r = runFixture('flaky');
    expect(r.closing).toBe('2 passed, 0 failed');
    expect(r.status).toBe(0);
    expect(r.output).toContain('Passed only when run again:');
    expect(r.output).toContain('flaky.fixture.ts > waits for the invoices (passed on run 2): Error: the invoices were not shown within 5 s');
  });

  it('accepts a skip that declares its reason and reports it as skipped', () => {
    const r = runFixture('skippedWithReason');
    expect(r.closing).toBe('1 passed, 0 failed, 1 skipped');
    expect(r.status).toBe(0);
  });

  it.each(RED)('fails %s', (_what, fixture, env, closing, shown) => {
    const r = runFixture(fixture, env);
    expect(r.closing).toMatch(closing);
    expect(r.status).toBe(1);
    expect(r.output).toContain(shown);
  });
});
