// Time the engine takes to interpret each report definition (no DOM, no network): validation,
// initial filters, field states, rules and request payload, per role.
// Usage: npx tsx scripts/bench/engineInterpretation.ts [iterations]
import fs from 'node:fs';
import path from 'node:path';
import { buildContext } from '../../src/engine/conditions/buildContext';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { checkRules } from '../../src/engine/filters/checkRules';
import { fieldStates } from '../../src/engine/filters/fieldStates';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';

const iterations = Number(process.argv[2] ?? 2000);
const dir = path.resolve('report-definitions');
const store = new DefinitionStore([dir]);
const roles = ['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL'];
const session = (role: string) => ({
  role, usuario: role.toLowerCase(), organizacion: 'DEMO', idOrganizacion: 1, empresa: '1', cliente: role === 'ADMIN' || role === 'REPRESENTANTE' ? null : '000001',
  clienteNombre: 'Cliente', sucursal: role === 'SUCURSAL' ? '001' : null, sucursalNombre: 'Sucursal', representante: role === 'REPRESENTANTE' ? 'R005' : null, agente: '1',
  representanteNombre: 'Rep', usuarioExpertSN: 'S', permiteCreaOCSN: 'S',
});

console.log(`${'definition'.padEnd(18)} ${'bytes'.padStart(7)} ${'validate µs'.padStart(12)} ${'open µs'.padStart(9)} ${'change µs'.padStart(10)} ${'search µs'.padStart(10)}`);
for (const code of store.fileCodes()) {
  const def = store.fileDefinition(code)!;
  const bytes = fs.statSync(path.join(dir, `${code}.json`)).size;
  const time = (fn: () => void, n = iterations) => {
    fn();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    return ((performance.now() - t0) * 1000) / n;
  };
  const validate = time(() => validateDefinition(def), Math.max(50, iterations / 20));
  let open = 0;
  let change = 0;
  let search = 0;
  for (const role of roles) {
    const facts = { session: session(role), roleDates: { fechaInicio: '01/01/2025', fechaFinal: null, diasAntiguedad: 365 }, onPremise: false, permissions: ['RES_022'] };
    // Opening a report: context, initial filters and field states.
    open += time(() => {
      const ctx = buildContext(facts);
      fieldStates(def, buildContext(facts, initialFilters(def, ctx)), new Set());
    });
    const filters = initialFilters(def, buildContext(facts));
    // Each keystroke: context, field states and rules.
    change += time(() => {
      const ctx = buildContext(facts, filters);
      fieldStates(def, ctx, new Set(['advanced']));
      checkRules(def, ctx);
    });
    // Search: the request body with paging and sort.
    search += time(() => { if (def.request) buildPayload(def.request, buildContext(facts, filters), { page: 3, pageSize: 25, sort: { column: 'x', direction: 'desc' } }); });
  }
  const f = (n: number) => n.toFixed(1).padStart(10);
  console.log(`${code.padEnd(18)} ${String(bytes).padStart(7)} ${validate.toFixed(0).padStart(12)} ${(open / roles.length).toFixed(1).padStart(9)} ${f(change / roles.length)} ${f(search / roles.length)}`);
}
