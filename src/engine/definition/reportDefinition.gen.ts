/* eslint-disable */
// Generated from schemas/report-definition.schema.json — do not edit.
// Regenerate with: npx tsx scripts/generate-types.ts
/**
 * A key present in every translation catalogue.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "I18nKey".
 */
export type I18NKey = string;
/**
 * Icon id of the renderer's icon registry.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "IconId".
 */
export type IconId =
  | 'orders'
  | 'sales'
  | 'statistics'
  | 'invoice'
  | 'calendar'
  | 'unpaid'
  | 'risk'
  | 'map'
  | 'transfer'
  | 'eco'
  | 'people'
  | 'quote'
  | 'cart'
  | 'document'
  | 'assignment'
  | 'contract'
  | 'wallet'
  | 'inventory'
  | 'query'
  | 'dashboard'
  | 'pickup'
  | 'delivery'
  | 'truck'
  | 'pdf'
  | 'csv'
  | 'download'
  | 'check'
  | 'tracking'
  | 'detail'
  | 'attach'
  | 'photo'
  | 'ticket'
  | 'purchaseOrder'
  | 'validate'
  | 'person';
/**
 * Id of the renderer's widget registry.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "WidgetId".
 */
export type WidgetId =
  | 'text'
  | 'select'
  | 'checkbox'
  | 'checkboxGroup'
  | 'multiSelect'
  | 'date'
  | 'month'
  | 'year'
  | 'lookup'
  | 'hidden'
  | 'number'
  | 'autocomplete'
  | 'search';
/**
 * How a payload or display value is obtained: a constant, a filter, session, row or context value, a condition, the first non-empty of several, a list, an object, a text, or arithmetic over numbers (add, subtract, multiply, divide — a computed column such as a profit).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ValueExpr".
 */
