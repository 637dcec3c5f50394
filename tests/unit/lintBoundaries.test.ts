import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers' import directions are lint rules (boundaries/dependencies in eslint.config.mjs): an import planted against them fails
 * `npm run lint`, one that follows them passes. The code is linted as if it were the file named, with the project's own configuration.
 */

const RULE = 'boundaries/dependencies';
let eslint: ESLint;

/** The messages of the lint of `code` as the file `filePath`. */
async function lint(code: string, filePath: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

const PLANTED: [string, string, string][] = [
  ['React in the engine', 'src/engine/planted.ts', "import { useState } from 'react';\n\nexport const hook = useState;\n"],
  ['MUI in the services', 'src/server/planted.ts', "import Box from '@mui/material/Box';\n\nexport const box = Box;\n"],
  ['a screen in the kit', 'src/kit/planted.ts', "import { DesignerPage } from '../features/designer/DesignerPage';\n\nexport const page = DesignerPage;\n"],
  ['the renderer in the services', 'src/server/routes/planted.ts', "import { ReportView } from '../../renderer/ReportView';\n\nexport const view = ReportView;\n"],
  ['another feature in a feature', 'src/features/designer/planted.ts', "import { confirmPending } from '../users/adminDialogs';\n\nexport const confirm = confirmPending;\n"],
  ['the shell in a feature', 'src/features/quotes/planted.ts', "export { App } from '../../shell/App';\n"],
  ['the engine in the domain', 'src/domain/planted.ts', "import { isUrl } from '../engine/reply/mapReply';\n\nexport const url = isUrl;\n"],
  ['the kit in the entry (main.tsx goes through the shell)', 'src/planted.ts', "export const load = () => import('./kit/i18n/i18n');\n"],
];

const ALLOWED: [string, string, string][] = [
  ['the domain and a package in the engine', 'src/engine/planted.ts',
    "import dayjs from 'dayjs';\nimport { TEXT_LANGUAGES } from '../domain/texts/textLanguages';\n\nexport const first = [dayjs, TEXT_LANGUAGES[0]];\n"],
  ['the engine and the schemas in the services', 'src/server/routes/planted.ts',
    "import { isUrl } from '../../engine/reply/mapReply';\nimport schema from '../../../schemas/report-definition.schema.json';\n\nexport const both = [isUrl, schema];\n"],
  ['the renderer and the kit in a feature', 'src/features/tracking/planted.tsx',
    "import { ReportView } from '../../renderer/ReportView';\nimport { showAlert } from '../../kit/dialogs/notifications';\n\nexport const both = [ReportView, showAlert];\n"],
  ['a feature in the shell', 'src/shell/planted.ts', "export const load = () => import('../features/designer/DesignerPage');\n"],
  ['anything in a test', 'tests/unit/planted.ts', "import { ReportView } from '../../src/renderer/ReportView';\n\nexport const view = ReportView;\n"],
];

describe('the layers import only in their directions (lint)', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  it.each(PLANTED)('refuses %s', async (_what, filePath, code) => {
    const messages = await lint(code, filePath);
    expect(messages.filter((m) => m.ruleId === RULE)).toHaveLength(1);
    expect(messages.filter((m) => m.ruleId !== RULE)).toEqual([]);
  }, 120_000);

  it.each(ALLOWED)('allows %s', async (_what, filePath, code) => {
    expect(await lint(code, filePath)).toEqual([]);
  }, 120_000);
});
