import type { ActionOptionsOpenDocument } from '../../engine/definition/reportDefinition.gen';
import { buildPayload } from '../../engine/request/buildPayload';
import { isReplyOk, isUrl, replyDocument, replyError } from '../../engine/reply/mapReply';
import { getPath } from '../../engine/values/getPath';
import { resolveValue } from '../../engine/values/resolveValue';
import { base64ToBlob, MIME, saveBlob } from '../downloads/documentFiles';
import type { ActionHandler, ActionRun } from './actionTypes';
import { alertFailure, alertInfo } from './reportAlerts';

/** Options of the document actions (openDocument, downloadFile, openDocuments share them). */
export type DocumentOptions = ActionOptionsOpenDocument;

/** Fetches the document of a row (request, or a row field); undefined when there is none. */
export async function fetchDocument(run: ActionRun, row: Record<string, unknown> | undefined): Promise<string | undefined> {
  const options = (run.action.options ?? {}) as DocumentOptions;
  const ctx = { ...run.context, ...(row ? { row } : {}) };
  if (run.action.request) {
    const reply = await run.erp.post(run.action.request.endpoint, buildPayload(run.action.request, ctx));
    if (!isReplyOk(run.action.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? 'statusCode'));
    const error = replyError(run.action.reply, reply.data);
    if (error) throw new Error(`${error.message} (${error.code})`.trim());
    return replyDocument(run.action.reply, reply.data);
  }
  const value = options.documentField ? getPath(row, options.documentField) : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

const missing = (run: ActionRun) => {
  const options = (run.action.options ?? {}) as DocumentOptions;
  return alertInfo(run.t, options.missingKey ?? 'messages.notFoundDefault', options.missingDescKey ?? 'messages.notFoundDefaultDesc');
};

/** Opens a row's document (PDF url or base64) in a new tab. */
export const openDocument: ActionHandler = {
  tabsAtClick: () => 1,
  async run(run) {
    const tab = run.tabs?.[0];
    try {
      const doc = await fetchDocument(run, run.row);
      if (!doc) {
        tab?.close();
        await missing(run);
        return;
      }
      tab?.show(doc, MIME[((run.action.options ?? {}) as DocumentOptions).documentType ?? 'pdf']);
    } catch (error) {
      tab?.close();
      await alertFailure(run.t, error);
    }
  },
};

/** Saves a row's document (base64 CSV, PDF…) as a file named by the action's fileName. */
export const downloadFile: ActionHandler = {
  async run(run) {
    try {
      const doc = await fetchDocument(run, run.row);
      if (!doc) {
        await missing(run);
        return;
      }
      const type = ((run.action.options ?? {}) as DocumentOptions).documentType ?? 'pdf';
      const name = run.action.fileName ? String(resolveValue(run.action.fileName, { ...run.context, ...(run.row ? { row: run.row } : {}) })) : `documento.${type}`;
      if (isUrl(doc)) {
        const res = await fetch(doc);
        saveBlob(await res.blob(), name);
      } else saveBlob(base64ToBlob(doc, MIME[type]), name);
    } catch (error) {
      await alertFailure(run.t, error);
    }
  },
};
