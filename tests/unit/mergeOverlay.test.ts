import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverlay, mergeOverlay } from '../../src/engine/definition/applyOverlay';
import { diffToOverlay } from '../../src/engine/definition/diffToOverlay';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';
import { definition } from './support/definitions';

const standard = {
  code: 'STD',
  dialog: { maxWidth: 1000 },
  result: {
    pageSizes: [5, 15, 25],
    columns: [
      { field: 'cliente', headerKey: 'columns.client', format: 'code' },
      { field: 'nombre', headerKey: 'columns.name', flex: 2 },
      { field: 'importe', headerKey: 'columns.amount', format: 'amount' },
    ],
    rowActions: [
      { id: 'pdf', action: 'openDocument', labelKey: 'actions.pdf' },
      { id: 'csv', action: 'downloadFile', labelKey: 'actions.csv' },
    ],
  },
};

const fields = (def: unknown) => (def as typeof standard).result.columns.map((c) => c.field);

describe('mergeOverlay: keyed lists merge by id or field', () => {
  it('patches one column in place and keeps the others', () => {
    const { definition: merged, orphans } = mergeOverlay(standard, { result: { columns: [{ field: 'nombre', headerKey: 'custom.name', flex: null }] } });
    expect(orphans).toEqual([]);
    expect(merged.result.columns).toEqual([
      standard.result.columns[0],
      { field: 'nombre', headerKey: 'custom.name' },
      standard.result.columns[2],
    ]);
    expect(merged.result.rowActions).toEqual(standard.result.rowActions);
  });

  it('adds a column after another, first, or at the end, without leaking the directives', () => {
    const { definition: merged, orphans } = mergeOverlay(standard, {
      result: {
        columns: [
          { field: 'matricula', $add: true, $after: 'cliente', headerKey: 'custom.plate' },
          { field: 'linea', $add: true, $after: null, headerKey: 'custom.line' },
          { field: 'total', $add: true, headerKey: 'custom.total' },
        ],
      },
    });
    expect(orphans).toEqual([]);
    expect(fields(merged)).toEqual(['linea', 'cliente', 'matricula', 'nombre', 'importe', 'total']);
    expect(merged.result.columns[2]).toEqual({ field: 'matricula', headerKey: 'custom.plate' });
    expect(JSON.stringify(merged)).not.toMatch(/\$(add|after|remove)/);
  });

  it('removes one action', () => {
    const { definition: merged, orphans } = mergeOverlay(standard, { result: { rowActions: [{ id: 'pdf', $remove: true }] } });
    expect(orphans).toEqual([]);
    expect(merged.result.rowActions).toEqual([standard.result.rowActions[1]]);
  });

  it('moves an existing item with $after', () => {
    const merged = applyOverlay(standard, { result: { columns: [{ field: 'importe', $after: 'cliente' }] } });
    expect(fields(merged)).toEqual(['cliente', 'importe', 'nombre']);
  });

  it('reports an item whose standard column was renamed as an orphan and leaves it out', () => {
    const renamed = { ...standard, result: { ...standard.result, columns: standard.result.columns.map((c) => (c.field === 'importe' ? { ...c, field: 'importeTotal' } : c)) } };
    const { definition: merged, orphans } = mergeOverlay(renamed, {
      result: { columns: [{ field: 'importe', headerKey: 'custom.amount' }, { field: 'importeX', $remove: true }, { field: 'iva', $add: true, $after: 'importe', headerKey: 'custom.vat' }] },
    });
    expect(orphans).toEqual(['/result/columns/[field=importe]', '/result/columns/[field=importeX]', '/result/columns/[field=iva]/$after']);
    expect(fields(merged)).toEqual(['cliente', 'nombre', 'importeTotal', 'iva']);
    expect(merged.result.columns.find((c) => c.field === 'importeTotal')!.headerKey).toBe('columns.amount');
  });

  it('reports a null for a key the standard lacks as an orphan', () => {
    const { definition: merged, orphans } = mergeOverlay(standard, { dialog: { fullScreen: null, maxWidth: null }, result: { columns: [{ field: 'nombre', width: null }] } });
    expect(orphans).toEqual(['/dialog/fullScreen', '/result/columns/[field=nombre]/width']);
    expect(merged.dialog).toEqual({});
  });

  it('escapes pointer segments', () => {
    expect(mergeOverlay({ a: {} }, { a: { 'x/y~z': null } }).orphans).toEqual(['/a/x~1y~0z']);
  });

  it('replaces lists that are not keyed whole (RFC 7386), and lists the standard does not have', () => {
    expect(applyOverlay(standard, { result: { pageSizes: [10, 20] } }).result.pageSizes).toEqual([10, 20]);
    // A column without field makes the overlay list a plain one.
    expect(fields(applyOverlay(standard, { result: { columns: [{ field: 'a' }, { headerKey: 'b' }] } }))).toEqual(['a', undefined]);
    const added = mergeOverlay(standard, { result: { toolbarActions: [{ id: 'zip', action: 'bulkDocuments', $add: true }] } });
    expect(added.definition).toMatchObject({ result: { toolbarActions: [{ id: 'zip', action: 'bulkDocuments' }] } });
    expect(JSON.stringify(added.definition)).not.toContain('$add');
  });

  it('leaves the standard untouched', () => {
    const copy = JSON.parse(JSON.stringify(standard)) as typeof standard;
    mergeOverlay(standard, { result: { columns: [{ field: 'nombre', flex: 3 }, { field: 'x', $add: true }], rowActions: [{ id: 'csv', $remove: true }] } });
    expect(standard).toEqual(copy);
  });
});

