import type { UserLinks } from '../../../domain/users/roleLinks';

/** A linked ERP element as the screen shows it: code and name. */
export interface Link {
  codigo: string;
  nombre: string;
}

/** A representative link: code, agent and name. */
export interface RepresentativeLink extends Link {
  agente: string;
}

/** What the administrator edits of a portal user: company, role, links, and the menu option and report flags (booleans by code). */
export interface UserDraft {
  empresa: string | null;
  nombreEmpresa: string;
  role: string | null;
  cliente: Link | null;
  sucursal: Link | null;
  /** Branches of a MULTISUCURSAL user. */
  sucursales: Link[];
  representante: RepresentativeLink | null;
  proveedor: Link | null;
  sucursalProv: Link | null;
  /** Menu option flags by option code. */
  opciones: Record<string, boolean>;
  /** Report flags by report code. */
  informes: Record<string, boolean>;
}

/** The links of a draft, by code. */
export function linksOf(d: UserDraft): UserLinks {
  return {
    cliente: d.cliente?.codigo ?? null,
    sucursal: d.sucursal?.codigo ?? null,
    sucursales: d.sucursales.map((s) => s.codigo),
    representante: d.representante?.codigo ?? null,
    agente: d.representante?.agente ?? null,
    proveedor: d.proveedor?.codigo ?? null,
    sucursalProv: d.sucursalProv?.codigo ?? null,
  };
}

const normalised = (d: UserDraft) => ({
  ...d,
  sucursales: [...d.sucursales].map((s) => s.codigo).sort(),
  opciones: Object.entries(d.opciones).filter(([, v]) => v).map(([k]) => k).sort(),
  informes: Object.entries(d.informes).filter(([, v]) => v).map(([k]) => k).sort(),
  cliente: d.cliente?.codigo ?? null,
  sucursal: d.sucursal?.codigo ?? null,
  representante: d.representante ? `${d.representante.codigo}/${d.representante.agente}` : null,
  proveedor: d.proveedor?.codigo ?? null,
  sucursalProv: d.sucursalProv?.codigo ?? null,
  nombreEmpresa: undefined,
});

/** True when the draft differs from what was saved (names and the order of branches do not count). */
export function isDirty(draft: UserDraft, saved: UserDraft): boolean {
  return JSON.stringify(normalised(draft)) !== JSON.stringify(normalised(saved));
}
