/** Provider families of waste services. */
export const FAMILIAS_PROVEEDOR = [
  { familia: 'PAP', descripcion: 'Papel y cartón' },
  { familia: 'PLA', descripcion: 'Plásticos' },
  { familia: 'MET', descripcion: 'Metales férricos y no férricos' },
  { familia: 'MAD', descripcion: 'Madera' },
  { familia: 'RCD', descripcion: 'Residuos de construcción y demolición' },
  { familia: 'PEL', descripcion: 'Residuos peligrosos' },
  { familia: 'RAE', descripcion: 'Aparatos eléctricos y electrónicos' },
  { familia: 'NFU', descripcion: 'Neumáticos fuera de uso' },
  { familia: 'URB', descripcion: 'Residuos municipales mezclados' },
] as const;

/** Waste treatment operations of Annexes II (R) and I (D) of Ley 7/2022. */
export const TRATAMIENTOS = [
  { codigo: 'R3', descripcion: 'Reciclado o recuperación de sustancias orgánicas', tipo: 'R' },
  { codigo: 'R4', descripcion: 'Reciclado o recuperación de metales y compuestos metálicos', tipo: 'R' },
  { codigo: 'R5', descripcion: 'Reciclado o recuperación de otras materias inorgánicas', tipo: 'R' },
  { codigo: 'R9', descripcion: 'Regeneración u otro nuevo empleo de aceites', tipo: 'R' },
  { codigo: 'R12', descripcion: 'Intercambio de residuos para someterlos a operaciones R1 a R11', tipo: 'R' },
  { codigo: 'R13', descripcion: 'Almacenamiento de residuos en espera de operaciones R1 a R12', tipo: 'R' },
  { codigo: 'D5', descripcion: 'Depósito en vertederos especialmente diseñados', tipo: 'D' },
  { codigo: 'D9', descripcion: 'Tratamiento fisicoquímico', tipo: 'D' },
  { codigo: 'D15', descripcion: 'Almacenamiento en espera de operaciones D1 a D14', tipo: 'D' },
] as const;

/** A treatment code. */
export type CodigoTratamiento = (typeof TRATAMIENTOS)[number]['codigo'];

