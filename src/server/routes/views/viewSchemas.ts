import { flagSN, int, nullable, object, str } from '../../schemas/routeSchema.js';

type JsonSchema = Record<string, unknown>;

/** Tags of the saved-view calls in the OpenAPI document. */
export const tags = ['Saved views'];

/** Most views a user keeps of one report. */
export const VIEW_LIMIT = 200;

/** A report code. */
export const informe = str('Report code (informe), one the caller holds', { minLength: 1, maxLength: 50 });

/** A stored view's id. */
export const viewId = int('Id of a stored view', { minimum: 1 });

/** The longest key of a free-form map (a filter field, a column's field): checked by the calls, OpenAPI 3.0 having no propertyNames. */
export const MAX_KEY_LENGTH = 100;

/** Bounds of a view's filter values, checked by guardarVista (see checkFilterValues): the contract types them as any JSON value, as the portal keeps them. */
export const FILTER_VALUE_LIMITS = { text: 2000, items: 500, properties: 50 } as const;

/** The filter values of a view: field → a scalar, or an array or object of scalars (bounded). */
export const filtros: JsonSchema = {
  type: 'object', maxProperties: 100, additionalProperties: true,
  description: 'Filter field → value that differs from the form\'s initial values (null: the field emptied). A value is a string (at most '
    + `${FILTER_VALUE_LIMITS.text} characters), number, boolean or null, or an array (at most ${FILTER_VALUE_LIMITS.items} items) or object (at most `
    + `${FILTER_VALUE_LIMITS.properties} properties) of those; field names have at most 100 characters. Another value answers 400 naming filtros.`,
};

/** The fields of the columns shown, in order. */
export const columnas: JsonSchema = { type: 'array', maxItems: 200, items: str(undefined, { maxLength: 100 }), description: 'Fields of the columns shown, in their order' };

/** The sort of a view. */
export const orden: JsonSchema = object({
  columna: str('Field of the column sorted by', { minLength: 1, maxLength: 100 }), direccion: str(undefined, { enum: ['asc', 'desc'] }),
}, ['columna', 'direccion'], 'Sort of the view');

/** The grid's filter row: column field → operator and value. */
export const filaFiltros: JsonSchema = {
  type: 'object', maxProperties: 200,
  additionalProperties: object({ operador: str(undefined, { maxLength: 20 }), valor: str(undefined, { maxLength: 500 }) }, ['operador', 'valor']),
  description: 'The grid\'s filter row: column field → operator and value',
};

/** Column widths in pixels by field. */
export const anchos: JsonSchema = {
  type: 'object', maxProperties: 200, additionalProperties: int(undefined, { minimum: 20, maximum: 2000 }), description: 'Column field → width in pixels (20..2000)',
};

/** A role name of the table roles. */
const roleName = str(undefined, { minLength: 1, maxLength: 50 });

/** The body of guardarVista beside the session fields. */
export const saveViewFields: Record<string, JsonSchema> = {
  informe,
  id: int('Id of the caller\'s own view to replace; absent: a new view', { minimum: 1 }),
  nombre: str('Name of the view (trimmed; unique per user and report whatever its case)', { minLength: 1, maxLength: 80 }),
  filtros,
  columnas: nullable(columnas),
  orden: nullable(orden),
  tamPagina: nullable(int('Rows per page', { minimum: 1, maximum: 1000 })),
  filaFiltros: nullable(filaFiltros),
  busqueda: nullable(str('Search text of the grid tools', { maxLength: 200 })),
  predeterminada: flagSN('S: the caller\'s default view of the report; N: no longer, if it was'),
  ejecutarAlAbrir: flagSN('S: the report searches as soon as the view is opened'),
  compartidaRoles: { type: 'array', maxItems: 20, items: roleName, description: 'Roles (table roles) the view is shared with (administrators only); replaces the previous ones' },
  compartidaTodos: flagSN('S: shared with every user of the organisation (administrators only)'),
  fijada: flagSN('S: pinned on the caller\'s reports home; N: unpinned'),
};

/** One view as vistasInforme lists it. */
export const viewReply: JsonSchema = object({
  id: int(), nombre: str(), propia: flagSN('S: the caller\'s own view'), autor: str('The owner\'s user'), autorNombre: str('The owner\'s name'),
  filtros: { type: 'object', additionalProperties: true },
  columnas: nullable({ type: 'array', items: str() }),
  orden: nullable(object({ columna: str(), direccion: str(undefined, { enum: ['asc', 'desc'] }) })),
  tamPagina: nullable(int()),
  filaFiltros: nullable({ type: 'object', additionalProperties: object({ operador: str(), valor: str() }) }),
  busqueda: nullable(str()),
  ejecutarAlAbrir: flagSN(), compartidaRoles: { type: 'array', items: str() }, compartidaTodos: flagSN(),
  predeterminada: flagSN('S: the caller\'s default view of the report'), fijada: flagSN('S: pinned on the caller\'s reports home'),
  modificada: str('ISO date-time of the last change'),
});

/** The caller's column state of a report. */
export const columnStateReply: JsonSchema = nullable(object({
  columnas: { type: 'array', items: str() }, anchos: { type: 'object', additionalProperties: int() },
}, [], 'The caller\'s own column choice and widths of the report, null when none is stored'));

/** A view the designer's check finds stale: the parts the checked definition no longer has. */
export const affectedViewReply: JsonSchema = object({
  id: int(), nombre: str(), autor: str('The owner\'s user'), autorNombre: str('The owner\'s name (the user when it has none)'),
  filtros: { type: 'array', items: str(), description: 'Filter fields of the view the definition no longer has' },
  columnas: { type: 'array', items: str(), description: 'Columns of the view the definition no longer has' },
  orden: nullable(str('The sort column, when the definition no longer has it')),
  filaFiltros: { type: 'array', items: str(), description: 'Filter-row cells whose column the definition no longer has' },
});
