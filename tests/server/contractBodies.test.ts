import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH, contractBodies } from '../../scripts/generate-contract';

/** The request body schemas the portal checks its requests against are those the services declare now (npm run generate:contract). */
describe('schemas/request-bodies.gen.json', () => {
  it('matches the route schemas of the services', async () => {
    const committed = JSON.parse(fs.readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, unknown>;
    expect(committed, 'stale: run npm run generate:contract').toEqual(await contractBodies());
    expect(Object.keys(committed).length).toBeGreaterThan(100);
  });
});
