import { actionRegistry } from '../../actions/actionRegistry';
import { cellRegistry } from '../../cells/cellRegistry';
import { GenerateOcCell } from './GenerateOcCell';
import { generatePurchaseOrder } from './generatePurchaseOrder';
import { LateDeliveryCell } from './LateDeliveryCell';
import { OcGeneratedCell } from './OcGeneratedCell';
import { orderDetail } from './orderDetail';
import { OrderProgressCell } from './OrderProgressCell';
import './ordersCatalogue';
import { selectAllOc } from './selectAllOc';
import { trackingDialog } from './trackingDialog';

cellRegistry
  .register('orderProgress', OrderProgressCell)
  .register('lateDelivery', LateDeliveryCell)
  .register('generateOc', GenerateOcCell)
  .register('ocGenerated', OcGeneratedCell);

actionRegistry
  .register('orderDetail', orderDetail)
  .register('trackingDialog', trackingDialog)
  .register('generatePurchaseOrder', generatePurchaseOrder)
  .register('selectAllOc', selectAllOc);
