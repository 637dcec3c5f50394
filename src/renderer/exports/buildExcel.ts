import type { ExcelProgress } from './excelWorker';
import type { ExcelJob } from './writeWorkbook';

/** Builds an xlsx file in a Web Worker, reporting progress (rows written of total). */
export function buildExcel(job: ExcelJob, onProgress: (done: number, total: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./excelWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ExcelProgress>) => {
      const msg = event.data;
      if (msg.type === 'progress') onProgress(msg.done, msg.total);
      else {
        worker.terminate();
        if (msg.type === 'done') resolve(new Blob([msg.buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
        else reject(new Error(msg.message));
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage(job);
  });
}
