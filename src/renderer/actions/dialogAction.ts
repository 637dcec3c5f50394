import type { ActionHandler } from './actionTypes';

/** An action that only opens its dialog (the dialog does the work with the run). */
export function dialogAction(Dialog: NonNullable<ActionHandler['Dialog']>): ActionHandler {
  return {
    async run(run) {
      run.openDialog({});
    },
    Dialog,
  };
}
