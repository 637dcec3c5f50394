import fs from 'node:fs';
import path from 'node:path';
import type { ReportDefinition } from '../../../engine/definition/reportDefinition.gen.js';

/** A report of the ERP's report list of a new organisation: code, place, Spanish name, parameters and the roles holding it from the start. */
export interface ReportEntry {
  informe: string;
  orden: number;
  descripcion: string;
  parametros: Record<string, unknown>;
  roles: readonly string[];
}

/** The quotes module: a screen of the portal, not a report definition, listed among the reports for the roles that quote. */
const MODULE_ENTRIES: ReportEntry[] = [{ informe: 'PRESUPUESTOS', orden: 12, descripcion: 'Presupuestos', parametros: {}, roles: ['REPRESENTANTE'] }];

/**
 * The report list of a new organisation: every definition of the folder that states its `entry` (place, name, parameters, roles), plus the
 * quotes module, in their order. A report is added to a new organisation by its definition file alone.
 */
export function reportEntries(definitionsDir = path.resolve('report-definitions')): ReportEntry[] {
  const entries = [...MODULE_ENTRIES];
  for (const file of fs.readdirSync(definitionsDir).filter((f) => f.endsWith('.json')).sort()) {
    const definition = JSON.parse(fs.readFileSync(path.join(definitionsDir, file), 'utf8')) as Partial<ReportDefinition>;
    const entry = definition.entry;
    if (!entry) continue;
    // An overlay's code is its file's name.
    const code = typeof definition.code === 'string' ? definition.code : path.basename(file, '.json');
    entries.push({ informe: code, orden: entry.order, descripcion: entry.name, parametros: entry.parameters ?? {}, roles: entry.roles ?? [] });
  }
  return entries.sort((a, b) => a.orden - b.orden || a.informe.localeCompare(b.informe));
}
