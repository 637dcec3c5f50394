/** One step of an order's web-status progress. */
export interface ProgressStep {
  id: number;
  label: string;
  /** done: an earlier step (filled dot); current: the order's status (check); pending: a later step (hollow). */
  state: 'done' | 'current' | 'pending';
}

/** The progress of an order over the ordered status steps; an unknown status leaves every step pending. */
export function progressSteps(steps: readonly { id: number; label: string }[], current: unknown): ProgressStep[] {
  const index = steps.findIndex((s) => String(s.id) === String(current));
  return steps.map((s, i) => ({ ...s, state: index < 0 || i > index ? 'pending' : i === index ? 'current' : 'done' }));
}

/** Id of the last step (the status that completes an order), undefined without steps. */
export function lastStepId(steps: readonly { id: number }[]): number | undefined {
  return steps.length ? steps[steps.length - 1]!.id : undefined;
}
