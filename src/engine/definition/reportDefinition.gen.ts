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
      const: unknown;
    }
  | {
      filter: string;
      format?: ValueFormat;
    }
  | {
      session: string;
      format?: ValueFormat;
    }
  | {
      row: string;
      format?: ValueFormat;
    }
  | {
      context: string;
      format?: ValueFormat;
    }
  | {
      when: Condition;
      then: ValueExpr;
      else?: ValueExpr;
    }
  | {
      /**
       * @minItems 1
       */
      firstOf: [ValueExpr, ...ValueExpr[]];
    }
  | {
      listOf: ValueExpr;
      item?: {
        [k: string]: ValueExpr | undefined;
      };
    }
  | {
      object: {
        [k: string]: ValueExpr | undefined;
      };
    }
  | {
      /**
       * @minItems 1
       */
      concat: [ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * @minItems 1
       */
      add: [ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * @minItems 2
       */
      subtract: [ValueExpr, ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
       * @minItems 2
       */
      multiply: [ValueExpr, ValueExpr, ...ValueExpr[]];
    }
  | {
      /**
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
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Column".
 */
export type Column = {
  field: string;
  headerKey: I18NKey;
  format?: 'text' | 'date' | 'amount' | 'price' | 'number' | 'flagIcon' | 'month' | 'enum' | 'code';
  enum?: {
    [k: string]:
      | {
          labelKey?: I18NKey;
          color?: CellColor;
        }
      | undefined;
  };
  /**
   * How a payload or display value is obtained: a constant, a filter, session, row or context value, a condition, the first non-empty of several, a list, an object, a text, or arithmetic over numbers (add, subtract, multiply, divide — a computed column such as a profit).
   */
  value?:
    | {
        const: unknown;
      }
    | {
        filter: string;
        format?: ValueFormat;
      }
    | {
        session: string;
        format?: ValueFormat;
      }
    | {
        row: string;
        format?: ValueFormat;
      }
    | {
        context: string;
        format?: ValueFormat;
      }
    | {
        when: Condition;
        then: ValueExpr;
        else?: ValueExpr;
      }
    | {
        /**
         * @minItems 1
         */
        firstOf: [ValueExpr, ...ValueExpr[]];
      }
    | {
        listOf: ValueExpr;
        item?: {
          [k: string]: ValueExpr | undefined;
        };
      }
    | {
        object: {
          [k: string]: ValueExpr | undefined;
        };
      }
    | {
        /**
         * @minItems 1
         */
        concat: [ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 1
         */
        add: [ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 2
         */
        subtract: [ValueExpr, ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 2
         */
        multiply: [ValueExpr, ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 2
         * @maxItems 2
         */
        divide: [ValueExpr, ValueExpr];
      };
  cell?: CellId;
  /**
   * Settings of the registered cell: typed per cell id (CellOptions_<cell>).
   */
  options?: {};
  sortable?: boolean;
  /**
   * Server column name for orderBy; default field.
   */
  sortField?: string;
  visibleWhen?: Condition;
  /**
   * Text colour of the cell: the colour of the first entry whose condition holds (row = the row); an enum entry's own colour wins.
   */
  colorWhen?: {
    when: Condition;
    color: CellColor;
  }[];
  width?: number;
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
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Action".
 */
export type Action = {
  id: string;
  action: ActionId;
  labelKey: I18NKey;
  icon: IconId;
  visibleWhen?: Condition;
  disabledWhen?: Condition;
  request?: RequestSpec;
  reply?: ReplySpec;
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
  titleKey: I18NKey;
  descriptionKey: I18NKey;
  texts?: DefinitionTexts;
  icon: IconId;
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
  choiceView?: ChoiceView;
  filters: FilterSet;
  request?: RequestSpec;
  reply?: ReplySpec;
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
  es: {
    [k: string]: string | undefined;
  };
  en: {
    [k: string]: string | undefined;
  };
  fr: {
    [k: string]: string | undefined;
  };
  it: {
    [k: string]: string | undefined;
  };
}
/**
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DialogSpec".
 */
export interface DialogSpec {
  fullScreen?: boolean;
  maxWidth?: 500 | 800 | 900 | 1000 | 1600;
}
/**
 * A first view of choice buttons; the chosen value is stored in the filter field and the filter view opens with a Back button.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ChoiceView".
 */
export interface ChoiceView {
  field: string;
  /**
   * @minItems 2
   */
  options: [
    {
      value: string;
      labelKey: I18NKey;
      descriptionKey: I18NKey;
      icon: IconId;
    },
    {
      value: string;
      labelKey: I18NKey;
      descriptionKey: I18NKey;
      icon: IconId;
    },
    ...{
      value: string;
      labelKey: I18NKey;
      descriptionKey: I18NKey;
      icon: IconId;
    }[]
  ];
}
/**
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FilterSet".
 */
export interface FilterSet {
  /**
   * JSON Schema of the filter values (react-jsonschema-form).
   */
  schema: {
    type: 'object';
    properties: {};
  };
  uiSchema?: UiSchema;
  fields?: {
    [k: string]: FieldSpec | undefined;
  };
  groups?: FilterGroup[];
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
  'ui:order'?: string[];
  [k: string]:
    | {
        'ui:widget'?: WidgetId;
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
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FieldSpec".
 */
export interface FieldSpec {
  visibleWhen?: Condition;
  disabledWhen?: Condition;
  default?: DefaultSpec;
  /**
   * Values taken from the session for some roles; the first whose condition holds wins. The field is locked to it unless the entry is editable.
   */
  fixed?: {
    when: Condition;
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
  dependsOn?: {
    field: string;
    clearOnChange?: boolean;
    disabledUntilSet?: boolean;
  };
  lookup?: LookupSpec;
  /**
   * Options loaded from the session or the server instead of a static enum: a registered source, a request whose reply lists them (its payload may use other fields and the session, and it is sent again when they change), or a range of integers. Give one of source, request or range. With enabledWhen, the options load only while that condition holds (e.g. a country is chosen); otherwise the list is empty. The field's whenNoOptions is the value it takes while its loaded option list is empty (e.g. a range that becomes 0 to 9999999 when a country has no provinces).
   */
  options?: {
    /**
     * A registered option source.
     */
    source?: 'orderStatuses' | 'transportAgencies' | 'zones' | 'years';
    exclude?: {
      when: Condition;
      values: unknown[];
    }[];
    /**
     * Options read from a call: rows at the first path of rows found in the reply (default dataRes), each giving its value and label.
     */
    request?: {
      endpoint: string;
      payload: {
        [k: string]: ValueExpr | undefined;
      };
      /**
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
      from?: ValueExpr;
      to: ValueExpr;
      count?: number;
      descending?: boolean;
    };
    enabledWhen?: Condition;
  };
  /**
   * Bound the picker by the role's date limits (fechaIniLimit, fechaFinLimit).
   */
  dateLimits?: {
    roleLimits?: boolean;
    /**
     * Which end of a date window the field is. When the role's auto-filter is on (autoFiltro S), an empty field opens on the role's window: start the later of fechaIniLimit and today minus diasAntiguedad, end the earlier of today and fechaFinLimit.
     */
    bound?: 'start' | 'end';
  };
  whenNoOptions?: ValueExpr;
}
/**
 * Initial value: a constant, today, a relative window start (days or months back, optionally the role's days of seniority), a session value, or any value expression (expr, e.g. the current year: {"context": "limits.today", "format": "year"}); atMost bounds a numeric default.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DefaultSpec".
 */
export interface DefaultSpec {
  value?: unknown;
  today?: boolean;
  daysAgo?: number;
  monthsAgo?: number;
  /**
   * Use diasAntiguedad instead of daysAgo when it is set and greater than 0.
   */
  useSeniority?: boolean;
  session?: string;
  atMost?: ValueExpr;
  expr?: ValueExpr;
}
/**
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "LookupSpec".
 */
export interface LookupSpec {
  source: 'clientes' | 'sucursales' | 'representantes' | 'representantesPropios' | 'zonas' | 'proveedores' | 'sucursalesProveedor';
  params?: {
    [k: string]: ValueExpr | undefined;
  };
  pageSize?: number;
  /**
   * Another source for some users: the first entry whose condition holds replaces source (e.g. a representative's restricted list).
   */
  sourceWhen?: {
    when: Condition;
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
  id: string;
  labelKey: I18NKey;
  /**
   * @minItems 1
   */
  fields: [string, ...string[]];
  visibleWhen?: Condition;
}
/**
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Rule".
 */
export interface Rule {
  /**
   * dateOrder: the first date is not after the second; requireOne: at least one field is filled; required: every field is filled; validDates: every field holds a real date; maxItems: no list holds more than max entries; maxMonths: from the first date to the second spans at most max calendar months, both ends' months counted; numberOrder: the first number is not greater than the second. (A date or month field holding an impossible date fails with messages.notValidDate without a rule.)
   */
  kind: 'dateOrder' | 'requireOne' | 'required' | 'validDates' | 'maxItems' | 'maxMonths' | 'numberOrder';
  /**
   * @minItems 1
   */
  fields?: [string, ...string[]];
  when?: Condition;
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
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "RequestSpec".
 */
export interface RequestSpec {
  endpoint: string;
  payload: {
    [k: string]: ValueExpr | undefined;
  };
  /**
   * Names of the paging fields in the payload (spec: offset = rowsPerPage*(page-1)+1).
   */
  paging?: {
    offset?: string;
    numRows?: string;
    orderBy?: string;
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
    id: string;
    endpoint: string;
    payload: {
      [k: string]: ValueExpr | undefined;
    };
    when?: Condition;
    /**
     * Path in the reply that must hold a value.
     */
    require?: string;
    emptyMessageKey?: I18NKey;
  }[];
}
/**
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
  documentType?: 'pdf' | 'csv' | 'zip' | 'auto';
  emptyMessageKey?: I18NKey;
  /**
   * Paths that each hold one document (url or base64); an action opening documents opens every one found, each in its own tab.
   */
  documentList?: string[];
}
/**
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "GridResult".
 */
export interface GridResult {
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
    widen?: DefaultSpec;
  };
  /**
   * Row fields that make a stable row id.
   *
   * @minItems 1
   */
  rowKey: [string, ...string[]];
  pageSize: number;
  /**
   * @minItems 1
   */
  pageSizes: [number, ...number[]];
  defaultSort?: {
    column: string;
    direction: 'asc' | 'desc';
  };
  /**
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  detail?: Detail | DetailTables;
  rowActions?: Action[];
  selection?: {
    visibleWhen?: Condition;
  };
  toolbarActions?: Action[];
  /**
   * How a payload or display value is obtained: a constant, a filter, session, row or context value, a condition, the first non-empty of several, a list, an object, a text, or arithmetic over numbers (add, subtract, multiply, divide — a computed column such as a profit).
   */
  subtitle?:
    | {
        const: unknown;
      }
    | {
        filter: string;
        format?: ValueFormat;
      }
    | {
        session: string;
        format?: ValueFormat;
      }
    | {
        row: string;
        format?: ValueFormat;
      }
    | {
        context: string;
        format?: ValueFormat;
      }
    | {
        when: Condition;
        then: ValueExpr;
        else?: ValueExpr;
      }
    | {
        /**
         * @minItems 1
         */
        firstOf: [ValueExpr, ...ValueExpr[]];
      }
    | {
        listOf: ValueExpr;
        item?: {
          [k: string]: ValueExpr | undefined;
        };
      }
    | {
        object: {
          [k: string]: ValueExpr | undefined;
        };
      }
    | {
        /**
         * @minItems 1
         */
        concat: [ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 1
         */
        add: [ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 2
         */
        subtract: [ValueExpr, ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 2
         */
        multiply: [ValueExpr, ValueExpr, ...ValueExpr[]];
      }
    | {
        /**
         * @minItems 2
         * @maxItems 2
         */
        divide: [ValueExpr, ValueExpr];
      };
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
    pagerTextKey?: I18NKey;
  };
}
/**
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "Detail".
 */
export interface Detail {
  request: RequestSpec;
  reply: ReplySpec;
  /**
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  rowKey?: string;
  /**
   * Only one row expanded at a time.
   */
  single?: boolean;
  pageSize?: number;
  rowActions?: Action[];
  /**
   * A row under the table: the label and the distinct non-empty values of this field among the lines shown (e.g. the observations of a purchase order).
   */
  footer?: {
    field: string;
    labelKey: I18NKey;
  };
  titleKey?: I18NKey;
  /**
   * Page sizes offered (with request.paging the table pages and sorts on the server and reads the total from reply.total).
   *
   * @minItems 1
   */
  pageSizes?: [number, ...number[]];
  defaultSort?: {
    column: string;
    direction: 'asc' | 'desc';
  };
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
   * @minItems 1
   */
  tables: [Detail, ...Detail[]];
  /**
   * Only one row expanded at a time.
   */
  single?: boolean;
}
/**
 * A report form: Download sends the request and opens the returned PDF in a new tab.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "DocumentResult".
 */
export interface DocumentResult {
  kind: 'document';
  downloadLabelKey?: I18NKey;
}
/**
 * An embedded page: Search sends the request and shows the address the reply gives (reply.document paths) in a frame inside the dialog.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "FrameResult".
 */
export interface FrameResult {
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
  kind: 'selection';
  /**
   * Filter field (type array) that holds the chosen rows.
   */
  field: string;
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
   * @minItems 1
   */
  columns: [
    {
      field: string;
      headerKey: I18NKey;
    },
    ...{
      field: string;
      headerKey: I18NKey;
    }[]
  ];
  pageSize: number;
  /**
   * Pause after typing before searching (default 500).
   */
  searchDelayMs?: number;
  searchLabelKey?: I18NKey;
  /**
   * A key present in every translation catalogue.
   */
  emptySelectionKey?: string;
  downloadLabelKey?: I18NKey;
}
/**
 * Options of the recordDialog action: its request loads one record, shown as cards of labelled fields; title is the value given to titleKey as {{value}}, record the path of the record in the reply (default dataRes).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "RecordDialogOptions".
 */
export interface RecordDialogOptions {
  titleKey: I18NKey;
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
      titleKey: I18NKey;
      /**
       * @minItems 1
       */
      fields: [Column, ...Column[]];
      visibleWhen?: Condition;
    },
    ...{
      titleKey: I18NKey;
      /**
       * @minItems 1
       */
      fields: [Column, ...Column[]];
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
  lateWhen?: Condition;
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
  missingKey?: I18NKey;
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
  missingKey?: I18NKey;
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
  missingKey?: I18NKey;
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
  zipRequest: RequestSpec;
  zipReply?: ReplySpec;
  /**
   * File name of the zip.
   */
  zipName: string;
  /**
   * A key present in every translation catalogue.
   */
  missingKey?: string;
}
/**
 * Options of the orderDetail action (its request loads the detail header; row = the order).
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_orderDetail".
 */
export interface ActionOptionsOrderDetail {
  titleKey: I18NKey;
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
   * @minItems 1
   *
   * Items: A card of labelled fields.
   */
  cards: [
    {
      titleKey: I18NKey;
      /**
       * @minItems 1
       */
      fields: [Column, ...Column[]];
    },
    ...{
      titleKey: I18NKey;
      /**
       * @minItems 1
       */
      fields: [Column, ...Column[]];
    }[]
  ];
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
  action?: Action;
  visibleWhen?: Condition;
  choiceLabel?: ValueExpr;
}
/**
 * Options of the trackingDialog action.
 *
 * This interface was referenced by `ReportDefinition`'s JSON-Schema
 * via the `definition` "ActionOptions_trackingDialog".
 */
export interface ActionOptionsTrackingDialog {
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
   * Items: A kind of document the panel offers: the line fields that may hold it (url or base64), label and icon.
   */
  documents?: {
    /**
     * @minItems 1
     */
    fields: [string, ...string[]];
    labelKey: I18NKey;
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
  fileName: string;
  sheetName: string;
  /**
   * Extra payload fields of the export request (e.g. descargaExcelSN S).
   */
  payload?: {
    [k: string]: ValueExpr | undefined;
  };
  reply?: ReplySpec;
  /**
   * Columns added after the visible ones when their condition holds.
   */
  extraColumns?: Column[];
}
