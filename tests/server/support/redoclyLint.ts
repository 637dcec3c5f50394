import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One problem Redocly reports. */
export interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: { pointer?: string }[];
}

/** What `redocly lint --format=json` answers. */
export interface RedoclyReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: RedoclyProblem[];
}

/** The CLI script of the installed @redocly/cli (its package has no exports map, so package.json resolves). */
const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/**
 * Lints an OpenAPI document with Redocly CLI's recommended ruleset (`redocly lint --extends=recommended --format=json`), run in a temporary folder so no
 * configuration file of the project applies. The CLI exits non-zero when it finds errors; the report is read either way.
 */
export async function redoclyLint(doc: unknown): Promise<RedoclyReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const args = [CLI, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=100000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const stdout = await promisify(execFile)(process.execPath, args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 })
      .then((r) => r.stdout, (error: { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`redocly lint failed without a report: ${error.stderr ?? String(error)}`);
        return error.stdout;
      });
    return JSON.parse(stdout.slice(stdout.indexOf('{'))) as RedoclyReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
