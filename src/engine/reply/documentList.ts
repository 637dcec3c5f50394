import type { ReplySpec } from '../definition/reportDefinition.gen';
import { getPath } from '../values/getPath';

/** The documents (url or base64) at each documentList path of a reply, in order; undefined where a path holds none. */
export function replyDocumentList(reply: Pick<ReplySpec, 'documentList'> | undefined, body: unknown): (string | undefined)[] {
  return (reply?.documentList ?? []).map((path) => {
    const v = getPath(body, path);
    return typeof v === 'string' && v.trim() !== '' ? v : undefined;
  });
}

/** What to do with the tabs opened at the click, one per documentList path: show the found documents, close the others, and whether to warn. */
export interface DocumentTabsPlan {
  show: { tab: number; document: string }[];
  close: number[];
  anyMissing: boolean;
  /** No document at all: the only case the user is told "not found" (a reply may leave out a document it does not have, such as the supplier's own note). */
  noneFound: boolean;
}

/** Plans the tabs of an action opening several documents: tab i shows document i, or closes when it is missing. */
export function planDocumentTabs(documents: readonly (string | undefined)[]): DocumentTabsPlan {
  const show: DocumentTabsPlan['show'] = [];
  const close: number[] = [];
  documents.forEach((document, tab) => {
    if (document) show.push({ tab, document });
    else close.push(tab);
  });
  return { show, close, anyMissing: close.length > 0, noneFound: show.length === 0 };
}
