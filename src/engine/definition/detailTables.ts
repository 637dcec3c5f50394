import type { Detail, DetailTables } from './reportDefinition.gen';

/** The sub-tables of a row's expansion, in order: one for a plain detail, several for a detail made of tables. */
export function detailTables(detail: Detail | DetailTables | undefined): Detail[] {
  if (!detail) return [];
  return 'tables' in detail ? detail.tables : [detail];
}

/** Whether only one row may be expanded at a time. */
export function detailIsSingle(detail: Detail | DetailTables | undefined): boolean {
  return detail?.single === true;
}
