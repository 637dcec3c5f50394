/** Report codes that are hand-written screens of the portal rather than report definitions: their card opens the screen's route. */
export const SCREEN_REPORTS: Readonly<Record<string, string>> = {
  PRESUPUESTOS: '/presupuestos',
};

/** The route of a report code that is a screen, or undefined for a report that opens in its dialog. */
export function screenRoute(code: string): string | undefined {
  return Object.hasOwn(SCREEN_REPORTS, code) ? SCREEN_REPORTS[code] : undefined;
}
