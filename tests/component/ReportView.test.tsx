import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErpCallError } from '../../src/api/ErpCallError';
import type { ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { ReportView } from '../../src/renderer/ReportView';
import { definition } from '../unit/support/definitions';
import { deferred, portalI18n, renderInPortal, signInCustomer, stubServices } from './support/portalHarness';

// The portal's ERP client is the stub services of each test (the views call erp() from the session's client module).
const services = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../src/kit/session/portalClient', () => ({ erp: () => services.current }));

const P = '/wscomun/portalinformes';
const CERTIFICATES = `${P}/CertificadosMedioAmbiente`;
const certificate = (n: number) => ({ Identificador: n, Cliente: '000001', Sucursal: '', Nombre: 'Perea Márquez Hermanos S.L.', NumCertificado: `CM-2026-${String(n).padStart(4, '0')}`, Ejercicio: 2026, MesInicial: 1, MesFinal: 3, nombreAGT: 'Transportes Levante' });

let stub: ReturnType<typeof stubServices>;
beforeEach(() => {
  stub = stubServices();
  stub.on(`${P}/AgenciasTransporte`, () => ({ statusCode: '200', dataRes: [] }));
  services.current = stub.client;
  signInCustomer();
});
afterEach(() => vi.restoreAllMocks());

/** Opens a report as the signed-in customer, in Spanish unless said otherwise. */
async function open(def: ReportDefinition, lng: 'es' | 'en' = 'es') {
  const i18n = await portalI18n(lng);
  const view = renderInPortal(<ReportView definition={def} />, { i18n });
  await screen.findByTestId('report-filters');
  return view;
}

const rowsShown = () => document.querySelectorAll('.report-grid .ag-row:not(.ag-full-width-row)');

describe('the report view: idle, searching, results, empty, failed, downloading', () => {
  it('idle: shows the filter form with Clear and Search, asks for no rows, and builds the grid ahead out of sight', async () => {
    await open(definition('CERT_MEDIOAMB'));
    expect(screen.getByTestId('filters-search').textContent).toBe('Buscar');
    expect(screen.getByTestId('filters-clear').textContent).toBe('Limpiar');
    expect(screen.getAllByText('Fecha inicial').length).toBeGreaterThan(0);
    // The grid is built when the page is idle, hidden from sight and from assistive technology, without a rows request.
    await waitFor(() => expect(document.querySelector('.report-grid')).not.toBeNull());
    expect(document.querySelector('.report-grid')!.closest('[aria-hidden=true]')).not.toBeNull();
    expect(stub.bodies(CERTIFICATES)).toEqual([]);
    expect(screen.getByTestId('grid-total').textContent).toBe('0 resultados');
  });

  it('searching: a progress bar while the rows travel; results: the rows, the total and the request of the filters', async () => {
    const reply = deferred<unknown>();
    stub.on(CERTIFICATES, () => reply.promise);
    await open(definition('CERT_MEDIOAMB'));
    fireEvent.click(screen.getByTestId('filters-search'));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Cargando contenido…' })).toBeTruthy());
    expect(stub.bodies(CERTIFICATES)).toHaveLength(1);
    // The customer's own code is fixed by the session; the first page of ten rows, sorted by the definition's default.
    expect(stub.bodies(CERTIFICATES)[0]).toMatchObject({ clienteInicial: '000001', clienteFinal: '000001', offset: 1, numRows: 10, orderBy: 'NumCertificado', order: 'DESC' });

    reply.resolve({ statusCode: '200', numReg: 12, dataRes: Array.from({ length: 10 }, (_, i) => certificate(i + 1)) });
    await waitFor(() => expect(screen.getByTestId('grid-total').textContent).toBe('12 resultados'));
    await waitFor(() => expect(rowsShown().length).toBe(10));
    expect(screen.queryByRole('progressbar', { name: 'Cargando contenido…' })).toBeNull();
    expect(rowsShown()[0]!.textContent).toContain('CM-2026-0001');
    expect(screen.getByText('1–10 de 12')).toBeTruthy();
    // The grid is in sight now.
    expect(document.querySelector('.report-grid')!.closest('[aria-hidden=true]')).toBeNull();
  });

  it('empty result: says which dates it searched and offers an earlier start, which searches again from it', async () => {
    const DOCUMENTS = `${P}/recuperarDocumentoCab`;
    stub.on(DOCUMENTS, () => ({ statusCode: '200', totalRows: 0, documentosCab: [] }));
    await open(definition('REIMP_FACT'));
    fireEvent.click(screen.getByTestId('filters-search'));
    const offer = await screen.findByTestId('grid-empty-offer');
    expect(offer.textContent).toMatch(/^No hay resultados entre el \d\d\/\d\d\/\d{4} y el \d\d\/\d\d\/\d{4}\./);
    expect(screen.getByTestId('grid-total').textContent).toBe('0 resultados');
    const widen = within(offer).getByTestId('grid-widen');
    expect(widen.textContent).toMatch(/^Buscar desde el \d\d\/\d\d\/\d{4}$/);
    const firstStart = stub.bodies(DOCUMENTS)[0]!.fechaIni;
    fireEvent.click(widen);
    await waitFor(() => expect(stub.bodies(DOCUMENTS)).toHaveLength(2));
    expect(stub.bodies(DOCUMENTS)[1]!.fechaIni).not.toBe(firstStart);
    expect(widen.textContent).toContain(String(stub.bodies(DOCUMENTS)[1]!.fechaIni).slice(0, 10).split('-').reverse().join('/'));
  });

  it('failed: a search the services refuse is reported in Spanish, with the server\'s message under "more information"', async () => {
    stub.on(CERTIFICATES, () => {
      throw new ErpCallError('http', CERTIFICATES, 503, 'Service Unavailable', 'La base de datos no responde', 'DB_DOWN', undefined);
    });
    await open(definition('CERT_MEDIOAMB'));
    fireEvent.click(screen.getByTestId('filters-search'));
    const alert = await screen.findByTestId('alert-errorWButton');
    expect(within(alert).getByText('Se ha producido un error')).toBeTruthy();
    expect(within(alert).getByText('No se ha podido completar la operación. Inténtelo de nuevo más tarde.')).toBeTruthy();
    fireEvent.click(within(alert).getByText('Más información'));
    expect(within(alert).getByTestId('more-info-detail').textContent).toBe('La base de datos no responde — Service Unavailable (503)');
    // Under the dialog the grid says it too, and no rows or total show.
    expect(screen.getByTestId('grid-empty').textContent).toBe('Se ha producido un error');
    expect(screen.getByTestId('grid-total').textContent).toBe('0 resultados');
  });

  it('failed, in English: the same failure in the user\'s language', async () => {
    stub.on(CERTIFICATES, () => {
      throw new ErpCallError('http', CERTIFICATES, 500, 'Internal Server Error', undefined, undefined, undefined);
    });
    await open(definition('CERT_MEDIOAMB'), 'en');
    fireEvent.click(screen.getByTestId('filters-search'));
    const alert = await screen.findByTestId('alert-errorWButton');
    expect(within(alert).getByText('An error has occurred')).toBeTruthy();
  });

  it('downloading: a document report says "Preparando…" on its button and in a progress dialog, then shows the PDF in the tab opened at the click', async () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const reply = deferred<unknown>();
    stub.on(`${P}/informeVencimientos`, () => reply.promise);
    await open(definition('ESTADO_VENCI'));
    const download = screen.getByTestId('filters-search');
    expect(download.textContent).toBe('Descargar');
    fireEvent.click(download);
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(screen.getByTestId('filters-search').textContent).toBe('Preparando…'));
    expect((screen.getByTestId('filters-search') as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('dialog')).getByText('Preparando…')).toBeTruthy();

    reply.resolve({ statusCode: '200', report: 'https://documentos.example/vencimientos.pdf' });
    await waitFor(() => expect(screen.getByTestId('filters-search').textContent).toBe('Descargar'));
    expect(tab.location.href).toBe('https://documentos.example/vencimientos.pdf');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('downloading, nothing found: the tab opened at the click closes and the definition\'s message says so', async () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stub.on(`${P}/informeVencimientos`, () => ({ statusCode: '200' }));
    await open(definition('ESTADO_VENCI'));
    fireEvent.click(screen.getByTestId('filters-search'));
    const alert = await screen.findByTestId('alert-infoWButton');
    expect(within(alert).getByText('No se han encontrado datos')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('validation errors: a rule the filters break keeps Search disabled and says why, and sends nothing', async () => {
    const def = definition('CERT_MEDIOAMB');
    // A start after the end, from the defaults themselves.
    const fields = { ...def.filters.fields, fechaInicial: { default: { today: true } }, fechaFinal: { default: { daysAgo: 10 } } };
    await open({ ...def, filters: { ...def.filters, fields } });
    expect(screen.getByTestId('filter-warning').textContent).toBe('La fecha inicial no puede ser posterior a la fecha final.');
    expect((screen.getByTestId('filters-search') as HTMLButtonElement).disabled).toBe(true);
    expect(stub.bodies(CERTIFICATES)).toEqual([]);
  });

  it('choosing: a report with a first view shows its cards; a card opens the filters, Back returns to the cards', async () => {
    const i18n = await portalI18n();
    renderInPortal(<ReportView definition={definition('ENTR_REC_TRANS')} />, { i18n });
    const cards = await screen.findByTestId('choice-view');
    expect(cards.querySelectorAll('[data-choice]').length).toBe(4);
    fireEvent.click(cards.querySelector('[data-choice=R]')!);
    await screen.findByTestId('report-filters');
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await screen.findByTestId('choice-view');
  });

  it('Clear: the filters take their initial values and the search is forgotten (the grid goes out of sight again)', async () => {
    stub.on(CERTIFICATES, () => ({ statusCode: '200', numReg: 2, dataRes: [certificate(1), certificate(2)] }));
    await open(definition('CERT_MEDIOAMB'));
    fireEvent.click(screen.getByTestId('filters-search'));
    await waitFor(() => expect(screen.getByTestId('grid-total').textContent).toBe('2 resultados'));
    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(document.querySelector('.report-grid')?.closest('[aria-hidden=true]') ?? null).not.toBeNull());
    expect(screen.getByTestId('grid-total').textContent).toBe('0 resultados');
    expect(stub.bodies(CERTIFICATES)).toHaveLength(1);
  });
});
