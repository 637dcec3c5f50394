import { whenIdle } from '../../kit/scheduling/whenIdle';

type ReportViewModule = typeof import('../../renderer/ReportView');

let pending: Promise<ReportViewModule> | null = null;
let loaded: ReportViewModule | undefined;

/** The renderer's code when it has arrived (drawn at once, without going through a Suspense fallback). */
export const loadedReportView = (): ReportViewModule | undefined => loaded;

/**
 * The renderer's code (form, grid, pickers), fetched once: when the home is idle, when a card's Open button is pointed at or
 * focused, and at the latest with the definition when a report opens, so the two travel together. A failed fetch is tried again.
 */
export function loadReportView(): Promise<ReportViewModule> {
  pending ??= import('../../renderer/ReportView').then((m) => {
    loaded = m;
    return m;
  }, (error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Fetches the renderer's code once the page has nothing else to do; answers the cancel. */
export function loadReportViewWhenIdle(): () => void {
  return whenIdle(() => void loadReportView().catch(() => undefined), { timeout: 3000, fallback: 1000 });
}
