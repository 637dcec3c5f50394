/** Report codes that are hand-written screens of the portal rather than report definitions: their card opens the screen's route. */
export const SCREEN_REPORTS: Readonly<Record<string, { route: string; icon: string }>> = {
  PRESUPUESTOS: { route: '/presupuestos', icon: 'quote' },
};

const screenOf = (code: string) => (Object.hasOwn(SCREEN_REPORTS, code) ? SCREEN_REPORTS[code] : undefined);

/** The route of a report code that is a screen, or undefined for a report that opens in its dialog. */
export function screenRoute(code: string): string | undefined {
  return screenOf(code)?.route;
}

/** The card icon of a report code that is a screen (a report with a definition takes its definition's). */
export function screenIcon(code: string): string | undefined {
  return screenOf(code)?.icon;
}
