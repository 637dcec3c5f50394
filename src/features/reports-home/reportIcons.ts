import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EcoOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MoneyOffOutlined from '@mui/icons-material/MoneyOffOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';

/** Card icon and dialog size of each report code; unknown codes get a generic document icon. */
export const REPORT_PRESENTATION: Record<string, { icon: SvgIconComponent; fullScreen: boolean }> = {
  ESTADO_PED_ALB: { icon: LocalShippingOutlined, fullScreen: true },
  ESTADO_VENTAS: { icon: TrendingUpOutlined, fullScreen: false },
  ESTADIST_VENTAS: { icon: BarChartOutlined, fullScreen: false },
  REIMP_FACT: { icon: ReceiptLongOutlined, fullScreen: true },
  ESTADO_VENCI: { icon: EventNoteOutlined, fullScreen: false },
  IMPAGADOS: { icon: MoneyOffOutlined, fullScreen: false },
  RIESGOS: { icon: WarningAmberOutlined, fullScreen: false },
  ESTAD_PROV_REP: { icon: MapOutlined, fullScreen: false },
  ENTR_REC_TRANS: { icon: SwapHorizOutlined, fullScreen: true },
  CERT_MEDIOAMB: { icon: EcoOutlined, fullScreen: true },
  CARTERA_CLIENTS: { icon: PeopleOutlined, fullScreen: false },
  PRESUPUESTOS: { icon: RequestQuoteOutlined, fullScreen: true },
  COMPRAS_VENTAS: { icon: ShoppingCartOutlined, fullScreen: true },
  FACT_CLIENTES: { icon: DescriptionOutlined, fullScreen: true },
  ALB_PROV: { icon: AssignmentOutlined, fullScreen: true },
  CONT_TRAT: { icon: GavelOutlined, fullScreen: true },
  FACT_PROV: { icon: AccountBalanceWalletOutlined, fullScreen: true },
  STOCK_ARTICULOS: { icon: Inventory2Outlined, fullScreen: true },
  OC_PENDIENTES: { icon: QueryStatsOutlined, fullScreen: true },
  CONSULTAS: { icon: InsertChartOutlined, fullScreen: true },
};

/** Presentation of a report code. */
export function reportPresentation(code: string): { icon: SvgIconComponent; fullScreen: boolean } {
  return REPORT_PRESENTATION[code] ?? { icon: DescriptionOutlined, fullScreen: false };
}
