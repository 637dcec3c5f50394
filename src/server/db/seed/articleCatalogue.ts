import { FAMILIA_SERVICIOS, LER_MATERIALES, MATERIALES, ORIGENES, PRESENTACIONES, SERVICIOS } from './materialCatalogue.js';
import { CODIGOS_LER } from './residuosCatalogo.js';
import { pad } from './seedHelpers.js';

/** An article of the demo catalogue: a material in a presentation from an origin, or a service. */
export interface CatalogueArticle {
  articulo: string;
  nombre: string;
  /** Family (level 1): the material family, or Servicios. */
  familia: string;
  unidad: string;
  precio: number;
  /** LER code of a waste material; null for a service. */
  codLer: string | null;
  servicio: boolean;
  /** Names of the five family levels: family → material → grade → presentation → origin. */
  niveles: readonly [string, string, string, string, string];
}

/** Qualities a grade is sold in once every presentation and origin has an article: as graded, and better or worse sorted. */
const CALIDADES = [{ nombre: '', factor: 1 }, { nombre: ', calidad extra', factor: 1.06 }, { nombre: ', con impropios', factor: 0.85 }, { nombre: ', para selección', factor: 0.7 }] as const;

/** Every how many articles one is a service, while services last. */
const SERVICE_EVERY = 7;

/** Code of the article at a position (1-based): A000001… */
export const articleCode = (n: number): string => `A${pad(n, 6)}`;

/**
 * The article at a position (1-based), the same at every scale: each scale takes the first articles, so the small catalogue is the start of the
 * large one. Materials come grade by grade (each grade first in its first presentation, from industry), then in the other presentations and origins;
 * a service every seventh article until the services run out.
 */
export function catalogueArticle(n: number): CatalogueArticle {
  const articulo = articleCode(n);
  const serviceSlot = n % SERVICE_EVERY === 0 ? n / SERVICE_EVERY - 1 : -1;
  if (serviceSlot >= 0 && serviceSlot < SERVICIOS.length) {
    const s = SERVICIOS[serviceSlot]!;
    return {
      articulo, nombre: s.nombre, familia: FAMILIA_SERVICIOS, unidad: s.unidad, precio: s.precio, codLer: null, servicio: true,
      niveles: [FAMILIA_SERVICIOS, s.material, s.nombre, s.unidad === 'DIA' ? 'Por día' : s.unidad === 'VJ' ? 'Por viaje' : s.unidad === 'T' ? 'Por tonelada' : 'Por unidad', 'General'],
    };
  }
  const servicesBefore = Math.min(SERVICIOS.length, Math.floor(n / SERVICE_EVERY));
  const k = n - 1 - servicesBefore;
  const mat = MATERIALES[k % MATERIALES.length]!;
  const presentaciones = PRESENTACIONES[mat.presentacion];
  const round = Math.floor(k / MATERIALES.length);
  const presentacion = presentaciones[round % presentaciones.length]!;
  const origenIndex = Math.floor(round / presentaciones.length) % ORIGENES.length;
  const origen = ORIGENES[origenIndex]!;
  const calidad = CALIDADES[Math.floor(round / (presentaciones.length * ORIGENES.length)) % CALIDADES.length]!;
  // A grade is dearer baled or boxed than loose, and varies a little by origin; prices keep the unit's usual decimals.
  const factor = (1 + (round % presentaciones.length) * 0.03 - origenIndex * 0.02) * calidad.factor;
  const decimals = mat.precio < 1 ? 1000 : 100;
  return {
    articulo, nombre: `${mat.nombre} ${presentacion}${round >= presentaciones.length ? ` (${origen})` : ''}${calidad.nombre}`, familia: mat.familia, unidad: mat.unidad,
    precio: Math.round(mat.precio * factor * decimals) / decimals, codLer: mat.ler, servicio: false,
    niveles: [mat.familia, mat.material, mat.nombre, capitalise(presentacion), capitalise(origen)],
  };
}

/** The article whose code is given, if it is one of the catalogue's. */
export function catalogueArticleOf(articulo: string): CatalogueArticle | null {
  const match = /^A(\d{6})$/.exec(articulo);
  return match ? catalogueArticle(Number(match[1])) : null;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A quantity of an article as one order line moves it, from a random integer: tonnes and kilos by the lorry load, litres by the tank, days of rental, trips. */
export function orderQuantity(unidad: string, r: number): number {
  switch (unidad) {
    case 'T': return (2000 + (r % 22_000)) / 1000;
    case 'KG': return 100 + (r % 2900);
    case 'L': return 500 + 50 * (r % 70);
    case 'DIA': return 1 + (r % 30);
    case 'VJ': return 1 + (r % 6);
    default: return 1 + (r % 40);
  }
}

const HAZARDOUS_LER = new Set([...CODIGOS_LER, ...LER_MATERIALES].filter((l) => l.peligroso === 'S').map((l) => l.codigo));

/** Whether an article of the catalogue is a hazardous waste (its LER code carries the asterisk). */
export function hazardousArticle(articulo: string): boolean {
  const ler = catalogueArticleOf(articulo)?.codLer;
  return ler !== undefined && ler !== null && HAZARDOUS_LER.has(ler);
}

/** Kilos a quantity in an article's unit weighs (what a delivery note declares): tonnes, kilos, litres of oil, drums and boxes of about 25 kg; services weigh nothing. */
export function kilosOf(unidad: string, cantidad: number): number {
  switch (unidad) {
    case 'T': return cantidad * 1000;
    case 'KG': return cantidad;
    case 'L': return cantidad * 0.9;
    case 'UD': return cantidad * 25;
    default: return 0;
  }
}