describe('mergeOverlay: inherited presets naming a removed column', () => {
  // A grid with summaries grouping by and measuring columns, and views sorting by them.
  const withPresets = () => definition('ESTADO_PED_ALB');
  const ids = (list: { id: string }[] | undefined) => (list ?? []).map((p) => p.id);
  const removing = (...fields: string[]) => fields.map((field) => ({ field, $remove: true }));

  it('leaves out the summaries and views of the standard that name a column the overlay removes, and lists them; the result is valid', () => {
    const standardDef = withPresets();
    const copy = structuredClone(standardDef);
    const { definition: merged, orphans, dropped } = mergeOverlay(standardDef, { result: { columns: removing('clteCodigo', 'fechaEntrega') } });
    expect(orphans).toEqual([]);
    expect(dropped).toEqual(['/result/summaries/[id=amountByCustomer]', '/views/presets/[id=late]']);
    expect(ids(merged.result.kind === 'grid' ? merged.result.summaries : [])).toEqual(['ordersByStatus', 'ordersByMonth']);
    expect(ids(merged.views?.presets)).toEqual(['credits']);
    expect(validateDefinition(merged)).toEqual([]);
    expect(standardDef).toEqual(copy);
  });

  it('leaves out one the overlay patches without writing the reference, and one whose column it makes export-only', () => {
    const { definition: merged, dropped } = mergeOverlay(withPresets(), {
      result: { columns: [{ field: 'clteCodigo', $remove: true }, { field: 'importe', exportOnly: true }], summaries: [{ id: 'amountByCustomer', chart: 'pie' }] },
      views: { presets: [{ id: 'late', searchOnOpen: false }] },
    });
    expect(dropped).toEqual(['/result/summaries/[id=ordersByStatus]', '/result/summaries/[id=amountByCustomer]', '/result/summaries/[id=ordersByMonth]', '/views/presets/[id=credits]']);
    expect(ids(merged.views?.presets)).toEqual(['late']);
    expect(validateDefinition(merged)).toEqual([]);
  });

  it('keeps a preset the overlay adds or whose reference it writes: the overlay\'s error, with its path', () => {
    const { definition: merged, dropped } = mergeOverlay(withPresets(), {
      result: {
        columns: removing('clteCodigo', 'fechaEntrega'),
        summaries: [{ id: 'byCustomerMonth', $add: true, labelKey: 'summaries.amountByCustomer', groupBy: [{ column: 'fechaPedido' }, { column: 'clteCodigo' }], measures: [{ fn: 'count' }] }],
      },
      views: { presets: [{ id: 'late', sort: { column: 'fechaEntrega', direction: 'desc' } }] },
    });
    expect(dropped).toEqual(['/result/summaries/[id=amountByCustomer]']);
    const summaries = merged.result.kind === 'grid' ? merged.result.summaries : [];
    expect(ids(summaries)).toEqual(['ordersByStatus', 'ordersByMonth', 'byCustomerMonth']);
    expect(validateDefinition(merged).map((e) => [e.path, e.code])).toEqual([
      ['/result/summaries/2/groupBy/1/column', 'unknownColumn'],
      ['/views/presets/0/sort/column', 'unknownColumn'],
    ]);
  });

  it('drops nothing when no column is taken away', () => {
    const { definition: merged, dropped } = mergeOverlay(withPresets(), { result: { columns: [{ field: 'importe', headerKey: 'custom.amount' }] } });
    expect(dropped).toEqual([]);
    expect(ids(merged.views?.presets)).toEqual(['late', 'credits']);
  });
});

