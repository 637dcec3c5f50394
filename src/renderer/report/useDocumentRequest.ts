import { useTranslation } from 'react-i18next';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { buildPayload } from '../../engine/request/buildPayload';
import { isUrl, replyDocument, replyError } from '../../engine/reply/mapReply';
import { showAlert } from '../../kit/dialogs/notifications';
import { alertFailure, alertInfo } from '../actions/reportAlerts';
import { openPendingTab } from '../downloads/documentFiles';
import { runBeforeSteps } from '../runBeforeSteps';
import type { ReportViewEvent } from '../state/reportViewState';

/**
 * The report's request for a document: a document form's PDF, opened in a tab opened at the click, or an embedded page's address. The
 * view is downloading meanwhile; an error, a refusal of the services or a reply without a document is said in an alert.
 */
export function useDocumentRequest(def: ReportDefinition, erp: ErpClient, ctx: ConditionContext, dispatch: (event: ReportViewEvent<never>) => void) {
  const { t } = useTranslation();

  /**
   * Sends the report's request and hands the document (url or base64) of the reply to `take`, which says whether it could use it; when
   * there is none, or `take` refuses it, the definition's empty message. `cancel` runs on every outcome without a document, errors included.
   */
  const requestDocument = async (take: (doc: string) => boolean, cancel: () => void = () => undefined) => {
    dispatch({ type: 'downloadStarted' });
    try {
      const prepared = await runBeforeSteps(erp, def.request!, ctx);
      if ('emptyMessageKey' in prepared) {
        cancel();
        await alertInfo(t, prepared.emptyMessageKey, `${prepared.emptyMessageKey}Desc`);
        return;
      }
      const reply = await erp.post(def.request!.endpoint, buildPayload(def.request!, prepared.context));
      const error = replyError(def.reply, reply.data);
      if (error) {
        cancel();
        await showAlert({ type: 'errorWButton', title: t('messages.errorDefault'), message: error.message || t('messages.errorDefaultDesc'), detail: error.code });
        return;
      }
      const doc = replyDocument(def.reply, reply.data);
      if (doc && take(doc)) return;
      cancel();
      await alertInfo(t, def.reply?.emptyMessageKey ?? 'messages.notFoundDefault', 'messages.notFoundDefaultDesc');
    } catch (error) {
      cancel();
      await alertFailure(t, error);
    } finally {
      dispatch({ type: 'downloadEnded' });
    }
  };

  return {
    /** Document form: the PDF opens in a tab opened at the click. */
    download: () => {
      const tab = openPendingTab();
      return requestDocument((doc) => {
        tab.show(doc);
        return true;
      }, () => tab.close());
    },
    /** Embedded page: the request gives its address (spec 3 §2.2 item 8, query dashboard). */
    showFrame: () => requestDocument((doc) => {
      if (isUrl(doc)) dispatch({ type: 'frameShown', url: doc });
      return isUrl(doc);
    }),
  };
}