/** Waste codes of the European List of Waste used by the demo services, with their usual treatments, price per kg and weight range. */
export const CODIGOS_LER: readonly {
  codigo: string; descripcion: string; peligroso: 'S' | 'N'; codPeligrosidad: string | null; familia: string;
  tratamientos: readonly CodigoTratamiento[]; precioKg: number; kg: readonly [number, number]; peso: number;
}[] = [
  { codigo: '150101', descripcion: 'Envases de papel y cartón', peligroso: 'N', codPeligrosidad: null, familia: 'PAP', tratamientos: ['R3', 'R12'], precioKg: 0.03, kg: [150, 4200], peso: 14 },
  { codigo: '150102', descripcion: 'Envases de plástico', peligroso: 'N', codPeligrosidad: null, familia: 'PLA', tratamientos: ['R3', 'R12'], precioKg: 0.06, kg: [80, 2400], peso: 12 },
  { codigo: '150103', descripcion: 'Envases de madera', peligroso: 'N', codPeligrosidad: null, familia: 'MAD', tratamientos: ['R3', 'R12'], precioKg: 0.04, kg: [200, 3500], peso: 6 },
  { codigo: '150106', descripcion: 'Envases mezclados', peligroso: 'N', codPeligrosidad: null, familia: 'PLA', tratamientos: ['R12', 'R13'], precioKg: 0.08, kg: [100, 2000], peso: 8 },
  { codigo: '150110', descripcion: 'Envases que contienen restos de sustancias peligrosas o están contaminados por ellas', peligroso: 'S', codPeligrosidad: 'HP14', familia: 'PEL', tratamientos: ['R13', 'D15'], precioKg: 0.42, kg: [20, 600], peso: 5 },
  { codigo: '150202', descripcion: 'Absorbentes, materiales de filtración y trapos de limpieza contaminados por sustancias peligrosas', peligroso: 'S', codPeligrosidad: 'HP14', familia: 'PEL', tratamientos: ['D15', 'R13'], precioKg: 0.55, kg: [15, 400], peso: 4 },
  { codigo: '160103', descripcion: 'Neumáticos fuera de uso', peligroso: 'N', codPeligrosidad: null, familia: 'NFU', tratamientos: ['R3', 'R13'], precioKg: 0.11, kg: [300, 5000], peso: 3 },
  { codigo: '160601', descripcion: 'Baterías de plomo', peligroso: 'S', codPeligrosidad: 'HP6', familia: 'PEL', tratamientos: ['R4', 'R13'], precioKg: 0.15, kg: [40, 900], peso: 2 },
  { codigo: '130205', descripcion: 'Aceites minerales no clorados de motor, de transmisión mecánica y lubricantes', peligroso: 'S', codPeligrosidad: 'HP14', familia: 'PEL', tratamientos: ['R9', 'R13'], precioKg: 0.12, kg: [100, 1800], peso: 3 },
  { codigo: '170107', descripcion: 'Mezclas de hormigón, ladrillos, tejas y materiales cerámicos', peligroso: 'N', codPeligrosidad: null, familia: 'RCD', tratamientos: ['R5', 'D5'], precioKg: 0.012, kg: [3000, 18000], peso: 7 },
  { codigo: '170201', descripcion: 'Madera', peligroso: 'N', codPeligrosidad: null, familia: 'MAD', tratamientos: ['R3', 'R12'], precioKg: 0.04, kg: [300, 4000], peso: 4 },
  { codigo: '170405', descripcion: 'Hierro y acero', peligroso: 'N', codPeligrosidad: null, familia: 'MET', tratamientos: ['R4', 'R12'], precioKg: 0.02, kg: [400, 9000], peso: 9 },
  { codigo: '170407', descripcion: 'Metales mezclados', peligroso: 'N', codPeligrosidad: null, familia: 'MET', tratamientos: ['R4', 'R13'], precioKg: 0.03, kg: [250, 6000], peso: 4 },
  { codigo: '170904', descripcion: 'Residuos mezclados de construcción y demolición', peligroso: 'N', codPeligrosidad: null, familia: 'RCD', tratamientos: ['R5', 'D5', 'R12'], precioKg: 0.018, kg: [2000, 15000], peso: 6 },
  { codigo: '200101', descripcion: 'Papel y cartón', peligroso: 'N', codPeligrosidad: null, familia: 'PAP', tratamientos: ['R3'], precioKg: 0.025, kg: [100, 3000], peso: 8 },
  { codigo: '200121', descripcion: 'Tubos fluorescentes y otros residuos que contienen mercurio', peligroso: 'S', codPeligrosidad: 'HP6', familia: 'PEL', tratamientos: ['R13', 'R4'], precioKg: 0.95, kg: [5, 120], peso: 2 },
  { codigo: '200136', descripcion: 'Equipos eléctricos y electrónicos desechados distintos de los especificados en 20 01 21, 20 01 23 y 20 01 35', peligroso: 'N', codPeligrosidad: null, familia: 'RAE', tratamientos: ['R13', 'R4'], precioKg: 0.09, kg: [50, 1500], peso: 3 },
  { codigo: '200139', descripcion: 'Plásticos', peligroso: 'N', codPeligrosidad: null, familia: 'PLA', tratamientos: ['R3', 'R12'], precioKg: 0.05, kg: [80, 2200], peso: 5 },
  { codigo: '200301', descripcion: 'Mezclas de residuos municipales', peligroso: 'N', codPeligrosidad: null, familia: 'URB', tratamientos: ['D5', 'R12'], precioKg: 0.07, kg: [300, 6000], peso: 6 },
  { codigo: '080318', descripcion: 'Residuos de tóner de impresión distintos de los especificados en el código 08 03 17', peligroso: 'N', codPeligrosidad: null, familia: 'PLA', tratamientos: ['R13', 'R3'], precioKg: 0.6, kg: [5, 80], peso: 2 },
  { codigo: '080111', descripcion: 'Residuos de pintura y barniz que contienen disolventes orgánicos u otras sustancias peligrosas', peligroso: 'S', codPeligrosidad: 'HP3', familia: 'PEL', tratamientos: ['D9', 'D15'], precioKg: 0.78, kg: [20, 500], peso: 2 },
];

