import { dialogAction } from '../../actions/dialogAction';
import { OrderDetailDialog } from './OrderDetailDialog';

/** Opens the order detail dialog of a row. */
export const orderDetail = dialogAction(OrderDetailDialog);
