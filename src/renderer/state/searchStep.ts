import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { RuleFailure } from '../../engine/filters/checkRules';

/** What Search (or Download) does with the form as it is. */
export type SearchStep =
  /** A widget holds a value it cannot read: the user is asked to revise the filters. */
  | { kind: 'reviseFilters' }
  /** A rule does not hold: its message, nothing sent. */
  | { kind: 'ruleFailed'; failure: RuleFailure }
  /** A document (or a selection's document) is downloaded. */
  | { kind: 'download' }
  /** The embedded page's address is asked. */
  | { kind: 'frame' }
  /** The grid searches. */
  | { kind: 'grid' };

/** The step Search takes: validation errors first (the widgets', then the rules'), then by the kind of result. */
export function searchStep(definition: Pick<ReportDefinition, 'result'>, fieldErrors: Record<string, boolean>, failures: readonly RuleFailure[]): SearchStep {
  if (Object.values(fieldErrors).some(Boolean)) return { kind: 'reviseFilters' };
  const failure = failures[0];
  if (failure) return { kind: 'ruleFailed', failure };
  switch (definition.result.kind) {
    case 'document':
    case 'selection': return { kind: 'download' };
    case 'frame': return { kind: 'frame' };
    case 'grid': return { kind: 'grid' };
  }
}
