import { dialogAction } from '../actions/dialogAction';
import { RecordDialog } from './RecordDialog';

/** Opens a record (one request, cards of fields) from a row or the toolbar. */
export const recordDialog = dialogAction(RecordDialog);
