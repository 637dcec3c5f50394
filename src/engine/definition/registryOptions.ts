import type {
  Action, ActionId, ActionOptionsBulkDocuments, ActionOptionsDownloadFile, ActionOptionsDownloadsPanel, ActionOptionsExcelExport,
  ActionOptionsGeneratePurchaseOrder, ActionOptionsOpenDocument, ActionOptionsOpenDocuments, ActionOptionsOrderDetail, ActionOptionsSelectAllOc,
  ActionOptionsTrackingDialog, ActionOptionsValidateService, CellId, CellOptionsGenerateOc, CellOptionsLateDelivery, CellOptionsOcGenerated,
  CellOptionsOrderProgress, CellOptionsRemoteImage, CellOptionsValidationState, Column, RecordDialogOptions,
} from './reportDefinition.gen';

interface CellOptionsTable {
  orderProgress: CellOptionsOrderProgress;
  validationState: CellOptionsValidationState;
  lateDelivery: CellOptionsLateDelivery;
  generateOc: CellOptionsGenerateOc;
  ocGenerated: CellOptionsOcGenerated;
  remoteImage: CellOptionsRemoteImage;
}

interface ActionOptionsTable {
  openDocument: ActionOptionsOpenDocument;
  downloadFile: ActionOptionsDownloadFile;
  openDocuments: ActionOptionsOpenDocuments;
  bulkDocuments: ActionOptionsBulkDocuments;
  orderDetail: ActionOptionsOrderDetail;
  trackingDialog: ActionOptionsTrackingDialog;
  downloadsPanel: ActionOptionsDownloadsPanel;
  validateService: ActionOptionsValidateService;
  generatePurchaseOrder: ActionOptionsGeneratePurchaseOrder;
  selectAllOc: ActionOptionsSelectAllOc;
  excelExport: ActionOptionsExcelExport;
  recordDialog: RecordDialogOptions;
}

/** The options of each cell id, as the definition schema types them (CellOptions_<cell>); a new cell id without its options type does not compile. */
export type CellOptionsById = { [K in CellId]: CellOptionsTable[K] };
/** The options of each action id, as the definition schema types them (ActionOptions_<action>, RecordDialogOptions). */
export type ActionOptionsById = { [K in ActionId]: ActionOptionsTable[K] };

/** A column's options as its cell reads them (a validated definition's options fit the cell's schema); {} when it has none. */
export function cellOptions<K extends CellId>(column: Pick<Column, 'options'>, _cell: K): CellOptionsById[K] {
  return (column.options ?? {}) as CellOptionsById[K];
}

/** An action's options as the action reads them (a validated definition's options fit the action's schema); {} when it has none. */
export function actionOptions<K extends ActionId>(action: Pick<Action, 'options'>, _action: K): ActionOptionsById[K] {
  return (action.options ?? {}) as ActionOptionsById[K];
}
