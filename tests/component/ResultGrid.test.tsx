import { Suspense, use } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErpCallError } from '../../src/api/ErpCallError';
import type { GridResult, ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { EmptyResultNotice } from '../../src/renderer/grid/EmptyResultNotice';
import { ReportRuntimeContext, type ReportRuntime } from '../../src/renderer/grid/ReportRuntime';
import { ResultGrid, type GridOutcome } from '../../src/renderer/grid/ResultGrid';
import { ResultPager } from '../../src/renderer/grid/ResultPager';
import { rowIdOf } from '../../src/renderer/grid/rowIdOf';
import '../../src/renderer/grid/agGridSetup';
import '../../src/renderer/reports';
import { ctxOf, definition } from '../unit/support/definitions';
import { deferred, portalI18n, renderInPortal, signInCustomer, stubServices } from './support/portalHarness';

const P = '/wscomun/portalinformes';
const CERTIFICATES = `${P}/CertificadosMedioAmbiente`;
const certificate = (n: number) => ({ Identificador: n, Cliente: '000001', Nombre: 'Perea Márquez Hermanos S.L.', NumCertificado: `CM-${n}`, Ejercicio: 2026, MesInicial: 1, MesFinal: 3 });

let stub: ReturnType<typeof stubServices>;
beforeEach(() => {
  stub = stubServices();
  signInCustomer();
});

/** The report's runtime around a grid, as the report view makes it for a search of the customer's certificates. */
function runtimeOf(def: ReportDefinition, runAction: ReportRuntime['runAction'] = vi.fn()): ReportRuntime {
  const result = def.result as GridResult;
  return {
    definition: def, context: ctxOf('CLIENTE', { fechaInicial: '2026-01-01', fechaFinal: '2026-03-31' }), erp: stub.client, runAction, reload: vi.fn(), marks: {}, setMark: vi.fn(),
    rowId: (row) => rowIdOf(result.rowKey, row),
  };
}

/** Draws the result grid of a definition for a search (null: built ahead). */
async function drawGrid(def: ReportDefinition, searchId: number | null, onOutcome = vi.fn<(o: GridOutcome) => void>(), runtime = runtimeOf(def)) {
  const i18n = await portalI18n();
  const view = renderInPortal(
    <ReportRuntimeContext.Provider value={runtime}><ResultGrid result={def.result as GridResult} searchId={searchId} onOutcome={onOutcome} /></ReportRuntimeContext.Provider>,
    { i18n },
  );
  return { ...view, onOutcome, runtime };
}

describe('the result grid', () => {
  it('built ahead: asks for nothing, stays out of sight, and reports nothing', async () => {
    const { onOutcome } = await drawGrid(definition('CERT_MEDIOAMB'), null);
    await waitFor(() => expect(document.querySelector('.report-grid .ag-root-wrapper')).not.toBeNull());
    expect(document.querySelector('.report-grid')!.closest('[aria-hidden=true]')).not.toBeNull();
    expect(stub.calls.filter((c) => c.path === CERTIFICATES)).toEqual([]);
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('reports its search as searching, then results with the total; the next page asks from row 11 and keeps the rows while it travels', async () => {
    const pages = [deferred<unknown>(), deferred<unknown>()];
    stub.on(CERTIFICATES, () => pages[stub.bodies(CERTIFICATES).length - 1]!.promise);
    const { onOutcome } = await drawGrid(definition('CERT_MEDIOAMB'), 1);
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ searchId: 1, phase: 'searching', total: 0 }));
    pages[0]!.resolve({ statusCode: '200', numReg: 25, dataRes: Array.from({ length: 10 }, (_, i) => certificate(i + 1)) });
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ searchId: 1, phase: 'results', total: 25 }));
    await waitFor(() => expect(document.querySelectorAll('.report-grid .ag-row').length).toBe(10));

    fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(stub.bodies(CERTIFICATES)).toHaveLength(2));
    expect(stub.bodies(CERTIFICATES)[1]).toMatchObject({ offset: 11, numRows: 10 });
    // The first page stays on screen, with the progress bar, until the second arrives.
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ searchId: 1, phase: 'searching', total: 25 }));
    expect(screen.getByRole('progressbar', { name: 'Cargando contenido…' })).toBeTruthy();
    expect(document.querySelectorAll('.report-grid .ag-row').length).toBe(10);
    pages[1]!.resolve({ statusCode: '200', numReg: 25, dataRes: Array.from({ length: 10 }, (_, i) => certificate(i + 11)) });
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ searchId: 1, phase: 'results', total: 25 }));
    await waitFor(() => expect(document.querySelector('.report-grid .ag-row')!.textContent).toContain('CM-11'));
    expect(screen.getByText('11–20 de 25')).toBeTruthy();
  });

  it('asks for the search\'s page while the search is drawn, before anything of it is committed (the grid then builds while the rows travel)', async () => {
    stub.on(CERTIFICATES, () => ({ statusCode: '200', numReg: 1, dataRes: [certificate(1)] }));
    const def = definition('CERT_MEDIOAMB');
    // A sibling that never finishes loading: the grid is drawn but never committed, so none of its effects run.
    const never = new Promise<never>(() => {});
    const Waiting = () => use(never);
    const i18n = await portalI18n();
    renderInPortal(
      <ReportRuntimeContext.Provider value={runtimeOf(def)}><Suspense fallback={<span data-testid="held" />}><ResultGrid result={def.result as GridResult} searchId={1} /><Waiting /></Suspense></ReportRuntimeContext.Provider>,
      { i18n },
    );
    await waitFor(() => expect(stub.bodies(CERTIFICATES)).toHaveLength(1));
    expect(stub.bodies(CERTIFICATES)[0]).toMatchObject({ offset: 1, numRows: 10 });
    expect(screen.getByTestId('held')).toBeTruthy();
    expect(document.querySelector('.report-grid')).toBeNull();
  });

  it('reports an empty result, which says its dates (no earlier start offered without a way to search again)', async () => {
    stub.on(CERTIFICATES, () => ({ statusCode: '200', numReg: 0, dataRes: [] }));
    const def = definition('CERT_MEDIOAMB');
    const result = { ...(def.result as GridResult), emptyResult: { dates: ['fechaInicial', 'fechaFinal'] as [string, string], widen: { monthsAgo: 24 } } };
    const { onOutcome } = await drawGrid({ ...def, result }, 1);
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ searchId: 1, phase: 'empty', total: 0 }));
    const offer = screen.getByTestId('grid-empty-offer');
    expect(offer.textContent).toBe('No hay resultados entre el 01/01/2026 y el 31/03/2026.');
    expect(within(offer).queryByTestId('grid-widen')).toBeNull();
  });

  it('reports a failed request, and its overlay says so in Spanish', async () => {
    stub.on(CERTIFICATES, () => { throw new ErpCallError('network', CERTIFICATES, 0, '', undefined, undefined, undefined); });
    const { onOutcome } = await drawGrid(definition('CERT_MEDIOAMB'), 1);
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ searchId: 1, phase: 'failed', total: 0 }));
    expect(screen.getByTestId('grid-empty').textContent).toBe('Se ha producido un error');
    expect(await screen.findByTestId('alert-errorWButton')).toBeTruthy();
  });

  it('a toolbar action is disabled until the search has rows, then runs on the rows with the sort and the columns shown', async () => {
    const reply = deferred<unknown>();
    stub.on(`${P}/RecogidasEntregas`, () => reply.promise);
    const def = definition('ENTR_REC_TRANS');
    const runAction = vi.fn();
    await drawGrid(def, 1, undefined, { ...runtimeOf(def, runAction), context: ctxOf('CLIENTE', { tipoGestion: 'R' }) });
    const excel = await waitFor(() => document.querySelector<HTMLButtonElement>('[data-action=excel]')!);
    expect(excel.disabled).toBe(true);
    reply.resolve({ statusCode: '200', numReg: 1, dataRes: [{ Identificador: 7, Cliente: '000001', Nombre: 'Perea', FechaAlbaran: '2026-03-02', TipoGestion: 'R', Estado: 'C' }] });
    await waitFor(() => expect(excel.disabled).toBe(false));
    fireEvent.click(excel);
    const [action, target] = runAction.mock.calls[0]!;
    expect(action.id).toBe('excel');
    expect(target.rows).toHaveLength(1);
    expect(target.sort).toEqual({ column: expect.any(String), direction: expect.stringMatching(/^(asc|desc)$/) });
    expect(target.visibleColumns.length).toBeGreaterThan(3);
  });
});