/** Recovery share (percent) a treatment achieves. */
export const RECICLAJE_POR_TRATAMIENTO: Record<CodigoTratamiento, number> = {
  R3: 92, R4: 97, R5: 85, R9: 88, R12: 80, R13: 75, D5: 0, D9: 10, D15: 0,
};

/** Parcel carriers that ship orders (their code is the name stored on the order) and waste carriers of the services. */
export const AGENCIAS_TRANSPORTE = [
  { agencia: 'SEUR', nombre: 'SEUR Geopost S.L.', tipo: 'P', prefijo: '05' },
  { agencia: 'MRW', nombre: 'MRW Transporte Urgente S.A.', tipo: 'P', prefijo: '02' },
  { agencia: 'GLS', nombre: 'GLS Spain S.L.', tipo: 'P', prefijo: '61' },
  { agencia: 'Correos Express', nombre: 'Correos Express Paquetería Urgente S.A.', tipo: 'P', prefijo: '31' },
  { agencia: 'DHL', nombre: 'DHL Parcel Iberia S.L.', tipo: 'P', prefijo: 'JJD' },
  { agencia: 'Nacex', nombre: 'Nacex S.A.', tipo: 'P', prefijo: '88' },
  { agencia: 'TIPSA', nombre: 'Tipsa Transporte Urgente S.A.', tipo: 'P', prefijo: '43' },
  { agencia: 'T01', nombre: 'Transportes Reciclados del Mediterráneo S.L.', tipo: 'R', prefijo: 'TR' },
  { agencia: 'T02', nombre: 'Ecotrans Gestión Logística S.L.', tipo: 'R', prefijo: 'ET' },
  { agencia: 'T03', nombre: 'Contenedores y Grúas Ibéricas S.A.', tipo: 'R', prefijo: 'CG' },
  { agencia: 'T04', nombre: 'Logística Verde del Norte S.L.', tipo: 'R', prefijo: 'LV' },
] as const;

/** The plant authorised to manage hazardous waste: every hazardous service, contract and certificate goes there. */
export const HAZARDOUS_PLANT = 'PL02';

/** Plants where the demo waste is unloaded. */
export const ALMACENES = [
  { almacen: 'PL01', nombre: 'Planta de clasificación Valencia', poblacion: 'Valencia', provincia: 'Valencia', cp: '46024', direccion: 'Polígono Industrial Vara de Quart, calle Dels Gremis 14', tipo: 'Gestor de residuos no peligrosos' },
  { almacen: 'PL02', nombre: 'Centro de tratamiento Zaragoza', poblacion: 'Zaragoza', provincia: 'Zaragoza', cp: '50016', direccion: 'Polígono Malpica, calle E parcela 22', tipo: 'Gestor de residuos peligrosos' },
  { almacen: 'PL03', nombre: 'Planta de valorización Getafe', poblacion: 'Getafe', provincia: 'Madrid', cp: '28906', direccion: 'Polígono Los Olivos, avenida de la Industria 31', tipo: 'Gestor de residuos no peligrosos' },
  { almacen: 'PL04', nombre: 'Punto de transferencia Sevilla', poblacion: 'Sevilla', provincia: 'Sevilla', cp: '41016', direccion: 'Polígono Store, calle A nave 7', tipo: 'Centro de transferencia' },
] as const;
