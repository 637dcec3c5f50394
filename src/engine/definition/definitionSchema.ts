import schema from '../../../schemas/report-definition.schema.json';

/** The JSON Schema of a report definition (schemas/report-definition.schema.json), for what reads it outside the checks (the designer's editor help). */
export const DEFINITION_SCHEMA = schema;
