import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '../../src/renderer/exports/exportJob';
import { ReportView } from '../../src/renderer/ReportView';
import { definition } from '../unit/support/definitions';
import { deferred, portalI18n, renderInPortal, signInCustomer, stubServices } from './support/portalHarness';

const services = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../src/kit/session/portalClient', () => ({ erp: () => services.current }));

// The export's worker is not started: the test plays its progress and its end.
const exports = vi.hoisted(() => ({
  started: [] as { job: ExportJob; progress: (done: number, total: number) => void; finish: (file: { blob: Blob; rows: number }) => void; cancel: () => void }[],
}));
vi.mock('../../src/renderer/exports/startExport', () => ({
  startExport: (job: ExportJob, _erp: unknown, progress: (done: number, total: number) => void) => {
    let finish!: (file: { blob: Blob; rows: number }) => void;
    const done = new Promise<{ blob: Blob; rows: number }>((resolve) => { finish = resolve; });
    const cancel = vi.fn();
    exports.started.push({ job, progress, finish, cancel });
    return { done, cancel };
  },
}));

const SERVICES = '/wscomun/portalinformes/RecogidasEntregas';
const service = (n: number) => ({
  Identificador: n, Cliente: '000001', Nombre: 'Perea Márquez Hermanos S.L.', Sucursal: 'Perea - Murcia', codSucursal: '002', Albaran: 7000 + n, Pedido: 9000 + n, Ejercicio: 2026,
  FechaAlbaran: '2026-03-02', codLer: '150101', CodigoLER: '15 01 01 Envases de papel y cartón', TipoGestion: 'R', TipoRegistro: 'RECOGIDA_PESADA', Estado: 'C', validado: 'N', validadoSN: null,
});

let stub: ReturnType<typeof stubServices>;
beforeEach(() => {
  exports.started.length = 0;
  stub = stubServices();
  services.current = stub.client;
  signInCustomer();
});

describe('export progress', () => {
  it('the Excel export of a search counts the rows written of the search\'s total, and Cancel stops it', async () => {
    stub.on(SERVICES, () => ({ statusCode: '200', numReg: 1200, dataRes: Array.from({ length: 10 }, (_, i) => service(i + 1)) }));
    const i18n = await portalI18n();
    renderInPortal(<ReportView definition={definition('ENTR_REC_TRANS')} />, { i18n });
    fireEvent.click((await screen.findByTestId('choice-view')).querySelector('[data-choice=R]')!);
    fireEvent.click(await screen.findByTestId('filters-search'));
    await waitFor(() => expect(screen.getByTestId('grid-total').textContent).toBe('1200 resultados'));
    const excel = document.querySelector<HTMLButtonElement>('[data-action=excel]')!;
    expect(excel.textContent).toBe('Descargar Excel');
    await waitFor(() => expect(excel.disabled).toBe(false));
    fireEvent.click(excel);

    const dialog = await screen.findByTestId('excel-dialog');
    expect(within(dialog).getByTestId('export-progress').textContent).toBe('Obteniendo los datos…');
    // The job asks the search's rows (the Excel variant of the call) with the columns on screen.
    const [started] = exports.started;
    expect(started!.job).toMatchObject({ format: 'xlsx', endpoint: SERVICES, body: { descargaExcelSN: 'S', tipoGestion: 'R' } });
    // Spanish groups thousands from five digits on (1200, but 12.000).
    started!.progress(500, 1200);
    await waitFor(() => expect(within(dialog).getByTestId('export-progress').textContent).toBe('500 de 1200 filas'));
    expect(Number(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow'))).toBeCloseTo((500 / 1200) * 100);
    fireEvent.click(within(dialog).getByTestId('export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('excel-dialog')).toBeNull());
    expect(started!.cancel).toHaveBeenCalled();
  });

  it('a search larger than a sheet offers CSV instead, by the total the search reported', async () => {
    const reply = deferred<unknown>();
    stub.on(SERVICES, () => reply.promise);
    const i18n = await portalI18n();
    renderInPortal(<ReportView definition={definition('ENTR_REC_TRANS')} />, { i18n });
    fireEvent.click((await screen.findByTestId('choice-view')).querySelector('[data-choice=T]')!);
    fireEvent.click(await screen.findByTestId('filters-search'));
    reply.resolve({ statusCode: '200', numReg: 2_000_000, dataRes: [service(1)] });
    await waitFor(() => expect(screen.getByTestId('grid-total').textContent).toBe('2000000 resultados'));
    fireEvent.click(document.querySelector('[data-action=excel]')!);
    const dialog = await screen.findByTestId('excel-dialog');
    expect(within(dialog).getByTestId('export-csv-offer').textContent).toContain('2.000.000');
    expect(exports.started).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('export-csv'));
    await waitFor(() => expect(exports.started).toHaveLength(1));
    expect(exports.started[0]!.job.format).toBe('csv');
  });
});
