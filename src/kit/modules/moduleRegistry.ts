import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';

/** A menu module the portal has a screen for, keyed by the ERP option code. */
export interface PortalModule {
  code: string;
  route: string;
  labelKey: string;
  icon: SvgIconComponent;
  /** The header offers the company selector while the user is in this module (spec 1 §2.3). */
  companySelector?: boolean;
}

const modules = new Map<string, PortalModule>();

/** Registers a module; a code may be registered once. */
export function registerModule(module: PortalModule): void {
  if (modules.has(module.code)) throw new Error(`Module ${module.code} is already registered`);
  modules.set(module.code, module);
}

/** The module of an option code, or undefined when this portal has no screen for it. */
export function moduleFor(code: string): PortalModule | undefined {
  return modules.get(code);
}

/** Modules to show in the menu: those the server lists (in its order) that have a screen here. */
export function menuModules(optionCodes: readonly string[]): PortalModule[] {
  return optionCodes.map((c) => modules.get(c)).filter((m): m is PortalModule => Boolean(m));
}

/** Route after login: the stored module's route, or the reports module when none is stored or the user may not open it (`allowed`: the option codes the server lists). */
export function landingRoute(storedModule: string | null | undefined, allowed?: readonly string[]): string {
  const m = storedModule ? modules.get(storedModule.toUpperCase()) : undefined;
  const permitted = m && (!allowed || allowed.includes(m.code));
  return permitted ? m.route : `/${(DEFAULT_MODULE).toLowerCase()}`;
}

/** The module whose screens a path belongs to (its route or below), or undefined. */
export function moduleOfPath(pathname: string): PortalModule | undefined {
  return [...modules.values()].find((m) => pathname === m.route || pathname.startsWith(`${m.route}/`));
}

/** The default module: reports. */
export const DEFAULT_MODULE = 'INFORMES';

registerModule({ code: 'INFORMES', route: '/informes', labelKey: 'header.modules.INFORMES', icon: AssessmentOutlinedIcon });
registerModule({ code: 'PRESUPUESTOS', route: '/presupuestos', labelKey: 'header.modules.PRESUPUESTOS', icon: RequestQuoteOutlinedIcon, companySelector: true });
registerModule({ code: 'ADMIN_USU', route: '/administracion/usuarios', labelKey: 'header.modules.ADMIN_USU', icon: ManageAccountsOutlinedIcon });
registerModule({ code: 'ADMIN_INF', route: '/administracion/informes', labelKey: 'header.modules.ADMIN_INF', icon: DesignServicesOutlinedIcon });
