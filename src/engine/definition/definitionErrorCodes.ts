/**
 * Every code a definition error may carry (validateDefinition, orphanErrors, parseDefinitionText). The designer shows
 * `designer.errors.<code>` with the error's params; a test checks each code has a text in every language.
 */
export const DEFINITION_ERROR_CODES = [
  'tooDeep',
  'schema',
  'unknownRegistryId',
  'invalidOptions',
  'invalidFilterSchema',
  'missingRequest',
  'invalidPageSize',
  'duplicateKey',
  'unknownFilterField',
  'unknownColumn',
  'unknownStep',
  'unknownLineAction',
  'invalidCondition',
  'unknownContextProperty',
  'unknownRole',
  'missingText',
  'staleOverlayPath',
  'unknownEndpoint',
  'unreadableEndpoint',
  'unknownReplyField',
  'unknownFilterSubfield',
  'dependsOnCycle',
  'presetNotGrid',
  'summaryNotNumeric',
  'summaryPeriodNotDate',
  'summaryMeasureColumn',
  'summaryTooManyGroups',
  'formatTooNew',
  'unknownCondition',
  'conditionCycle',
  'conditionNameTaken',
  'duplicateProperty',
  'jsonTrailingComma',
  'jsonExpectedValue',
  'jsonExpectedPropertyName',
  'jsonExpectedColon',
  'jsonExpectedComma',
  'jsonInvalidString',
  'jsonInvalidNumber',
  'jsonUnexpectedEnd',
  'jsonTextAfterEnd',
] as const;

export type DefinitionErrorCode = (typeof DEFINITION_ERROR_CODES)[number];

/** Codes of the checks of a definition against the report it is published for (its overlay target exists, its code is the report's). */
export const PUBLISH_ERROR_CODES = ['unknownOverlayTarget', 'codeMismatch'] as const;
