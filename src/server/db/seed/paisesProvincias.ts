import { PROVINCIAS } from './provincias.js';

/** A province (district, department) of the reference data, with a town and postal codes to place customers there. */
export interface ProvinciaExtranjera { id: string; denominacion: string; poblacion: string; cp: (n: number) => string }

/** Countries of the reference data: Spain, Portugal, France and Andorra (the last without provinces). */
export const PAISES = [
  { pais: 'ES', nombre_pais: 'España' },
  { pais: 'PT', nombre_pais: 'Portugal' },
  { pais: 'FR', nombre_pais: 'Francia' },
  { pais: 'AD', nombre_pais: 'Andorra' },
] as const;

/** The 18 districts of mainland Portugal by official code. */
export const DISTRITOS_PORTUGAL: readonly ProvinciaExtranjera[] = [
  ['1', 'Aveiro', 'Aveiro', '3800'], ['2', 'Beja', 'Beja', '7800'], ['3', 'Braga', 'Braga', '4700'], ['4', 'Bragança', 'Bragança', '5300'],
  ['5', 'Castelo Branco', 'Castelo Branco', '6000'], ['6', 'Coimbra', 'Coimbra', '3000'], ['7', 'Évora', 'Évora', '7000'], ['8', 'Faro', 'Faro', '8000'],
  ['9', 'Guarda', 'Guarda', '6300'], ['10', 'Leiria', 'Leiria', '2400'], ['11', 'Lisboa', 'Lisboa', '1000'], ['12', 'Portalegre', 'Portalegre', '7300'],
  ['13', 'Porto', 'Porto', '4000'], ['14', 'Santarém', 'Santarém', '2000'], ['15', 'Setúbal', 'Setúbal', '2900'], ['16', 'Viana do Castelo', 'Viana do Castelo', '4900'],
  ['17', 'Vila Real', 'Vila Real', '5000'], ['18', 'Viseu', 'Viseu', '3500'],
].map(([id, denominacion, poblacion, cp]) => ({ id: id!, denominacion: denominacion!, poblacion: poblacion!, cp: (n: number) => `${cp}-${String(100 + n).slice(-3)}` }));

/** A few French departments near the Spanish market, by official code. */
export const DEPARTAMENTOS_FRANCIA: readonly ProvinciaExtranjera[] = [
  ['13', 'Bouches-du-Rhône', 'Marseille'], ['31', 'Haute-Garonne', 'Toulouse'], ['33', 'Gironde', 'Bordeaux'], ['64', 'Pyrénées-Atlantiques', 'Pau'],
  ['66', 'Pyrénées-Orientales', 'Perpignan'], ['69', 'Rhône', 'Lyon'], ['75', 'Paris', 'Paris'],
].map(([id, denominacion, poblacion]) => ({ id: id!, denominacion: denominacion!, poblacion: poblacion!, cp: (n: number) => `${id!.padStart(2, '0')}0${String(n % 20).padStart(2, '0')}` }));

/** Every province row of the reference data: Spain's 52 by INE code (as a number-like string), Portugal's districts, France's departments. */
export const PROVINCIAS_PAISES = [
  ...PROVINCIAS.map((p) => ({ pais: 'ES', id: String(Number(p.codigo)), denominacion: p.nombre })),
  ...DISTRITOS_PORTUGAL.map((p) => ({ pais: 'PT', id: p.id, denominacion: p.denominacion })),
  ...DEPARTAMENTOS_FRANCIA.map((p) => ({ pais: 'FR', id: p.id, denominacion: p.denominacion })),
];
