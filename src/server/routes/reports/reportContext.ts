import type { RouteContext } from '../routeContext.js';
import type { DocumentLinks } from './documentLinks.js';

/** What the report route plugins receive: the route context plus the document-link signer. */
export interface ReportContext extends RouteContext {
  links: DocumentLinks;
}
