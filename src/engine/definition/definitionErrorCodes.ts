/**
 * Every code a definition error may carry (validateDefinition, orphanErrors). The designer shows
 * `designer.errors.<code>` with the error's params; a test checks each code has a text in every language.
 */
export const DEFINITION_ERROR_CODES = [
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
] as const;

export type DefinitionErrorCode = (typeof DEFINITION_ERROR_CODES)[number];
