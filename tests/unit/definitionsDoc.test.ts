import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definitionsDoc, DOC_PATH, schemaProperties, undescribedProperties } from '../../scripts/generate-definitions-doc';

/** docs/definitions.md, the reference of the definition language, is generated from the schema; it must say something about every property. */
describe('the definition language reference (docs/definitions.md)', () => {
  it('every property of the definition schema has a description', () => {
    expect(schemaProperties().length).toBeGreaterThan(300);
    expect(undescribedProperties()).toEqual([]);
  });

  it('is what the generator writes now (run npm run generate:docs after changing the schema, a definition or a migration)', () => {
    expect(fs.readFileSync(DOC_PATH, 'utf8')).toBe(definitionsDoc());
  });

  it('documents every property with its type, whether it is required and an example or the reason there is none', () => {
    const doc = definitionsDoc();
    for (const p of schemaProperties()) {
      const heading = `#### \`${p.path}\`${p.when ? ` (${p.when})` : ''}\n`;
      const at = doc.indexOf(heading);
      expect(at, p.pointer).toBeGreaterThan(0);
      const section = doc.slice(at + heading.length, doc.indexOf('\n#', at + heading.length));
      expect(section, p.pointer).toMatch(/\n- Type: .+\n- Required: (yes|no)/);
      expect(section, p.pointer).toMatch(/\n- (Example \(`[A-Z0-9_]+\.json` at `\/[^`]*`\): |Example \(from the schema; |Not used by a standard report\.)/);
    }
  });

  it('takes examples from the committed definitions with their file and pointer, and lists the shared conditions and the migrations', () => {
    const doc = definitionsDoc();
    expect(doc).toContain('Example (`ALB_PROV.json` at `/code`): `"ALB_PROV"`');
    expect(doc).toContain('| `customerRoles` | `{"properties":{"role":{"enum":["CLIENTE","SUCURSAL","MULTISUCURSAL"]}}}` |');
    expect(doc).toContain('### Format 1 → 2');
  });
});
