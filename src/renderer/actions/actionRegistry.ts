import { Registry } from '../registries/Registry';
import type { ActionHandler } from './actionTypes';
import { bulkDocuments } from './bulkDocuments';
import { downloadFile, openDocument } from './documentAction';
import { ExcelExportDialog } from './ExcelExportDialog';
import { openDocuments } from './openDocuments';
import { recordDialog } from '../record/recordDialog';

/** Actions by the ids definitions use (row, bulk and toolbar actions). Report-specific ones register themselves from their modules. */
export const actionRegistry = new Registry<ActionHandler>('action');

actionRegistry
  .register('openDocument', openDocument)
  .register('openDocuments', openDocuments)
  .register('downloadFile', downloadFile)
  .register('bulkDocuments', bulkDocuments)
  .register('recordDialog', recordDialog)
  .register('excelExport', { async run(run) { run.openDialog({}); }, Dialog: ExcelExportDialog });
