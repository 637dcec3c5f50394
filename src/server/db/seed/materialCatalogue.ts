/**
 * What the demo company trades and treats: scrap grades and waste materials with their European List of Waste (LER) code, unit and price per
 * unit, grouped by family and material; the presentations each kind comes in; where it comes from; and the services it sells.
 */

/** How a material is presented: each kind has its own presentations (level 4 of the article families). */
export type Presentacion = 'ferrous' | 'nonFerrous' | 'fibre' | 'bulk' | 'hazardous' | 'battery' | 'liquid';

/** A scrap grade or waste material (level 3 of the article families) with its family (level 1) and material (level 2). */
export interface Material {
  familia: string;
  material: string;
  nombre: string;
  /** LER code, six digits without spaces; hazardous codes carry an asterisk in the official list (peligroso). */
  ler: string;
  unidad: 'KG' | 'T' | 'L' | 'UD';
  /** Price per unit in euros (what the company sells it for; purchases are below). */
  precio: number;
  presentacion: Presentacion;
}

/** Presentations of each kind of material, as the article name and family show them. */
export const PRESENTACIONES: Record<Presentacion, readonly string[]> = {
  ferrous: ['a granel', 'en contenedor de 30 m³', 'prensado en paquetes', 'cizallado'],
  nonFerrous: ['a granel', 'en big bag', 'en palé', 'en jaula metálica'],
  fibre: ['en balas', 'a granel', 'en contenedor de 30 m³'],
  bulk: ['a granel', 'en big bag', 'en contenedor de 12 m³'],
  hazardous: ['en bidón de 200 L', 'en GRG de 1.000 L', 'en caja homologada'],
  battery: ['en contenedor estanco', 'en caja homologada ADR', 'en palé retractilado'],
  liquid: ['en cisterna', 'en GRG de 1.000 L', 'en bidón de 200 L'],
};

/** Where a lot comes from (level 5 of the article families). */
export const ORIGENES = ['industria', 'construcción y demolición', 'automoción', 'recogida municipal', 'comercio y distribución'] as const;

const m = (familia: string, material: string, nombre: string, ler: string, unidad: Material['unidad'], precio: number, presentacion: Presentacion): Material =>
  ({ familia, material, nombre, ler, unidad, precio, presentacion });

const FERRICOS = 'Metales férricos';
const NO_FERRICOS = 'Metales no férricos';
const PAPEL = 'Papel y cartón';
const PLASTICOS = 'Plásticos';
const MADERA = 'Madera';
const VIDRIO = 'Vidrio';
const RAEE = 'Aparatos eléctricos y electrónicos';
const BATERIAS = 'Pilas y baterías';
const ACEITES = 'Aceites usados';
const NEUMATICOS = 'Neumáticos fuera de uso';
const PELIGROSOS = 'Residuos peligrosos';
const OBRA = 'Residuos de construcción';

