import type { ActionHandler, ActionRun } from '../actions/actionTypes';
import type { OpenDialog } from '../state/reportViewState';

/** An action's dialog open above the report: the action's handler, its run and the props it opened the dialog with. */
export interface ActionDialog {
  handler: ActionHandler;
  run: ActionRun;
  props: Record<string, unknown>;
}

/** The open action dialogs, innermost last (an action inside a dialog, e.g. tracking from the order detail, opens above it). */
export function ActionDialogs({ dialogs, onClose }: { dialogs: readonly OpenDialog<ActionDialog>[]; onClose: (id: number) => void }) {
  return dialogs.map(({ id, dialog: d }) => d.handler.Dialog && <d.handler.Dialog key={id} run={d.run} props={d.props} onClose={() => onClose(id)} />);
}
