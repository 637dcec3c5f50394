import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';
import { DefinitionTextsProvider } from './DefinitionTextsProvider';
import { ReportBody } from './report/ReportBody';
import type { ReportPreview } from './report/reportPreview';
import type { ReportViewsHost } from './views/reportViewsHost';
import './grid/agGridSetup';
import './reports';

export type { ReportPreview } from './report/reportPreview';
export type { ReportViewsHost } from './views/reportViewsHost';

/** A report opened from the home: optional choice view, filter form with Clear and Search/Download, then the grid or the document. */
export function ReportView({ definition, preview, host }: { definition: ReportDefinition; preview?: ReportPreview; host?: ReportViewsHost | undefined }) {
  // Every text of the report resolves from the definition's own texts first, then from the catalogues.
  return <DefinitionTextsProvider definition={definition}><ReportBody definition={definition} preview={preview} host={preview ? undefined : host} /></DefinitionTextsProvider>;
}
