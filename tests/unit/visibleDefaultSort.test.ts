import { describe, expect, it } from 'vitest';
import type { GridResult } from '../../src/engine/definition/reportDefinition.gen';
import { visibleDefaultSort } from '../../src/engine/grid/visibleDefaultSort';
import { ctxOf, definition } from './support/definitions';

const purchasesSales = definition('COMPRAS_VENTAS').result as GridResult;

describe('visibleDefaultSort: a default sort on a column hidden from the user is not sent', () => {
  it('staff and suppliers sort by the purchase plate; customer roles and representatives get the services\' default', () => {
    for (const role of ['ADMIN', 'SOPORTE', 'PROVEEDOR']) expect(visibleDefaultSort(purchasesSales, ctxOf(role)), role).toEqual({ column: 'cMatricula', direction: 'asc' });
    for (const role of ['CLIENTE', 'SUCURSAL', 'MULTISUCURSAL', 'REPRESENTANTE']) expect(visibleDefaultSort(purchasesSales, ctxOf(role)), role).toBeUndefined();
  });
  it('a column without condition, or no default sort, stays as the definition says', () => {
    const table = { columns: [{ field: 'a', headerKey: 'x' }] as GridResult['columns'], defaultSort: { column: 'a', direction: 'desc' as const } };
    expect(visibleDefaultSort(table, ctxOf('CLIENTE'))).toEqual({ column: 'a', direction: 'desc' });
    expect(visibleDefaultSort({ columns: table.columns }, ctxOf('CLIENTE'))).toBeUndefined();
  });
});
