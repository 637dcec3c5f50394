import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { FieldState } from '../../engine/filters/fieldStates';
import type { RuleFailure } from '../../engine/filters/checkRules';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';

/** A choice of a select or multi-select. */
export type { OptionChoice as Choice } from '../../engine/options/optionChoices';
import type { OptionChoice as Choice } from '../../engine/options/optionChoices';

/** What the filter widgets receive from the report (rjsf formContext). */
export interface ReportFormContext {
  erp: ErpClient;
  definition: ReportDefinition;
  context: ConditionContext;
  states: Record<string, FieldState>;
  /** Choices of fields whose options come from the server or the session. */
  choices: Record<string, Choice[]>;
  /** Marks a lookup field as in error (blocks Search: 'reviseFiltrosBuscar'). */
  setFieldError: (field: string, hasError: boolean) => void;
  /** Runs the report's search (a search box runs it on Enter or Tab). */
  submit?: () => void;
  /** What keeps each field from being sent (a rule or the services' contract): shown under the field. */
  messages?: Record<string, RuleFailure>;
}
