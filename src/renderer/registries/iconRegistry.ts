import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MoneyOffOutlined from '@mui/icons-material/MoneyOffOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { IconId } from '../../engine/definition/reportDefinition.gen';
import { Registry } from './Registry';

/** Icons by the ids definitions use. */
export const iconRegistry = new Registry<SvgIconComponent>('icon');

const ICONS: Record<IconId, SvgIconComponent> = {
  orders: LocalShippingOutlined, sales: TrendingUpOutlined, statistics: BarChartOutlined, invoice: ReceiptLongOutlined, calendar: EventNoteOutlined,
  unpaid: MoneyOffOutlined, risk: WarningAmberOutlined, map: MapOutlined, transfer: SwapHorizOutlined, eco: EnergySavingsLeafOutlined,
  people: PeopleOutlined, quote: RequestQuoteOutlined, cart: ShoppingCartOutlined, document: DescriptionOutlined, assignment: AssignmentOutlined,
  contract: GavelOutlined, wallet: AccountBalanceWalletOutlined, inventory: Inventory2Outlined, query: QueryStatsOutlined, dashboard: DashboardOutlined,
  pickup: MoveToInboxOutlined, delivery: OutboxOutlined, truck: LocalShippingOutlined, pdf: PictureAsPdfOutlined, csv: TableViewOutlined,
  download: DownloadOutlined, check: CheckCircleOutline, tracking: InsertChartOutlined, detail: VisibilityOutlined, attach: AttachFileOutlined,
  photo: PhotoCameraOutlined, ticket: ReceiptOutlined, purchaseOrder: AddShoppingCartOutlined, validate: TaskAltOutlined, person: PersonOutlined,
};
for (const [id, icon] of Object.entries(ICONS)) iconRegistry.register(id, icon);
