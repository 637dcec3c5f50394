import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';
import { DefinitionTextsProvider } from './DefinitionTextsProvider';
import { ReportBody } from './report/ReportBody';
import type { ReportPreview } from './report/reportPreview';
import './grid/agGridSetup';
import './reports';

export type { ReportPreview } from './report/reportPreview';

/** A report opened from the home: optional choice view, filter form with Clear and Search/Download, then the grid or the document. */
export function ReportView({ definition, preview }: { definition: ReportDefinition; preview?: ReportPreview }) {
  // Every text of the report resolves from the definition's own texts first, then from the catalogues.
  return <DefinitionTextsProvider definition={definition}><ReportBody definition={definition} preview={preview} /></DefinitionTextsProvider>;
}