/** The materials, in the order the article codes take them. */
export const MATERIALES: readonly Material[] = [
  m(FERRICOS, 'Chatarra de hierro', 'Chatarra de hierro E3 (chapa y perfiles)', '170405', 'T', 285, 'ferrous'),
  m(NO_FERRICOS, 'Cobre', 'Cobre limpio de 1ª (Millberry)', '170401', 'KG', 7.85, 'nonFerrous'),
  m(PAPEL, 'Cartón', 'Cartón ondulado usado (1.05)', '150101', 'T', 95, 'fibre'),
  m(PLASTICOS, 'Polietileno', 'Film de polietileno de baja densidad (PEBD)', '150102', 'T', 240, 'fibre'),
  m(NO_FERRICOS, 'Aluminio', 'Perfil de aluminio limpio', '170402', 'KG', 1.72, 'nonFerrous'),
  m(FERRICOS, 'Acero inoxidable', 'Acero inoxidable 18/8 (AISI 304)', '170405', 'KG', 1.08, 'ferrous'),
  m(MADERA, 'Madera', 'Palés y madera de embalaje', '150103', 'T', 18, 'bulk'),
  m(NO_FERRICOS, 'Latón', 'Latón amarillo (grifería y valvulería)', '170401', 'KG', 4.95, 'nonFerrous'),
  m(RAEE, 'Grandes aparatos', 'Grandes electrodomésticos sin gases', '200136', 'KG', 0.12, 'bulk'),
  m(BATERIAS, 'Baterías de plomo', 'Baterías de plomo-ácido de automoción', '160601', 'KG', 0.62, 'battery'),
  m(FERRICOS, 'Chatarra de hierro', 'Chatarra de hierro E1 (viruta y retal)', '120101', 'T', 240, 'ferrous'),
  m(NO_FERRICOS, 'Plomo', 'Plomo blando (tubería y planchas)', '170403', 'KG', 1.65, 'nonFerrous'),
  m(ACEITES, 'Aceite mineral', 'Aceite mineral usado de motor', '130205', 'L', 0.09, 'liquid'),
  m(PAPEL, 'Papel', 'Papel de oficina blanco (destrucción)', '200101', 'T', 160, 'fibre'),
  m(PLASTICOS, 'Polietileno', 'Polietileno de alta densidad (PEAD) rígido', '200139', 'T', 310, 'bulk'),
  m(NO_FERRICOS, 'Cobre', 'Cable de cobre con aislamiento', '170411', 'KG', 3.1, 'nonFerrous'),
  m(NEUMATICOS, 'Neumáticos', 'Neumático de turismo fuera de uso', '160103', 'T', 65, 'bulk'),
  m(VIDRIO, 'Vidrio', 'Envase de vidrio mezclado', '150107', 'T', 30, 'bulk'),
  m(FERRICOS, 'Chatarra de hierro', 'Chatarra de automoción fragmentada', '191202', 'T', 310, 'ferrous'),
  m(NO_FERRICOS, 'Aluminio', 'Aluminio de fundición (llantas y bloques)', '170402', 'KG', 1.35, 'nonFerrous'),
  m(PELIGROSOS, 'Envases contaminados', 'Envases metálicos contaminados', '150110', 'UD', 14.5, 'hazardous'),
  m(OBRA, 'Mezclas', 'Residuos mezclados de construcción y demolición', '170904', 'T', 22, 'bulk'),
  m(NO_FERRICOS, 'Zinc', 'Zinc de cubiertas y canalones', '170404', 'KG', 1.9, 'nonFerrous'),
  m(FERRICOS, 'Acero inoxidable', 'Acero inoxidable 18/10 (AISI 316)', '170405', 'KG', 1.55, 'ferrous'),
  m(PLASTICOS, 'Polipropileno', 'Polipropileno (PP) de cajas y bidones', '200139', 'T', 220, 'bulk'),
  m(RAEE, 'Pequeños aparatos', 'Pequeños aparatos eléctricos y electrónicos', '200136', 'KG', 0.18, 'bulk'),
  m(PELIGROSOS, 'Absorbentes', 'Trapos y absorbentes contaminados', '150202', 'UD', 38, 'hazardous'),
  m(NO_FERRICOS, 'Cobre', 'Cobre de 2ª (tubo con soldadura)', '170401', 'KG', 7.1, 'nonFerrous'),
  m(MADERA, 'Madera', 'Madera de obra y demolición', '170201', 'T', 12, 'bulk'),
  m(ACEITES, 'Aceite hidráulico', 'Aceite hidráulico usado', '130110', 'L', 0.07, 'liquid'),
  m(BATERIAS, 'Pilas', 'Pilas alcalinas y salinas', '160604', 'KG', 0.35, 'battery'),
  m(FERRICOS, 'Chatarra de hierro', 'Hierro fundido (fundición gris)', '170405', 'T', 330, 'ferrous'),
  m(NO_FERRICOS, 'Aluminio', 'Lata de aluminio prensada', '150104', 'KG', 0.95, 'nonFerrous'),
  m(PAPEL, 'Papel', 'Papel y cartón mezclado (1.02)', '200101', 'T', 70, 'fibre'),
  m(PELIGROSOS, 'Fluorescentes', 'Tubos fluorescentes y lámparas de descarga', '200121', 'KG', 0.95, 'hazardous'),
  m(RAEE, 'Aparatos con gases', 'Frigoríficos y aparatos con gases refrigerantes', '200123', 'KG', 0.22, 'bulk'),
  m(NO_FERRICOS, 'Latón', 'Latón de torno (viruta)', '120103', 'KG', 4.1, 'nonFerrous'),
  m(PELIGROSOS, 'Pinturas', 'Restos de pintura con disolventes', '080111', 'UD', 52, 'hazardous'),
  m(OBRA, 'Hormigón', 'Hormigón y material cerámico limpio', '170107', 'T', 8, 'bulk'),
  m(NO_FERRICOS, 'Metales mezclados', 'Metales mezclados no férricos (zorba)', '191203', 'KG', 1.25, 'nonFerrous'),
  m(PLASTICOS, 'Envases', 'Envases ligeros mezclados', '150106', 'T', 45, 'bulk'),
  m(FERRICOS, 'Chatarra de hierro', 'Metales mezclados de obra', '170407', 'T', 260, 'ferrous'),
  m(BATERIAS, 'Baterías de litio', 'Baterías de ion-litio', '160605', 'KG', 0.85, 'battery'),
  m(PELIGROSOS, 'Aparatos peligrosos', 'Monitores y pantallas con componentes peligrosos', '200135', 'KG', 0.3, 'hazardous'),
  m(VIDRIO, 'Vidrio', 'Vidrio plano de obra', '170202', 'T', 25, 'bulk'),
  m(PELIGROSOS, 'Tóner', 'Cartuchos de tóner usados', '080318', 'KG', 0.6, 'bulk'),
];

