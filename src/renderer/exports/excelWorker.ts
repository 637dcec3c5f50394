/// <reference lib="webworker" />
import { writeWorkbook, type ExcelJob } from './writeWorkbook';

/** Messages from the worker. */
export type ExcelProgress = { type: 'progress'; done: number; total: number } | { type: 'done'; buffer: ArrayBuffer } | { type: 'error'; message: string };

const post = (message: ExcelProgress, transfer: Transferable[] = []) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<ExcelJob>) => {
  try {
    const buffer = await writeWorkbook(event.data, (done, total) => post({ type: 'progress', done, total }));
    post({ type: 'done', buffer }, [buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
