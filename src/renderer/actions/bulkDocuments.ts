import { actionOptions } from '../../engine/definition/registryOptions';
import { DOWNLOAD_CAP } from '../../engine/exports/exportLimits';
import { buildPayload } from '../../engine/request/buildPayload';
import { replyDocument } from '../../engine/reply/mapReply';
import { base64ToBlob, MIME, saveBlob } from '../downloads/documentFiles';
import type { ActionHandler } from './actionTypes';
import { fetchDocument } from './documentAction';
import { alertFailure, alertInfo } from './reportAlerts';

/** Downloads the selected rows' documents: up to zipAbove, one tab each; more, one zip file. */
export const bulkDocuments: ActionHandler = {
  usesSelection: true,
  tabsAtClick: ({ action, rows }) => {
    const o = actionOptions(action, 'bulkDocuments');
    return rows && rows.length <= o.zipAbove ? rows.length : 0;
  },
  async run(run) {
    const o = actionOptions(run.action, 'bulkDocuments');
    const rows = run.rows ?? [];
    if (rows.length === 0) return;
    if (rows.length > DOWNLOAD_CAP) {
      await alertInfo(run.t, 'messages.maxDescarga', 'messages.maxDescargaDesc');
      return;
    }
    if (rows.length <= o.zipAbove) {
      await Promise.all(rows.map(async (row, i) => {
        const tab = run.tabs?.[i];
        try {
          const doc = await fetchDocument(run, row);
          if (doc) tab?.show(doc);
          else tab?.close();
        } catch (error) {
          tab?.close();
          throw error;
        }
      })).catch((error: unknown) => alertFailure(run.t, error));
      return;
    }
    try {
      const reply = await run.erp.post(o.zipRequest.endpoint, buildPayload(o.zipRequest, { ...run.context, row: { rows } }));
      const zip = replyDocument(o.zipReply ?? { document: ['dataRes.File'] }, reply.data);
      if (!zip) {
        await alertInfo(run.t, o.missingKey ?? 'messages.notFacturaFound');
        return;
      }
      saveBlob(base64ToBlob(zip, MIME.zip), o.zipName);
    } catch (error) {
      await alertFailure(run.t, error);
    }
  },
};