/** LER codes of the materials and services, with their official description and whether the list marks them hazardous (the asterisk). */
export const LER_MATERIALES: readonly { codigo: string; descripcion: string; peligroso: 'S' | 'N'; codPeligrosidad: string | null; familia: string }[] = [
  { codigo: '120101', descripcion: 'Limaduras y virutas de metales férreos', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '120103', descripcion: 'Limaduras y virutas de metales no férreos', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '130110', descripcion: 'Aceites hidráulicos minerales no clorados', peligroso: 'S', codPeligrosidad: 'HP14', familia: 'PEL' },
  { codigo: '150104', descripcion: 'Envases metálicos', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '150107', descripcion: 'Envases de vidrio', peligroso: 'N', codPeligrosidad: null, familia: 'URB' },
  { codigo: '160604', descripcion: 'Pilas alcalinas (excepto 16 06 03)', peligroso: 'N', codPeligrosidad: null, familia: 'PEL' },
  { codigo: '160605', descripcion: 'Otras pilas y acumuladores', peligroso: 'N', codPeligrosidad: null, familia: 'PEL' },
  { codigo: '170202', descripcion: 'Vidrio', peligroso: 'N', codPeligrosidad: null, familia: 'RCD' },
  { codigo: '170401', descripcion: 'Cobre, bronce, latón', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '170402', descripcion: 'Aluminio', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '170403', descripcion: 'Plomo', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '170404', descripcion: 'Zinc', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '170411', descripcion: 'Cables distintos de los especificados en el código 17 04 10', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '191202', descripcion: 'Metales férreos', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '191203', descripcion: 'Metales no férreos', peligroso: 'N', codPeligrosidad: null, familia: 'MET' },
  { codigo: '200123', descripcion: 'Equipos desechados que contienen clorofluorocarburos', peligroso: 'S', codPeligrosidad: 'HP14', familia: 'RAE' },
  { codigo: '200135', descripcion: 'Equipos eléctricos y electrónicos desechados, distintos de los especificados en 20 01 21 y 20 01 23, que contienen componentes peligrosos', peligroso: 'S', codPeligrosidad: 'HP7', familia: 'RAE' },
];

/** A service the company sells (no LER code): its family (level 2), name, unit and price. */
export interface Servicio { material: string; nombre: string; unidad: 'UD' | 'VJ' | 'DIA' | 'T'; precio: number }

/** Services, interleaved with the materials in the article codes. */
export const SERVICIOS: readonly Servicio[] = [
  { material: 'Alquiler de contenedores', nombre: 'Alquiler de contenedor abierto de 30 m³', unidad: 'DIA', precio: 4.5 },
  { material: 'Transporte', nombre: 'Transporte en camión portacontenedores', unidad: 'VJ', precio: 145 },
  { material: 'Tratamiento', nombre: 'Tasa de tratamiento de residuo no peligroso', unidad: 'T', precio: 48 },
  { material: 'Recogida', nombre: 'Recogida programada con camión grúa', unidad: 'VJ', precio: 125 },
  { material: 'Gestión documental', nombre: 'Tramitación de documento de identificación (DI)', unidad: 'UD', precio: 12 },
  { material: 'Alquiler de contenedores', nombre: 'Alquiler de contenedor cerrado de 12 m³', unidad: 'DIA', precio: 3.2 },
  { material: 'Tratamiento', nombre: 'Tasa de tratamiento de residuo peligroso', unidad: 'T', precio: 260 },
  { material: 'Destrucción', nombre: 'Destrucción certificada de documentación confidencial', unidad: 'UD', precio: 35 },
  { material: 'Transporte', nombre: 'Transporte de residuos peligrosos ADR', unidad: 'VJ', precio: 210 },
  { material: 'Alquiler de contenedores', nombre: 'Alquiler de compactador estático de 20 m³', unidad: 'DIA', precio: 9.8 },
  { material: 'Pesaje', nombre: 'Pesada en báscula puente', unidad: 'UD', precio: 6 },
  { material: 'Recogida', nombre: 'Recogida de RAEE en punto limpio', unidad: 'VJ', precio: 90 },
  { material: 'Alquiler de contenedores', nombre: 'Alquiler de big bag homologado', unidad: 'UD', precio: 7.5 },
  { material: 'Tratamiento', nombre: 'Descontaminación de vehículo al final de su vida útil', unidad: 'UD', precio: 95 },
];

/** Family (level 1) of every service. */
export const FAMILIA_SERVICIOS = 'Servicios';
