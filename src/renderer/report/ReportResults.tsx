import type { GridResult } from '../../engine/definition/reportDefinition.gen';
import { ResultGrid, type GridOutcome } from '../grid/ResultGrid';
import { ReportRuntimeContext, type ReportRuntime } from '../grid/ReportRuntime';
import type { OpenDialog } from '../state/reportViewState';
import { ActionDialogs, type ActionDialog } from './ActionDialogs';

/** The result grid of a report (built ahead, or the search's) with the dialogs its actions opened, under the report's runtime. */
export function ReportResults({ runtime, result, gridKey, searchId, dialogs, onOutcome, onWiden, onCloseDialog }: {
  runtime: ReportRuntime;
  result: GridResult;
  /** A new key discards the grid (after Clear or Back). */
  gridKey: number;
  searchId: number | null;
  dialogs: readonly OpenDialog<ActionDialog>[];
  onOutcome: (outcome: GridOutcome) => void;
  onWiden: (field: string, value: string) => void;
  onCloseDialog: (id: number) => void;
}) {
  return (
    <ReportRuntimeContext.Provider value={runtime}>
      <ResultGrid key={gridKey} result={result} searchId={searchId} onOutcome={onOutcome} onWiden={onWiden} />
      <ActionDialogs dialogs={dialogs} onClose={onCloseDialog} />
    </ReportRuntimeContext.Provider>
  );
}