describe('the views around the grid', () => {
  it('the pager says the total and the rows shown, and asks for the next or the previous page', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    const i18n = await portalI18n();
    renderInPortal(<ResultPager result={definition('CERT_MEDIOAMB').result as GridResult} page={2} pageSize={10} total={25} onPage={onPage} onPageSize={onPageSize} />, { i18n });
    expect(screen.getByTestId('grid-total').textContent).toBe('25 resultados');
    expect(screen.getByText('11–20 de 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /anterior/i }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('an empty result\'s notice offers the earlier start and searches again from it', async () => {
    const onWiden = vi.fn();
    const i18n = await portalI18n();
    renderInPortal(<EmptyResultNotice offer={{ from: '01/03/2026', to: '31/03/2026', widen: { field: 'fechaIni', value: '2025-03-31', label: '31/03/2025' } }} onWiden={onWiden} />, { i18n });
    expect(screen.getByTestId('grid-empty-offer').textContent).toContain('No hay resultados entre el 01/03/2026 y el 31/03/2026.');
    fireEvent.click(screen.getByTestId('grid-widen'));
    expect(screen.getByTestId('grid-widen').textContent).toBe('Buscar desde el 31/03/2025');
    expect(onWiden).toHaveBeenCalledWith('fechaIni', '2025-03-31');
  });
});
