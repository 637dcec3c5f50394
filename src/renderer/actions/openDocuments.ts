import { planDocumentTabs, replyDocumentList } from '../../engine/reply/documentList';
import { isReplyOk, replyError } from '../../engine/reply/mapReply';
import { buildPayload } from '../../engine/request/buildPayload';
import { getPath } from '../../engine/values/getPath';
import { MIME } from '../downloads/documentFiles';
import type { ActionHandler } from './actionTypes';
import type { DocumentOptions } from './documentAction';
import { alertFailure, alertInfo } from './reportAlerts';

/**
 * Opens every document of one reply (reply.documentList paths), each in a tab opened at the click: the request is sent once, the tabs of
 * the documents found show them, the others close (a reply leaves out a document it does not have, such as the supplier's own note), and
 * when none was found one alert (options.missingKey/missingDescKey) says so.
 */
export const openDocuments: ActionHandler = {
  tabsAtClick: ({ action }) => action.reply?.documentList?.length ?? 0,
  async run(run) {
    const tabs = run.tabs ?? [];
    const options = (run.action.options ?? {}) as DocumentOptions;
    try {
      if (!run.action.request) throw new Error(`${run.action.id}: openDocuments needs a request`);
      const ctx = { ...run.context, ...(run.row ? { row: run.row } : {}) };
      const reply = await run.erp.post(run.action.request.endpoint, buildPayload(run.action.request, ctx));
      if (!isReplyOk(run.action.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? 'statusCode'));
      const error = replyError(run.action.reply, reply.data);
      if (error) throw new Error(`${error.message} (${error.code})`.trim());
      const plan = planDocumentTabs(replyDocumentList(run.action.reply, reply.data));
      for (const { tab, document } of plan.show) tabs[tab]?.show(document, MIME[options.documentType ?? 'pdf']);
      for (const tab of plan.close) tabs[tab]?.close();
      if (plan.noneFound) await alertInfo(run.t, options.missingKey ?? 'messages.notFoundDefault', options.missingDescKey ?? 'messages.notFoundDefaultDesc');
    } catch (error) {
      for (const tab of tabs) tab.close();
      await alertFailure(run.t, error);
    }
  },
};
