import { fromSN, toSN, type FlagSN } from './flags';

/** A warehouse of the configuration dialog. */
export interface WarehouseRow {
  centro: string;
  almacen: string;
  nombre: string;
  marcado: string;
}

/** A location of a warehouse. */
export interface LocationRow {
  centro: string;
  almacen: string;
  ubicacion: string;
  nombreUbicacion: string;
  marcado: string;
}

/** Marks changed in the dialog and not saved yet, by key; a mark set back to its saved value is no change. */
export interface PendingMarks {
  almacenes: ReadonlyMap<string, { row: WarehouseRow; on: boolean }>;
  ubicaciones: ReadonlyMap<string, { row: LocationRow; on: boolean }>;
}

/** No pending change. */
export const NO_MARKS: PendingMarks = { almacenes: new Map(), ubicaciones: new Map() };

/** Key of a warehouse (centre and warehouse). */
export const warehouseKey = (r: Pick<WarehouseRow, 'centro' | 'almacen'>): string => `${r.centro}|${r.almacen}`;
/** Key of a location (centre, warehouse and location). */
export const locationKey = (r: Pick<LocationRow, 'centro' | 'almacen' | 'ubicacion'>): string => `${r.centro}|${r.almacen}|${r.ubicacion}`;

/** The checkbox state of a warehouse: the pending change, else the saved S/N. */
export const warehouseMarked = (p: PendingMarks, r: WarehouseRow): boolean => p.almacenes.get(warehouseKey(r))?.on ?? fromSN(r.marcado);
/** The checkbox state of a location: the pending change, else the saved S/N. */
export const locationMarked = (p: PendingMarks, r: LocationRow): boolean => p.ubicaciones.get(locationKey(r))?.on ?? fromSN(r.marcado);

function setMark<R extends { marcado: string }>(map: ReadonlyMap<string, { row: R; on: boolean }>, key: string, row: R, on: boolean) {
  const next = new Map(map);
  if (on === fromSN(row.marcado)) next.delete(key);
  else next.set(key, { row, on });
  return next;
}

/** Marks or unmarks a warehouse. */
export const markWarehouse = (p: PendingMarks, r: WarehouseRow, on: boolean): PendingMarks => ({ ...p, almacenes: setMark(p.almacenes, warehouseKey(r), r, on) });
/** Marks or unmarks a location. */
export const markLocation = (p: PendingMarks, r: LocationRow, on: boolean): PendingMarks => ({ ...p, ubicaciones: setMark(p.ubicaciones, locationKey(r), r, on) });

/** True when something changed. */
export const hasPendingMarks = (p: PendingMarks): boolean => p.almacenes.size > 0 || p.ubicaciones.size > 0;

/** gestionAlmUbi of actualizaAlmacenesUbicaciones: the changed warehouses and locations with marcado S/N. */
export function warehouseUpdateBody(p: PendingMarks): {
  almacenes: { centro: string; almacen: string; marcado: FlagSN }[];
  ubicaciones: { centro: string; almacen: string; ubicacion: string; marcado: FlagSN }[];
} {
  return {
    almacenes: [...p.almacenes.values()].map(({ row, on }) => ({ centro: row.centro, almacen: row.almacen, marcado: toSN(on) })),
    ubicaciones: [...p.ubicaciones.values()].map(({ row, on }) => ({ centro: row.centro, almacen: row.almacen, ubicacion: row.ubicacion, marcado: toSN(on) })),
  };
}