export type ValueExpr =
  | {
      /**
       * A constant: any JSON value, sent as it is.
       */
      const: unknown;
    }
  | {
      /**
       * Path of a filter value: a field name, or a member of it (cliente.nombre).
       */
      filter: string;
      /**
       * How the value is converted for the wire (dates, S/N, the code of a lookup value…).
       */
      format?: ValueFormat;
    }
  | {
      /**
       * Path of a session value (usuario, cliente, empresa, representante…: the datosUsuarioPortal fields).
       */
      session: string;
      /**
       * How the value is converted for the wire.
       */
      format?: ValueFormat;
    }
  | {
      /**
       * Path of a field of the current row (in a detail request, a row action, a computed column or a list item).
       */
      row: string;
      /**
       * How the value is converted for the wire.
       */
      format?: ValueFormat;
    }
  | {
      /**
       * Path in the condition context: parameters.<name> (the report entry's parametros), limits.today, steps.<id>.<path> (a request.before reply), search (the typed text of a selection list)…
       */
      context: string;
      /**
       * How the value is converted for the wire.
       */
      format?: ValueFormat;
    }
  | {
      /**
       * The condition deciding between then and else.
       */
      when: Condition;
      /**
       * The value while the condition holds.
       */
      then: ValueExpr;
      /**
       * The value otherwise (nothing is sent when absent).
       */
      else?: ValueExpr;
    }
  | {
      /**
       * Candidates tried in order: the first that is not empty is the value.
       *
       * @minItems 1
       */
      firstOf: [ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * The list value to map (e.g. the chosen rows of a list filter).
       */
      listOf: ValueExpr;
      /**
       * The object built for each element, by field name (row = the element); without it the list is sent as it is.
       */
      item?: {
        [k: string]: ValueExpr | undefined;
      };
    }
  | {
      /**
       * The members of the object, each an expression.
       */
      object: {
        [k: string]: ValueExpr | undefined;
      };
    }
  | {
      /**
       * The parts joined, in order; empty parts are skipped.
       *
       * @minItems 1
       */
      concat: [ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * The numbers added up.
       *
       * @minItems 1
       */
      add: [ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * The first number, then each of the others taken from it.
       *
       * @minItems 2
       */
      subtract: [ValueExpr, ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * The numbers multiplied together.
       *
       * @minItems 2
       */
      multiply: [ValueExpr, ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * The dividend and the divisor.
       *
       * @minItems 2
       * @maxItems 2
       */
      divide: [ValueExpr, ValueExpr];
    };
/**
 * dmy DD/MM/YYYY, iso YYYY-MM-DD, my MM/YYYY (the month of a month or date value), sn boolean to S/N, code the codigo of a lookup value, year the year of a date.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ValueFormat".
 */
export type ValueFormat = 'dmy' | 'iso' | 'upper' | 'sn' | 'number' | 'string' | 'code' | 'year' | 'my';
/**
 * A column of a grid (or a labelled field of a card): the row field, its header, how the value is formatted or drawn, when it shows and how it sorts and filters.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Column".
 */
export type Column = {
  /**
   * Row field the column shows (a path, e.g. cliente.nombre); with the column chooser and overlays it is also the column's id.
   */
  field: string;
  /**
   * Text key of the column header (and of the field label in a card).
   */
  headerKey: I18NKey;
  /**
   * How the value is shown: text, date (DD/MM/YYYY), amount (de-DE euros with 2 decimals; empty as 0,00 €), price (euros with 2 to 6 decimals), number, flagIcon (S/N or true/false shown as yes or no), month (the name of month 1–12), enum (the labels and colours of enum), code (the codigo of an object). Date, amount, price, number, month and code columns take their content's width.
   */
  format?: 'text' | 'date' | 'amount' | 'price' | 'number' | 'flagIcon' | 'month' | 'enum' | 'code';
  /**
   * With format enum: per raw value, its label and colour.
   */
  enum?: {
    [k: string]:
      | {
          /**
           * Text key shown for this value (default the value itself).
           */
          labelKey?: I18NKey;
          /**
           * Colour of the text for this value (it wins over colorWhen).
           */
          color?: CellColor;
        }
      | undefined;
  };
  /**
   * Computed display value (row fields); default the field itself.
   */
  value?: ValueExpr;
  /**
   * A registered cell that draws the value (progress dots, late-delivery date, purchase-order mark, picture…) instead of the format.
   */
  cell?: CellId;
  /**
   * Settings of the registered cell: typed per cell id (CellOptions_<cell>).
   */
  options?: {};
  /**
   * false: the header does not sort (default true; the server sorts, by sortField).
   */
  sortable?: boolean;
  /**
   * Server column name for orderBy; default field.
   */
  sortField?: string;
  /**
   * The column shows only while this condition holds (e.g. the customer columns for staff only).
   */
  visibleWhen?: Condition;
  /**
   * Text colour of the cell: the colour of the first entry whose condition holds (row = the row); an enum entry's own colour wins.
   */
  colorWhen?: {
    /**
     * Condition on the row (row = the row) for this colour.
     */
    when: Condition;
    /**
     * The text colour while the condition holds.
     */
    color: CellColor;
  }[];
  /**
   * Width in pixels: the column takes its content's width, at least this one.
   */
  width?: number;
  /**
   * Share of the free width among the sharing columns (default 1); with flex the column shares even when it has a width or an exact format.
   */
  flex?: number;
  /**
   * Only in exports, never on screen.
   */
  exportOnly?: boolean;
  /**
   * With the grid's filter row: false leaves this column without a filter cell (default true, except columns with a computed value and no sortField).
   */
  filterable?: boolean;
  /**
   * Server column name for the filter row and the search panel; default sortField, then field.
   */
  filterField?: string;
  /**
   * Operators offered in the filter cell; default by format: text and codes contains, startswith, endswith, =, <>; amounts, numbers and dates =, <>, <, >, <=, >=.
   *
   * @minItems 1
   */
  filterOperators?: [FilterOperator, ...FilterOperator[]];
  /**
   * With the grid's column chooser: false keeps the column always shown (default true).
   */
  hideable?: boolean;
  /**
   * With the grid's column chooser: the column starts hidden until the user shows it.
   */
  hidden?: boolean;
  /**
   * With the grid's search panel: whether the search looks in this column (default true for text and code columns, false for the others).
   */
  searchable?: boolean;
};
/**
 * Colour of a cell text (theme palette).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellColor".
 */
export type CellColor = 'success' | 'error' | 'warning' | 'info' | 'default';
/**
 * Id of the renderer's cell registry.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellId".
 */
export type CellId = 'orderProgress' | 'validationState' | 'lateDelivery' | 'generateOc' | 'ocGenerated' | 'remoteImage';
/**
 * Operator of a grid filter-row cell (sent in the request's filter and query).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FilterOperator".
 */
export type FilterOperator = 'contains' | 'startswith' | 'endswith' | '=' | '<>' | '<' | '>' | '<=' | '>=';
/**
 * A button running a registered action: on each row, in the toolbar, on each detail line or in an order detail.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Action".
 */
export type Action = {
  /**
   * Id of the action, unique in its list: overlays merge actions by it, and an order document's lineAction names it.
   */
  id: string;
  /**
   * The registered action the button runs (open or download a document, a dialog, an export…).
   */
  action: ActionId;
  /**
   * Text key of the button's label (for a row action, the accessible name and tooltip of its icon button).
   */
  labelKey: I18NKey;
  /**
   * Icon of the button.
   */
  icon: IconId;
  /**
   * The button shows only while this condition holds (row = the row for a row action).
   */
  visibleWhen?: Condition;
  /**
   * The button is disabled while this condition holds.
   */
  disabledWhen?: Condition;
  /**
   * The call the action makes (e.g. the document of the row), with the row's fields available as {"row": …}.
   */
  request?: RequestSpec;
  /**
   * Where the action's reply keeps its document or rows, and its error.
   */
  reply?: ReplySpec;
  /**
   * Name of the file a downloadFile action saves (default documento.<type>).
   */
  fileName?: ValueExpr;
  /**
   * Settings of the registered action: typed per action id (ActionOptions_<action>).
   */
  options?: {};
};
/**
 * Id of the renderer's action registry.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionId".
 */
export type ActionId =
  | 'openDocument'
  | 'downloadFile'
  | 'bulkDocuments'
  | 'orderDetail'
  | 'trackingDialog'
  | 'downloadsPanel'
  | 'validateService'
  | 'generatePurchaseOrder'
  | 'selectAllOc'
  | 'excelExport'
  | 'recordDialog'
  | 'openDocuments';

/**
 * One report of the reports home: what it asks (filters), what it calls (request), where the answer lives (reply) and how it shows it (result). Interpreted by the generic renderer; conditions are JSON Schemas evaluated against the condition context.
 */
export interface ReportDefinition {
  /**
   * Address of this JSON Schema ("../schemas/report-definition.schema.json" in the standard files) so that editors offer completion and checks; the portal ignores it.
   */
  $schema?: string;
  /**
   * The version of the definition language the definition is written in (the current one is 2). Absent: version 1. Every definition the portal reads (files, published versions, drafts, imports) is upgraded to the current version first (src/engine/definition/formatVersion.ts lists the migrations); a newer version than the portal knows is refused.
   */
  formatVersion?: 2;
  /**
   * The ERP's informe code.
   */
  code: string;
  /**
   * Named conditions of this definition: any condition of it may be written { "condition": "<name>" } (also inside allOf, anyOf, oneOf and not). Names shared by every definition are in report-definitions/shared/conditions.json (customerRoles, notCustomerRoles, representative, branchUser, supplier, admin, staff, adminOrRepresentative, cloud); an own name may not reuse one of them.
   */
  conditions?: {
    [k: string]: Condition | undefined;
  };
  /**
   * Text key of the report's name: the card on the reports home, the dialog title and the report list (listaInformesPortal textos).
   */
  titleKey: I18NKey;
  /**
   * Text key of the report's one-line description on its card of the reports home.
   */
  descriptionKey: I18NKey;
  /**
   * The definition's own texts per language; its keys win over the portal catalogues, so a customer report needs no catalogue change.
   */
  texts?: DefinitionTexts;
  /**
   * Icon of the report's card on the home (served as icono by listaInformesPortal).
   */
  icon: IconId;
  /**
   * Size of the dialog the report opens in: full screen, or a maximum width.
   */
  dialog: DialogSpec;
  /**
   * The report's entry in the ERP's report list of a newly created organisation (the demo data): its place, Spanish name, parameters (parametros, read by the services and the portal) and the roles whose users hold it from the start (ADMIN holds every report). Example: "entry": { "order": 4, "name": "Reimpresión de facturas", "parameters": { "showBtnDescargaCsv": "S" }, "roles": ["CLIENTE", "REPRESENTANTE"] }.
   */
  entry?: {
    /**
     * Place of the report in the list (and on the home).
     */
    order: number;
    /**
     * Spanish name of the entry (the ERP's descripcion).
     */
    name: string;
    /**
     * The entry's parametros: settings of the report the services and the portal read (flat values).
     */
    parameters?: {
      [k: string]: string | number | boolean | undefined;
    };
    /**
     * Roles whose users hold the report in a new organisation, besides ADMIN.
     */
    roles?: ('REPRESENTANTE' | 'CLIENTE' | 'SUCURSAL' | 'MULTISUCURSAL' | 'PROVEEDOR' | 'SOPORTE')[];
  };
  /**
   * The report opens by itself after a login through an access link of this kind (shop: /login/<token>, expert: /loginExpert/<token>) when the user holds it; when several do, the first listed opens. Example: "openAfterTokenLogin": "shop".
   */
  openAfterTokenLogin?: 'shop' | 'expert';
  /**
   * Search (or open the document or frame) as soon as the report opens, when its filters pass their rules; otherwise the user presses Search.
   */
  searchOnOpen?: boolean;
  /**
   * Saved views of the report: a user names the filter values, columns, sort and page size and opens them again, from the view menu, as a link or as a card pinned on the reports home; administrators share them by role. On for every report unless enabled is false. presets are the views the definition itself offers to everyone who holds the report.
   */
  views?: {
    /**
     * false: the report has no view menu, its links carry no state and the services refuse to save views of it.
     */
    enabled?: boolean;
    /**
     * Views the definition offers, listed before the users' own and read-only for them.
     */
    presets?: ViewPreset[];
  };
  /**
   * A first view of large choice buttons shown before the filters (e.g. the four kinds of the pickups report).
   */
  choiceView?: ChoiceView;
  /**
   * The filter form: the fields (a JSON Schema and uiSchema for react-jsonschema-form), what each field does per role, groups and validation rules.
   */
  filters: FilterSet;
  /**
   * The call the report makes on Search or Download: its endpoint, the payload built from filters, session and constants, and the paging names. Every report needs one (checked after the schema: missingRequest).
   */
  request?: RequestSpec;
  /**
   * Where the reply of the request keeps its rows, total, document and error, and what an empty result says.
   */
  reply?: ReplySpec;
  /**
   * How the answer is shown: a grid of rows, a document form (Download opens a PDF), an embedded frame, or a selection list whose chosen rows the request sends.
   */
  result: GridResult | DocumentResult | FrameResult | SelectionResult;
}
/**
 * A JSON Schema evaluated by ajv against the condition context {role, onPremise, domain, organisation, permissions, parameters, session, filters, row, limits, steps, search} (schemas/condition-context.schema.json). True when the context validates. It may only name properties of that context: filters its filter fields, session the session fields, steps the request.before ids, role the portal roles. { "condition": "<name>" } stands for a named condition (the definition's conditions, or a shared one of report-definitions/shared/conditions.json), also as a part of allOf, anyOf, oneOf or not.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Condition".
 */
export interface Condition {}
/**
 * The definition's own texts, one map per language (key → text). A key of the definition (titleKey, descriptionKey, headerKey, labelKey, message keys) is looked up here first, then in the portal's catalogues, so a customer report needs no catalogue change. Every key must be in all four languages.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DefinitionTexts".
 */
export interface DefinitionTexts {
  /**
   * Spanish texts by key.
   */
  es: {
    [k: string]: string | undefined;
  };
  /**
   * English texts by key.
   */
  en: {
    [k: string]: string | undefined;
  };
  /**
   * French texts by key.
   */
  fr: {
    [k: string]: string | undefined;
  };
  /**
   * Italian texts by key.
   */
  it: {
    [k: string]: string | undefined;
  };
}
/**
 * Size of the report's dialog.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DialogSpec".
 */
export interface DialogSpec {
  /**
   * The report opens in a full-screen dialog (listaInformesPortal pantallaCompleta S).
   */
  fullScreen?: boolean;
  /**
   * Widest the dialog may be, in pixels, when it is not full screen (listaInformesPortal anchoMaximo).
   */
  maxWidth?: 500 | 800 | 900 | 1000 | 1600;
}
/**
 * A view the definition offers: filter values that differ from the form's initial values, the columns shown in their order, the sort and the page size. Its filters, columns and sort column must exist in the definition.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ViewPreset".
 */
export interface ViewPreset {
  /**
   * Id of the preset, unique in the definition; its link is ?vista=def:<id>.
   */
  id: string;
  /**
   * Name of the view in the view menu.
   */
  labelKey: I18NKey;
  /**
   * Filter field → value applied over the form's initial values (null empties the field). A field a role fixes keeps the role's value.
   */
  filters?: {};
  /**
   * Fields of the columns shown, in this order (grid results; a column that cannot be hidden shows anyway).
   */
  columns?: string[];
  /**
   * Sort of the view (grid results).
   */
  sort?: {
    /**
     * Field of the column sorted by.
     */
    column: string;
    /**
     * asc or desc.
     */
    direction: 'asc' | 'desc';
  };
  /**
   * Rows per page (grid results).
   */
  pageSize?: number;
  /**
   * Search as soon as the view is chosen.
   */
  searchOnOpen?: boolean;
}
/**
 * A first view of choice buttons; the chosen value is stored in the filter field and the filter view opens with a Back button.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ChoiceView".
 */
export interface ChoiceView {
  /**
   * Filter field that receives the value of the button chosen.
   */
  field: string;
  /**
   * The choice buttons, in order (at least two).
   *
   * @minItems 2
   */
  options: [
    {
      /**
       * Value stored in the filter field when this button is chosen.
       */
      value: string;
      /**
       * Text key of the button's label.
       */
      labelKey: I18NKey;
      /**
       * Text key of the explanation shown under the label.
       */
      descriptionKey: I18NKey;
      /**
       * Icon of the button.
       */
      icon: IconId;
    },
    {
      /**
       * Value stored in the filter field when this button is chosen.
       */
      value: string;
      /**
       * Text key of the button's label.
       */
      labelKey: I18NKey;
      /**
       * Text key of the explanation shown under the label.
       */
      descriptionKey: I18NKey;
      /**
       * Icon of the button.
       */
      icon: IconId;
    },
    ...{
      /**
       * Value stored in the filter field when this button is chosen.
       */
      value: string;
      /**
       * Text key of the button's label.
       */
      labelKey: I18NKey;
      /**
       * Text key of the explanation shown under the label.
       */
      descriptionKey: I18NKey;
      /**
       * Icon of the button.
       */
      icon: IconId;
    }[]
  ];
}
/**
 * The filter form of a report: a JSON Schema of the values, how to draw them, what each field does and the rules they must pass.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FilterSet".
 */
export interface FilterSet {
  /**
   * JSON Schema of the filter values (react-jsonschema-form).
   */
  schema: {
    /**
     * Always "object": the filter values form one object.
     */
    type: 'object';
    /**
     * The filter fields by name: a JSON Schema per field (type, title as a text key, enum or oneOf options, default, minimum and maximum…). Payloads and conditions name the fields by these names (filters.<name>).
     */
    properties: {};
  };
  /**
   * How the form draws the fields: their order and, per field, its widget and widget options.
   */
  uiSchema?: UiSchema;
  /**
   * What each filter field does beyond its schema, by field name: visibility, default, values fixed per role, dependencies, lookup, loaded options and date limits.
   */
  fields?: {
    [k: string]: FieldSpec | undefined;
  };
  /**
   * Fields revealed by a toggle button each (advanced search); fields of a closed group are hidden.
   */
  groups?: FilterGroup[];
  /**
   * Checks of the filter values before Search or Download: the first that fails shows its message (or keeps Search disabled with blocksSearch) and nothing is sent.
   */
  rules?: Rule[];
  /**
   * The form is only its fields (typically one field with the search widget) and has no Clear or Search button: Enter or Tab in a field runs the search.
   */
  searchBox?: boolean;
}
/**
 * react-jsonschema-form uiSchema: per field, ui:widget is a registered widget id.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "UiSchema".
 */
export interface UiSchema {
  /**
   * Order of the fields in the form (names of filters.schema.properties).
   */
  'ui:order'?: string[];
  [k: string]:
    | {
        /**
         * The widget that draws the field: an id of the renderer's widget registry (without it, react-jsonschema-form's default for the field's type).
         */
        'ui:widget'?: WidgetId;
        /**
         * Options of the field's widget (react-jsonschema-form ui:options).
         */
        'ui:options'?: {
          /**
           * Select widget: offer the empty 'any' option (default true for a field that is not required). Set false when the options already contain an 'all' value.
           */
          emptyOption?: boolean;
        };
      }
    | string[]
    | undefined;
}
/**
 * What one filter field does beyond its JSON Schema: when it shows or is disabled, where it starts, values fixed per role, dependencies, pickers, loaded options and date limits.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FieldSpec".
 */
export interface FieldSpec {
  /**
   * The field shows only while this condition holds (e.g. only for staff, or only for some values of another field).
   */
  visibleWhen?: Condition;
  /**
   * The field is shown disabled while this condition holds.
   */
  disabledWhen?: Condition;
  /**
   * The value the field starts with (and returns to on Clear), when no fixed value applies.
   */
  default?: DefaultSpec;
  /**
   * Values taken from the session for some roles; the first whose condition holds wins. The field is locked to it unless the entry is editable.
   */
  fixed?: {
    /**
     * Condition on the user (usually the role) for which this value applies.
     */
    when: Condition;
    /**
     * The value the field takes, usually from the session (e.g. the customer's own code and name).
     */
    value: ValueExpr;
    /**
     * Hide the field instead of showing it disabled.
     */
    hide?: boolean;
    /**
     * The value is only where the field starts (and where Clear returns it): the field stays enabled and the user may pick another value, e.g. a representative starting on its own code and choosing from its restricted list.
     */
    editable?: boolean;
  }[];
  /**
   * Another field this one depends on: cleared when that field changes, disabled until it has a value (e.g. a branch after a customer).
   */
  dependsOn?: {
    /**
     * The filter field this one depends on.
     */
    field: string;
    /**
     * Empty this field whenever the other field changes.
     */
    clearOnChange?: boolean;
    /**
     * Keep this field disabled while the other field is empty.
     */
    disabledUntilSet?: boolean;
  };
  /**
   * Makes the field a code-and-name picker with a search dialog over a registered lookup source (use it with the lookup widget).
   */
  lookup?: LookupSpec;
  /**
   * Options loaded from the session or the server instead of a static enum: a registered source, a request whose reply lists them (its payload may use other fields and the session, and it is sent again when they change), or a range of integers. Give one of source, request or range. With enabledWhen, the options load only while that condition holds (e.g. a country is chosen); otherwise the list is empty. The field's whenNoOptions is the value it takes while its loaded option list is empty (e.g. a range that becomes 0 to 9999999 when a country has no provinces).
   */
  options?: {
    /**
     * A registered option source.
     */
    source?: 'orderStatuses' | 'transportAgencies' | 'zones' | 'years';
    /**
     * Values left out of the options while a condition holds (e.g. a status some domains do not use).
     */
    exclude?: {
      /**
       * While this condition holds, the values are left out.
       */
      when: Condition;
      /**
       * The option values left out.
       */
      values: unknown[];
    }[];
    /**
     * Options read from a call: rows at the first path of rows found in the reply (default dataRes), each giving its value and label.
     */
    request?: {
      /**
       * The call that lists the options (a report or shared call of the services).
       */
      endpoint: string;
      /**
       * Body of the call, by field name; it may read other filter fields and the session, and is sent again when they change.
       */
      payload: {
        [k: string]: ValueExpr | undefined;
      };
      /**
       * Reply paths tried in order for the option rows (default dataRes).
       *
       * @minItems 1
       */
      rows?: [string, ...string[]];
      /**
       * Row field holding the option's value.
       */
      value: string;
      /**
       * Row field holding the option's text.
       */
      label: string;
      /**
       * Show the option as 'value - label'.
       */
      labelWithCode?: boolean;
    };
    /**
     * Integers up to `to` (included): from `from`, or the last `count` of them (e.g. the current year and 19 earlier); newest first with descending.
     */
    range?: {
      /**
       * First integer of the range (omit it to use count).
       */
      from?: ValueExpr;
      /**
       * Last integer of the range, included (e.g. the current year, or the session's maximum level).
       */
      to: ValueExpr;
      /**
       * Without from: how many integers, ending at to (e.g. 20 years).
       */
      count?: number;
      /**
       * List the integers from the highest down.
       */
      descending?: boolean;
    };
    /**
     * The options load only while this condition holds (e.g. a country is chosen); otherwise the list is empty.
     */
    enabledWhen?: Condition;
  };
  /**
   * Bound the picker by the role's date limits (fechaIniLimit, fechaFinLimit).
   */
  dateLimits?: {
    /**
     * Bound the date picker by the role's first and last allowed dates (fechaIniLimit, fechaFinLimit); a typed date outside them is named at the field and blocks Search. Defaults then start inside the window.
     */
    roleLimits?: boolean;
    /**
     * Which end of a date window the field is. When the role's auto-filter is on (autoFiltro S), an empty field opens on the role's window: start the later of fechaIniLimit and today minus diasAntiguedad, end the earlier of today and fechaFinLimit.
     */
    bound?: 'start' | 'end';
  };
  /**
   * The value the field takes while its loaded option list is empty (e.g. a province range 0 to 9999999 for a country without provinces).
   */
  whenNoOptions?: ValueExpr;
}
/**
 * Initial value: a constant, today, a relative window start (days or months back, optionally the role's days of seniority), a session value, or any value expression (expr, e.g. the current year: {"context": "limits.today", "format": "year"}); atMost bounds a numeric default.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DefaultSpec".
 */
export interface DefaultSpec {
  /**
   * A constant initial value (a text, number, boolean, list or object).
   */
  value?: unknown;
  /**
   * Start on today's date (the role's last allowed date when that is earlier and the field has roleLimits).
   */
  today?: boolean;
  /**
   * Start this many days before today (the role's first allowed date when that is later and the field has roleLimits).
   */
  daysAgo?: number;
  /**
   * Start this many months before today (bounded like daysAgo).
   */
  monthsAgo?: number;
  /**
   * Use diasAntiguedad instead of daysAgo when it is set and greater than 0.
   */
  useSeniority?: boolean;
  /**
   * Start on this session value (a path in the session, e.g. empresa).
   */
  session?: string;
  /**
   * With a numeric value: the default is at most this value when it is a positive number (e.g. a level no higher than the session's maximum).
   */
  atMost?: ValueExpr;
  /**
   * Start on the value of this expression (e.g. the current year).
   */
  expr?: ValueExpr;
}
/**
 * A code-and-name picker over a registered lookup source, with a search dialog.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "LookupSpec".
 */
export interface LookupSpec {
  /**
   * The registered lookup source: the call that lists the items (customers, branches, representatives, the representative's own list, zones, suppliers, the supplier's branches).
   */
  source: 'clientes' | 'sucursales' | 'representantes' | 'representantesPropios' | 'zonas' | 'proveedores' | 'sucursalesProveedor';
  /**
   * Extra body fields of the lookup call (e.g. the chosen customer for the branch list).
   */
  params?: {
    [k: string]: ValueExpr | undefined;
  };
  /**
   * Items per page of the search dialog (default the source's own).
   */
  pageSize?: number;
  /**
   * Another source for some users: the first entry whose condition holds replaces source (e.g. a representative's restricted list).
   */
  sourceWhen?: {
    /**
     * Condition for which this source replaces the default one.
     */
    when: Condition;
    /**
     * The lookup source used while the condition holds.
     */
    source: 'clientes' | 'sucursales' | 'representantes' | 'representantesPropios' | 'zonas' | 'proveedores' | 'sucursalesProveedor';
  }[];
}
/**
 * Fields revealed by a toggle button (advanced search).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FilterGroup".
 */
export interface FilterGroup {
  /**
   * Id of the group, unique in the form (the toggle button remembers whether it is open by it).
   */
  id: string;
  /**
   * Text key of the toggle button.
   */
  labelKey: I18NKey;
  /**
   * Filter fields shown only while the group is open.
   *
   * @minItems 1
   */
  fields: [string, ...string[]];
  /**
   * The group (its button and fields) shows only while this condition holds.
   */
  visibleWhen?: Condition;
}
/**
 * A check of the filter values made before the request is sent.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Rule".
 */
export interface Rule {
  /**
   * dateOrder: the first date is not after the second; requireOne: at least one field is filled; required: every field is filled; validDates: every field holds a real date; maxItems: no list holds more than max entries; maxMonths: from the first date to the second spans at most max calendar months, both ends' months counted; numberOrder: the first number is not greater than the second. (A date or month field holding an impossible date fails with messages.notValidDate without a rule.)
   */
  kind: 'dateOrder' | 'requireOne' | 'required' | 'validDates' | 'maxItems' | 'maxMonths' | 'numberOrder';
  /**
   * The filter fields the rule checks, in the order its kind reads them (start before end).
   *
   * @minItems 1
   */
  fields?: [string, ...string[]];
  /**
   * The rule applies only while this condition holds (e.g. only for staff roles).
   */
  when?: Condition;
  /**
   * Text key of the message shown when the rule fails (the specification's message keys, e.g. messages.fechaInicialMayorFinal).
   */
  messageKey: I18NKey;
  /**
   * The Search button stays disabled while the rule fails (instead of an alert on Search).
   */
  blocksSearch?: boolean;
  /**
   * maxItems: the most entries a list field may hold; maxMonths: the most months the two dates may span.
   */
  max?: number;
}
/**
 * A call to the services: its endpoint, the body built from expressions, and the names of its paging fields.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "RequestSpec".
 */
export interface RequestSpec {
  /**
   * Path of the call (POST with a JSON body), e.g. /wscomun/portalinformes/getPedidosAlbaranesCab; it must be a call of the services' contract (a report or shared call for data).
   */
  endpoint: string;
  /**
   * The body, by field name: each value an expression over filters, session, row and context; a value that resolves to nothing is left out. The portal adds tira and empresa itself when the body lacks them.
   */
  payload: {
    [k: string]: ValueExpr | undefined;
  };
  /**
   * Names of the paging fields in the payload (spec: offset = rowsPerPage*(page-1)+1).
   */
  paging?: {
    /**
     * Payload field for the first row of the page (rowsPerPage*(page-1)+1).
     */
    offset?: string;
    /**
     * Payload field for the rows per page.
     */
    numRows?: string;
    /**
     * Payload field for the sort column (the column's sortField, else its field).
     */
    orderBy?: string;
    /**
     * Payload field for the sort direction (ASC or DESC).
     */
    order?: string;
    /**
     * Payload field for the grid's filter-row conditions: [[column, operator, value], "and", …] with server column names.
     */
    filter?: string;
    /**
     * Payload field for the same conditions as one text: column operator 'value' joined by ' and ' (quotes doubled).
     */
    query?: string;
    /**
     * Payload field for the grid's search-panel text.
     */
    search?: string;
    /**
     * Payload field for the server names of the columns the search panel looks in (comma separated).
     */
    searchCols?: string;
    /**
     * Payload field in which the service takes the row fields to return (reply field names, comma separated). Exports send the fields their columns read (computed columns included), so a large export reads, sends and parses only those; without it every field comes back.
     */
    fields?: string;
  };
  /**
   * Calls made first, in order; each reply is available to the payload as the context value steps.<id> (e.g. {"context": "steps.branch.dataRes.0.proveedor"}). A step with when is made only when that condition holds; with require, a reply without a value at that path stops the request with emptyMessageKey.
   */
  before?: {
    /**
     * Name of the step: its reply is read as {"context": "steps.<id>…"}.
     */
    id: string;
    /**
     * Path of the step's call.
     */
    endpoint: string;
    /**
     * Body of the step's call, by field name.
     */
    payload: {
      [k: string]: ValueExpr | undefined;
    };
    /**
     * The step is made only while this condition holds.
     */
    when?: Condition;
    /**
     * Path in the reply that must hold a value.
     */
    require?: string;
    /**
     * Text key of the message shown when the reply lacks the value at require (default messages.notFoundDefault).
     */
    emptyMessageKey?: I18NKey;
  }[];
}
/**
 * Where a reply keeps what the report reads: paths tried in order for rows, total, document and error.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ReplySpec".
 */
export interface ReplySpec {
  /**
   * Paths tried in order for the row list (dataRes, dataRes.result, documentosCab).
   *
   * @minItems 1
   */
  rows?: [string, ...string[]];
  /**
   * Paths tried in order for the total (numReg, totalRows).
   */
  total?: string[];
  /**
   * Also require statusCode '200' in the body.
   */
  statusCode?: boolean;
  /**
   * Paths tried in order for an error code; a non-zero code is a failure (errorDefault with the message and the code).
   */
  errorCode?: string[];
  /**
   * Paths tried in order for the message of that error code.
   */
  errorMessage?: string[];
  /**
   * Paths tried in order for a document (url or base64).
   */
  document?: string[];
  /**
   * Declared type of the reply's document (pdf, csv, zip, or auto). Informative: the renderer does not read it; an action's options.documentType sets how its document opens.
   */
  documentType?: 'pdf' | 'csv' | 'zip' | 'auto';
  /**
   * Text key of the message shown when a document form or frame finds no document in the reply (default messages.notFoundDefault).
   */
  emptyMessageKey?: I18NKey;
  /**
   * Paths that each hold one document (url or base64); an action opening documents opens every one found, each in its own tab.
   */
  documentList?: string[];
}
/**
 * A grid of rows: columns, page sizes, sort, row and toolbar actions, selection, an expandable detail and the grid tools.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "GridResult".
 */
export interface GridResult {
  /**
   * "grid": a paged, sorted grid of rows.
   */
  kind: 'grid';
  /**
   * What a search that finds nothing says: the date window it searched (the start and end filter fields, DD/MM/YYYY), and with widen an offer to search again from an earlier start (a default such as {"monthsAgo": 12}; the role's date limits still apply).
   */
  emptyResult?: {
    /**
     * The start and end date filter fields.
     *
     * @minItems 2
     * @maxItems 2
     */
    dates: [string, string];
    /**
     * An earlier start offered as a button ("Search from …"), as a default such as {"monthsAgo": 12}.
     */
    widen?: DefaultSpec;
  };
  /**
   * Row fields that make a stable row id.
   *
   * @minItems 1
   */
  rowKey: [string, ...string[]];
  /**
   * Rows per page at first.
   */
  pageSize: number;
  /**
   * Page sizes the pager offers.
   *
   * @minItems 1
   */
  pageSizes: [number, ...number[]];
  /**
   * Sort of the first search (sent to the server through the request's paging names).
   */
  defaultSort?: {
    /**
     * Field of the column sorted by.
     */
    column: string;
    /**
     * asc or desc.
     */
    direction: 'asc' | 'desc';
  };
  /**
   * The grid's columns, in order.
   *
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * An expandable detail under each row: one table (with its own call) or several sub-tables.
   */
  detail?: Detail | DetailTables;
  /**
   * Buttons at the end of each row (row = the row).
   */
  rowActions?: Action[];
  /**
   * A checkbox column to select rows, which toolbar actions such as bulkDocuments act on.
   */
  selection?: {
    /**
     * The checkbox column shows only while this condition holds.
     */
    visibleWhen?: Condition;
  };
  /**
   * Buttons above the grid (exports, bulk downloads, actions on the selection).
   */
  toolbarActions?: Action[];
  /**
   * Text beside the title (e.g. the chosen client's name).
   */
  subtitle?: ValueExpr;
  /**
   * Grid tools the report switches on.
   */
  tools?: {
    /**
     * A menu that shows and hides columns; the choice is remembered per user and report.
     */
    columnChooser?: boolean;
    /**
     * A row of filter cells under the headers (operator + value), sent to the server through the request's paging names filter and query.
     */
    filterRow?: boolean;
    /**
     * A search box above the grid, sent through the request's paging names search and searchCols.
     */
    searchPanel?: boolean;
    /**
     * Text key beside the pager, given {{page}}, {{pages}} and {{total}}.
     */
    pagerTextKey?: I18NKey;
  };
  /**
   * Summaries the report offers in its Resumen panel, besides the one a user composes: rows of the whole search grouped by one or two columns, with counts, sums, averages, minimums or maximums, shown as a table and a chart.
   */
  summaries?: SummaryPreset[];
}
/**
 * A table of lines loaded for an expanded row (or one sub-table of several).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Detail".
 */
export interface Detail {
  /**
   * The call that loads the lines of the expanded row (row = the expanded row).
   */
  request: RequestSpec;
  /**
   * Where the reply keeps the lines (and the total, when the table pages on the server).
   */
  reply: ReplySpec;
  /**
   * The columns of the lines table.
   *
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * Line field that identifies a line (default its position).
   */
  rowKey?: string;
  /**
   * Only one row expanded at a time.
   */
  single?: boolean;
  /**
   * Lines per page at first (default the first of pageSizes, else 5).
   */
  pageSize?: number;
  /**
   * Buttons on each line (row = the line).
   */
  rowActions?: Action[];
  /**
   * A row under the table: the label and the distinct non-empty values of this field among the lines shown (e.g. the observations of a purchase order).
   */
  footer?: {
    /**
     * Line field whose distinct values the footer lists.
     */
    field: string;
    /**
     * Text key of the footer's label.
     */
    labelKey: I18NKey;
  };
  /**
   * Text key of the table's title (useful with several tables).
   */
  titleKey?: I18NKey;
  /**
   * Page sizes offered (with request.paging the table pages and sorts on the server and reads the total from reply.total).
   *
   * @minItems 1
   */
  pageSizes?: [number, ...number[]];
  /**
   * Sort of the lines at first (with request.paging, sent to the server).
   */
  defaultSort?: {
    /**
     * Field of the column sorted by.
     */
    column: string;
    /**
     * asc or desc.
     */
    direction: 'asc' | 'desc';
  };
  /**
   * Text key shown when the row has no lines (default messages.noResultados).
   */
  emptyMessageKey?: I18NKey;
}
/**
 * An expansion made of several sub-tables, one under the other, each with its own request, paging, sort and empty state.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DetailTables".
 */
export interface DetailTables {
  /**
   * The sub-tables, in order, each with its own call, columns, title, paging and empty text.
   *
   * @minItems 1
   */
  tables: [Detail, ...Detail[]];
  /**
   * Only one row expanded at a time.
   */
  single?: boolean;
}
/**
 * A named summary of a grid report: the rows of the whole search (every page, fetched like the Excel export) grouped by one or two columns, with one or more measures per group. Its columns must exist, its measures other than count need a numeric column (amount, price or number; computed columns included), and a period only applies to a date column.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "SummaryPreset".
 */
export interface SummaryPreset {
  /**
   * Id of the summary, unique in the definition.
   */
  id: string;
  /**
   * Name of the summary in the Resumen panel's list.
   */
  labelKey: I18NKey;
  /**
   * One or two columns the rows are grouped by; with two, the second splits each group (the series of a stacked chart).
   *
   * @minItems 1
   */
  groupBy: [SummaryGroup, ...SummaryGroup[]];
  /**
   * What each group shows; the first one orders the groups that are not dates and chooses the top 1,000 when there are more.
   *
   * @minItems 1
   */
  measures: [SummaryMeasure, ...SummaryMeasure[]];
  /**
   * The chart shown first: bars, stacked bars (needs two groups), lines or a pie (default bars).
   */
  chart?: 'bar' | 'stackedBar' | 'line' | 'pie';
}
/**
 * A column the rows of a summary are grouped by.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "SummaryGroup".
 */
export interface SummaryGroup {
  /**
   * Field of the grid column grouped by (its value as the grid shows it; an empty value is its own group).
   */
  column: string;
  /**
   * For a date column: the period its dates are grouped in (default month).
   */
  period?: 'day' | 'month' | 'quarter' | 'year';
  /**
   * Row field (a path) whose text names each group beside its value: the name of a code, the description of a status. Not offered to a user from whom a column of that field is hidden.
   */
  labelField?: string;
}
/**
 * One figure of each group: the number of rows, or the sum, average, minimum or maximum of a numeric column (empty values left out).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "SummaryMeasure".
 */
export interface SummaryMeasure {
  /**
   * count (rows of the group; with a column, its non-empty values), sum, avg, min or max.
   */
  fn: 'count' | 'sum' | 'avg' | 'min' | 'max';
  /**
   * Field of the numeric column measured (amount, price or number, computed columns included); required unless fn is count.
   */
  column?: string;
}
/**
 * A report form: Download sends the request and opens the returned PDF in a new tab.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DocumentResult".
 */
export interface DocumentResult {
  /**
   * "document": a form whose Download opens the returned document.
   */
  kind: 'document';
  /**
   * Text key of the Download button (default report.download).
   */
  downloadLabelKey?: I18NKey;
}
/**
 * An embedded page: Search sends the request and shows the address the reply gives (reply.document paths) in a frame inside the dialog.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FrameResult".
 */
export interface FrameResult {
  /**
   * "frame": the address the reply gives, shown in a frame.
   */
  kind: 'frame';
  /**
   * Frame height in pixels (default 700).
   */
  height?: number;
}
/**
 * Choose rows from a searchable, paged list (the search runs as the user types); the chosen rows go into a filter field (a list) that the request sends, and Download makes the document. The list call (source) may use the context value search (the typed text) in its payload; its paging names the paging fields.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "SelectionResult".
 */
export interface SelectionResult {
  /**
   * "selection": a searchable list whose chosen rows the request sends.
   */
  kind: 'selection';
  /**
   * Filter field (type array) that holds the chosen rows.
   */
  field: string;
  /**
   * The call that lists the rows to choose from, with paging names; it may read the typed text as {"context": "search"}.
   */
  source: RequestSpec;
  /**
   * Paths tried for the rows (default dataRes).
   *
   * @minItems 1
   */
  rows?: [string, ...string[]];
  /**
   * Paths tried for the total (default numReg).
   */
  total?: string[];
  /**
   * Row field identifying a row.
   */
  key: string;
  /**
   * Row field shown on the chip of a chosen row.
   */
  label: string;
  /**
   * Columns of the list.
   *
   * @minItems 1
   */
  columns: [
    {
      /**
       * Row field of the column.
       */
      field: string;
      /**
       * Text key of the column header.
       */
      headerKey: I18NKey;
    },
    ...{
      /**
       * Row field of the column.
       */
      field: string;
      /**
       * Text key of the column header.
       */
      headerKey: I18NKey;
    }[]
  ];
  /**
   * Rows per page of the list.
   */
  pageSize: number;
  /**
   * Pause after typing before searching (default 500).
   */
  searchDelayMs?: number;
  /**
   * Text key of the search box (default lookup.search).
   */
  searchLabelKey?: I18NKey;
  /**
   * Text shown while nothing is chosen.
   */
  emptySelectionKey?: I18NKey;
  /**
   * Text key of the Download button (default report.download).
   */
  downloadLabelKey?: I18NKey;
}
/**
 * Options of the recordDialog action: its request loads one record, shown as cards of labelled fields; title is the value given to titleKey as {{value}}, record the path of the record in the reply (default dataRes).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "RecordDialogOptions".
 */
export interface RecordDialogOptions {
  /**
   * Text key of the dialog title; it receives the title value as {{value}}.
   */
  titleKey: I18NKey;
  /**
   * The value given to the title as {{value}} (e.g. the customer's code).
   */
  title?: ValueExpr;
  /**
   * Path of the record in the reply (default dataRes).
   */
  record?: string;
  /**
   * Cards of fields; a card shows when its visibleWhen holds with row = the record.
   *
   * @minItems 1
   */
  cards: [
    {
      /**
       * Text key of the card's title.
       */
      titleKey: I18NKey;
      /**
       * The labelled fields of the card, as columns (field, headerKey, format).
       *
       * @minItems 1
       */
      fields: [Column, ...Column[]];
      /**
       * The card shows only while this condition holds (row = the record).
       */
      visibleWhen?: Condition;
    },
    ...{
      /**
       * Text key of the card's title.
       */
      titleKey: I18NKey;
      /**
       * The labelled fields of the card, as columns (field, headerKey, format).
       *
       * @minItems 1
       */
      fields: [Column, ...Column[]];
      /**
       * The card shows only while this condition holds (row = the record).
       */
      visibleWhen?: Condition;
    }[]
  ];
}
/**
 * Options of the orderProgress cell.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellOptions_orderProgress".
 */
export interface CellOptionsOrderProgress {
  /**
   * Row field with the status name to show under the dots (default: the step's name).
   */
  labelField?: string;
}
/**
 * The validationState cell takes no options.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellOptions_validationState".
 */
export interface CellOptionsValidationState {}
/**
 * Options of the lateDelivery cell.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellOptions_lateDelivery".
 */
export interface CellOptionsLateDelivery {
  /**
   * Row field with the order's web status id (empty date while it is 0; never late at the last step).
   */
  statusField: string;
  /**
   * The delay shows only while this condition holds (e.g. only for staff and representatives).
   */
  lateWhen?: Condition;
  /**
   * Days of delay tolerated before a date counts as late (e.g. the report parameter diasRetraso).
   */
  graceDays?: ValueExpr;
}
/**
 * Options of the generateOc cell, which the purchase-order toolbar actions read too.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellOptions_generateOc".
 */
export interface CellOptionsGenerateOc {
  /**
   * Line fields that make a line id unique across orders (the key of its mark).
   *
   * @minItems 1
   */
  key: [string, ...string[]];
  /**
   * The line's mark cannot change while this condition holds (row = the line; e.g. a purchase order already generated).
   */
  lockedWhen?: Condition;
}
/**
 * Options of the ocGenerated cell.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellOptions_ocGenerated".
 */
export interface CellOptionsOcGenerated {
  /**
   * Row field with the number of the generated purchase order.
   */
  numberField?: string;
}
/**
 * Options of the remoteImage cell.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "CellOptions_remoteImage".
 */
export interface CellOptionsRemoteImage {
  /**
   * The call, per row, that answers the picture's address (row = the row).
   */
  request: RequestSpec;
  /**
   * Reply paths tried in order for the image's address.
   *
   * @minItems 1
   */
  url: [string, ...string[]];
  /**
   * Side of the thumbnail in pixels (default 50).
   */
  size?: number;
  /**
   * Widest the enlarged image's dialog may be, in pixels (default 800).
   */
  dialogMaxWidth?: number;
  /**
   * Row field describing the picture (its alternative text); default 'image of {code}' with the cell's value.
   */
  altField?: string;
}
/**
 * Options of the openDocument action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_openDocument".
 */
export interface ActionOptionsOpenDocument {
  /**
   * Row field holding the document (url or base64) when there is no request.
   */
  documentField?: string;
  /**
   * Text key of the title shown when there is no document (default messages.notFoundDefault).
   */
  missingKey?: I18NKey;
  /**
   * Text key of the explanation shown when there is no document (default messages.notFoundDefaultDesc).
   */
  missingDescKey?: I18NKey;
  /**
   * Type of the document shown or saved (default pdf).
   */
  documentType?: 'pdf' | 'csv' | 'zip' | 'xlsx';
}
/**
 * Options of the downloadFile action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_downloadFile".
 */
export interface ActionOptionsDownloadFile {
  /**
   * Row field holding the document (url or base64) when there is no request.
   */
  documentField?: string;
  /**
   * Text key of the title shown when there is no document (default messages.notFoundDefault).
   */
  missingKey?: I18NKey;
  /**
   * Text key of the explanation shown when there is no document (default messages.notFoundDefaultDesc).
   */
  missingDescKey?: I18NKey;
  /**
   * Type of the document shown or saved (default pdf).
   */
  documentType?: 'pdf' | 'csv' | 'zip' | 'xlsx';
}
/**
 * Options of the openDocuments action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_openDocuments".
 */
export interface ActionOptionsOpenDocuments {
  /**
   * Row field holding the document (url or base64) when there is no request.
   */
  documentField?: string;
  /**
   * Text key of the title shown when a document is missing (default messages.notFoundDefault).
   */
  missingKey?: I18NKey;
  /**
   * Text key of the explanation shown when a document is missing (default messages.notFoundDefaultDesc).
   */
  missingDescKey?: I18NKey;
  /**
   * Type of the document shown or saved (default pdf).
   */
  documentType?: 'pdf' | 'csv' | 'zip' | 'xlsx';
}
/**
 * Options of the bulkDocuments action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_bulkDocuments".
 */
export interface ActionOptionsBulkDocuments {
  /**
   * Above this many selected rows, one zip instead of one tab each (spec: 10).
   */
  zipAbove: number;
  /**
   * The call that makes the zip of the selected rows' documents (the rows are {"row": "rows"}).
   */
  zipRequest: RequestSpec;
  /**
   * Where the zip reply keeps the file (default dataRes.File).
   */
  zipReply?: ReplySpec;
  /**
   * File name of the zip.
   */
  zipName: string;
  /**
   * Message when the zip reply holds no file (default messages.notFacturaFound).
   */
  missingKey?: I18NKey;
}
/**
 * Options of the orderDetail action (its request loads the detail header; row = the order).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_orderDetail".
 */
export interface ActionOptionsOrderDetail {
  /**
   * Text key of the dialog title; it receives the title value as {{value}}.
   */
  titleKey: I18NKey;
  /**
   * The value given to the title as {{value}} (e.g. the order number).
   */
  title?: ValueExpr;
  /**
   * Path of the header object in the reply (default dataRes).
   */
  header?: string;
  /**
   * Header field with the web status id shown as the progress bar.
   */
  statusField?: string;
  /**
   * Lines per page of the lines table (the report's detail definition).
   */
  linesPageSize?: number;
  /**
   * Cards of labelled fields of the order (general, shipping, billing), read from the row and the header.
   *
   * @minItems 1
   *
   * Items: A card of labelled fields.
   */
  cards: [
    {
      /**
       * Text key of the card's title.
       */
      titleKey: I18NKey;
      /**
       * The labelled fields of the card, as columns (field, headerKey, format).
       *
       * @minItems 1
       */
      fields: [Column, ...Column[]];
    },
    ...{
      /**
       * Text key of the card's title.
       */
      titleKey: I18NKey;
      /**
       * The labelled fields of the card, as columns (field, headerKey, format).
       *
       * @minItems 1
       */
      fields: [Column, ...Column[]];
    }[]
  ];
  /**
   * Document buttons of the detail (delivery notes, invoices…).
   */
  documents: OrderDocument[];
}
/**
 * A document button of the order detail.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "OrderDocument".
 */
export interface OrderDocument {
  /**
   * Id of a detail row action: the button opens the document of the lines where that action shows (one, or a choice when several differ).
   */
  lineAction?: string;
  /**
   * The action the button runs, when the document is not a line action's (row = the order).
   */
  action?: Action;
  /**
   * The button shows only while this condition holds (row = the order).
   */
  visibleWhen?: Condition;
  /**
   * Label of each line in the choice offered when several lines hold different documents (row = the line).
   */
  choiceLabel?: ValueExpr;
}
/**
 * Options of the trackingDialog action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_trackingDialog".
 */
export interface ActionOptionsTrackingDialog {
  /**
   * The delivery note whose tracking the dialog shows: an object with empresa, ejercicio and numeroAlbaran (row = the line).
   */
  deliveryNote: ValueExpr;
}
/**
 * Options of the downloadsPanel action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_downloadsPanel".
 */
export interface ActionOptionsDownloadsPanel {
  /**
   * The kinds of document the panel offers; a button shows only for the kinds some line holds.
   *
   * Items: A kind of document the panel offers: the line fields that may hold it (url or base64), label and icon.
   */
  documents?: {
    /**
     * Line fields that may hold a document of this kind (url or base64).
     *
     * @minItems 1
     */
    fields: [string, ...string[]];
    /**
     * Text key of the button.
     */
    labelKey: I18NKey;
    /**
     * Icon of the button.
     */
    icon: IconId;
  }[];
}
/**
 * The validateService action takes no options.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_validateService".
 */
export interface ActionOptionsValidateService {}
/**
 * The generatePurchaseOrder action takes no options.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_generatePurchaseOrder".
 */
export interface ActionOptionsGeneratePurchaseOrder {}
/**
 * The selectAllOc action takes no options.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_selectAllOc".
 */
export interface ActionOptionsSelectAllOc {}
/**
 * Options of the excelExport action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_excelExport".
 */
export interface ActionOptionsExcelExport {
  /**
   * File name of the export; its extension follows the format chosen (xlsx or csv).
   */
  fileName: string;
  /**
   * Name of the spreadsheet's sheet.
   */
  sheetName: string;
  /**
   * Extra payload fields of the export request (e.g. descargaExcelSN S).
   */
  payload?: {
    [k: string]: ValueExpr | undefined;
  };
  /**
   * Where the export's pages keep their rows (default the report's reply).
   */
  reply?: ReplySpec;
  /**
   * Columns added after the visible ones when their condition holds.
   */
  extraColumns?: Column[];
}
