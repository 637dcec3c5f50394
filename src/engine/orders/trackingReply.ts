import { parseDay } from '../filters/dates';
import { getPath, isEmpty } from '../values/getPath';

/** One carrier event of a delivery note. */
export interface TrackingEvent {
  estado: string;
  fecha: string;
  hora: string;
  numBulto: string;
  albaran: string;
  /** Where it happened, when the carrier says. */
  ubicacion: string;
}

/** What a tracking reply says: the events (oldest first), the parcels, the carrier's codes and an error when the ERP reports one. */
export interface TrackingInfo {
  events: TrackingEvent[];
  /** Distinct parcel numbers, in order of appearance. */
  bultos: string[];
  codTracking: string;
  tipoTracking: string;
  /** Set when the reply has both an error code and a message (spec 2 §8: 'errorMssgTracking'). */
  error?: { code: string; message: string };
}

/** The identity of a delivery note for the tracking calls. */
export interface DeliveryNoteRef {
  empresa: string;
  ejercicio: string | number;
  numeroAlbaran: string | number;
}

const text = (v: unknown) => (isEmpty(v) ? '' : String(v));

/** Body of obtenerTraking and obtenerUrlTracking for one delivery note (spec 2 §7 "Tracking"). */
export function trackingRequestBody(ref: DeliveryNoteRef): Record<string, unknown> {
  return { help: 'N', albaran: [{ empresa: ref.empresa, tipoEmpresa: 0, ejercicio: ref.ejercicio, numeroAlbaran: ref.numeroAlbaran }] };
}

/** A delivery-note reference from loose values (query string, row); null when the year or the number is missing. */
export function deliveryNoteRef(value: { empresa?: unknown; ejercicio?: unknown; numeroAlbaran?: unknown }, defaultEmpresa: string): DeliveryNoteRef | null {
  const ejercicio = text(value.ejercicio).trim();
  const numeroAlbaran = text(value.numeroAlbaran).trim();
  if (!ejercicio || !numeroAlbaran) return null;
  return { empresa: text(value.empresa).trim() || defaultEmpresa, ejercicio, numeroAlbaran };
}

const sortKey = (e: TrackingEvent) => `${parseDay(e.fecha)?.format('YYYY-MM-DD') ?? e.fecha} ${e.hora.padStart(5, '0')}`;

/** Reads an obtenerTraking reply: events sorted oldest first, parcels, codes and the error (code + message) if any. */
export function parseTracking(body: unknown): TrackingInfo {
  const result = getPath(body, 'dataRes.result') ?? getPath(body, 'dataRes') ?? {};
  const raw = getPath(result, 'tracking');
  const events = (Array.isArray(raw) ? raw : []).map((e: unknown) => ({
    estado: text(getPath(e, 'estado')), fecha: text(getPath(e, 'fecha')), hora: text(getPath(e, 'hora')),
    numBulto: text(getPath(e, 'numBulto')), albaran: text(getPath(e, 'albaran')), ubicacion: text(getPath(e, 'ubicacion')),
  })).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const bultos = [...new Set(events.map((e) => e.numBulto).filter(Boolean))];
  const code = text(getPath(result, 'errorCode') ?? getPath(body, 'errorCode'));
  const message = text(getPath(result, 'errorMsg') ?? getPath(body, 'errorMsg'));
  const info: TrackingInfo = { events, bultos, codTracking: text(getPath(result, 'codTracking')), tipoTracking: text(getPath(result, 'tipoTracking')) };
  if (code && code !== '0' && message) info.error = { code, message };
  return info;
}

/** The events of one parcel (all when none is chosen). */
export function eventsOfBulto(info: TrackingInfo, bulto: string | null): TrackingEvent[] {
  return bulto ? info.events.filter((e) => e.numBulto === bulto) : info.events;
}
