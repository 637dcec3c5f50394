/** Where the wizard or the summary was opened from; the back arrow returns there. */
export type QuoteOrigin = 'list' | 'summary';

/** Wizard steps: customer, quote data, articles, summary. */
export const WIZARD_STEPS = [1, 2, 3, 4] as const;
/** A wizard step. */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** What the local store keeps under presupuestoActual: the quote being edited (null while new and unsaved), the step and the origin. */
export interface CurrentQuote {
  id: number | null;
  step: WizardStep;
  origin: QuoteOrigin;
}

/** The stored current quote, or null when the text is missing or not one (a damaged entry starts a new quote rather than failing). */
export function parseCurrentQuote(text: string | null): CurrentQuote | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<CurrentQuote>;
    const id = v.id === null ? null : Number.isInteger(v.id) && (v.id as number) > 0 ? (v.id as number) : undefined;
    const step = WIZARD_STEPS.find((s) => s === v.step);
    const origin = v.origin === 'summary' || v.origin === 'list' ? v.origin : undefined;
    if (id === undefined || !step || !origin) return null;
    // An unsaved quote can only be on its first step.
    return { id, step: id === null ? 1 : step, origin };
  } catch {
    return null;
  }
}
