import { dialogAction } from '../../actions/dialogAction';
import { TrackingDialog } from './TrackingDialog';

/** Opens the carrier tracking states of a line's delivery note. */
export const trackingDialog = dialogAction(TrackingDialog);
