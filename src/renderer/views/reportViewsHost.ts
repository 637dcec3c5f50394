import type { ReportAddress } from './useReportViews';

/** Where a report opened from the home keeps its views: the page's address, and the place beside the title for the view menu. */
export interface ReportViewsHost {
  address: ReportAddress;
  /** The element beside the report's title the view menu is drawn into (null until it is there). */
  slot: HTMLElement | null;
}