describe('diffToOverlay', () => {
  const effectives: [string, unknown, unknown][] = [
    ['the standard itself', standard, standard],
    ['one column changed', standard, applyOverlay(standard, { result: { columns: [{ field: 'nombre', headerKey: 'x', flex: null, width: 90 }] } })],
    ['columns added, removed and reordered; an action removed', standard, {
      ...standard,
      dialog: { fullScreen: true },
      result: {
        pageSizes: [10],
        columns: [
          { field: 'importe', headerKey: 'columns.amount', format: 'amount' },
          { field: 'nuevo', headerKey: 'custom.new' },
          { field: 'cliente', headerKey: 'columns.client', format: 'code' },
          { field: 'otro', headerKey: 'custom.other' },
        ],
        rowActions: [{ id: 'csv', action: 'downloadFile', labelKey: 'actions.csv', options: { documentType: 'csv' } }],
      },
    }],
    ['a list emptied, one reversed', standard, { ...standard, result: { ...standard.result, columns: [...standard.result.columns].reverse(), rowActions: [] } }],
    ['a non-keyed list item changed and a new list', standard, { ...standard, result: { ...standard.result, pageSizes: [5, 15, 50], toolbarActions: [{ id: 'zip' }] } }],
    ['a report definition with texts', definition('ALB_PROV'), { ...definition('ALB_PROV'), texts: { es: { 'custom.a': 'A' }, en: { 'custom.a': 'A' }, fr: { 'custom.a': 'A' }, it: { 'custom.a': 'A' } } }],
  ];

  it.each(effectives)('round trips: %s', (_name, base, effective) => {
    const overlay = diffToOverlay(base, effective);
    const { definition: merged, orphans } = mergeOverlay(base, overlay);
    expect(orphans).toEqual([]);
    expect(merged).toEqual(effective);
  });

  it('round trips random reorderings, additions, removals and changes of a keyed list', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const columns = Array.from({ length: 8 }, (_, i) => ({ field: `c${i}`, headerKey: `columns.c${i}` }));
    const base = { result: { columns } };
    for (let run = 0; run < 300; run++) {
      const next: { field: string; headerKey?: string; width?: number }[] = columns.filter(() => random(4) > 0).map((c) => (random(5) ? c : { field: c.field, width: random(300) }));
      for (let i = next.length - 1; i > 0; i--) {
        const j = random(i + 1);
        if (random(3) === 0) [next[i], next[j]] = [next[j]!, next[i]!];
      }
      for (let added = random(3); added > 0; added--) next.splice(random(next.length + 1), 0, { field: `n${run}_${added}`, headerKey: 'custom.new' });
      const effective = { result: { columns: next } };
      expect(new Set(next.map((c) => c.field)).size).toBe(next.length);
      expect(mergeOverlay(base, diffToOverlay(base, effective)), JSON.stringify(next.map((c) => c.field))).toEqual({ definition: effective, orphans: [], dropped: [] });
    }
  });

  it('states only what changes, with keyed items', () => {
    expect(diffToOverlay(standard, standard)).toEqual({});
    const effective = applyOverlay(standard, { result: { columns: [{ field: 'matricula', $add: true, $after: 'cliente', headerKey: 'custom.plate' }, { field: 'importe', format: 'number' }], rowActions: [{ id: 'pdf', $remove: true }] } });
    expect(diffToOverlay(standard, effective)).toEqual({
      result: {
        columns: [{ field: 'matricula', headerKey: 'custom.plate', $add: true, $after: 'cliente' }, { field: 'importe', format: 'number' }],
        rowActions: [{ id: 'pdf', $remove: true }],
      },
    });
    expect(diffToOverlay(standard, { ...standard, result: { ...standard.result, columns: [...standard.result.columns, { field: 'x' }] } })).toEqual({ result: { columns: [{ field: 'x', $add: true }] } });
  });

  it('round trips every committed overlay onto its standard', async () => {
    const store = new DefinitionStore([path.resolve('report-definitions')]);
    for (const [overlay, of] of [['FACT_PROV', 'ALB_PROV'], ['FACT_CLIENTES', 'REIMP_FACT']] as const) {
      const effective = await store.get(overlay);
      const standard = await store.get(of);
      expect(mergeOverlay(standard, diffToOverlay(standard, effective))).toEqual({ definition: effective, orphans: [], dropped: [] });
      // The committed overlay itself is not stale.
      const { overlayOf, ...patch } = definition(overlay) as unknown as Record<string, unknown>;
      expect(overlayOf).toBe(of);
      expect(mergeOverlay(standard, patch).orphans).toEqual([]);
    }
  });
});
