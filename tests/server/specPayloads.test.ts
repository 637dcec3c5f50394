import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer } from './support/reportServer';
import { SPEC_CALLS, specBody } from './support/specPayloadTable';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

// Every field the spec lists for a call is accepted by its body schema, even where the reference services ignore it:
// a schema refusal (unknown property, missing required property, or a type or format mismatch on a listed field) is a failure — ajv reports
// only the first problem, so any refusal would hide the others; a handler's own answer (404, 403, a date window…) is not.
describe('the spec\'s payloads are accepted', () => {
  it.each(SPEC_CALLS)('%s accepts %j', async (path, fields, overrides) => {
    const res = await r.call(path, 'admin', specBody(fields, overrides));
    const refusals = String(res.json?.errorMsg ?? '').split('; ').filter((m) => /must NOT have additional properties|must have required property/.test(m) || fields.some((f) => m.includes(`body.${f} must be`) || m.includes(`body.${f} must match`)));
    expect(refusals).toEqual([]);
    expect(res.status).not.toBe(401);
  });
});
