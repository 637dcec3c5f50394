import { mix } from './seedHelpers.js';

/**
 * Names of the demo data's people and companies as they read in Spain: given names and the two surnames, companies of the sectors that produce,
 * sell or buy waste and metals with their legal form, streets of industrial estates and town centres.
 */

const NOMBRES = [
  'Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús', 'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Pedro',
  'Ángel', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Álvaro', 'Adrián', 'Diego', 'Raúl', 'Enrique', 'Ramón', 'Vicente', 'Iván', 'Rubén',
  'María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'Cristina', 'Marta', 'Lucía', 'Elena', 'Pilar', 'Rosa', 'Paula', 'Raquel', 'Sara', 'Beatriz',
  'Silvia', 'Nuria', 'Patricia', 'Mercedes', 'Rocío', 'Teresa', 'Montserrat', 'Irene', 'Alicia', 'Sonia', 'Eva', 'Inmaculada', 'Julia', 'Noelia', 'Andrea',
] as const;

const APELLIDOS = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz',
  'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano',
  'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido',
  'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera', 'Peña',
  'Cabrera', 'Campos', 'Vega', 'Fuentes', 'Carrasco', 'Caballero', 'Nieto', 'Aguilar', 'Pascual', 'Herrero', 'Lorenzo', 'Montero', 'Hidalgo', 'Ibáñez',
  'Ferrer', 'Durán', 'Benítez', 'Mora', 'Vicente', 'Arias', 'Carmona', 'Crespo', 'Pastor', 'Soler', 'Sáez', 'Velasco', 'Soto', 'Esteban', 'Parra', 'Bravo',
] as const;

/** Sectors of the customers and suppliers: what they are called by, and whether a family name or a place usually follows. */
const SECTORES = [
  'Recuperaciones', 'Chatarras', 'Reciclajes', 'Metales', 'Desguaces', 'Construcciones', 'Talleres', 'Transportes', 'Fundiciones', 'Estructuras Metálicas',
  'Carpintería Metálica', 'Excavaciones', 'Papelera', 'Embalajes', 'Industrias Cárnicas', 'Automoción', 'Electrodomésticos', 'Plásticos', 'Hierros',
  'Cerrajería', 'Calderería', 'Mecanizados', 'Aluminios', 'Derribos', 'Neumáticos', 'Gestión de Residuos', 'Limpiezas Industriales', 'Cooperativa Agrícola',
] as const;

const LUGARES = [
  'del Ebro', 'del Turia', 'del Segura', 'Levante', 'del Norte', 'del Sur', 'Mediterráneo', 'Cantábrico', 'del Vallès', 'de la Plana', 'de la Ribera',
  'del Henares', 'Manchega', 'Castellana', 'Ibérica', 'del Bierzo', 'del Guadalquivir', 'de la Sagra', 'del Camp', 'Atlántica',
] as const;

const FORMAS = [['S.L.', 'B'], ['S.L.', 'B'], ['S.L.', 'B'], ['S.A.', 'A'], ['S.L.U.', 'B'], ['S. Coop.', 'F']] as const;

const CALLES = [
  'Calle de la Industria', 'Avenida de la Constitución', 'Calle Mayor', 'Calle del Hierro', 'Avenida del Mediterráneo', 'Calle de los Metalúrgicos',
  'Calle del Comercio', 'Calle de la Fundición', 'Avenida de Europa', 'Calle del Transporte', 'Camino Viejo', 'Calle de la Forja', 'Calle del Cobre',
  'Calle de la Cerámica', 'Avenida de Andalucía', 'Calle de Galileo', 'Calle de la Química', 'Calle San Isidro', 'Calle del Carpintero', 'Carretera Nacional',
] as const;
const POLIGONOS = ['Polígono Industrial El Pla', 'Polígono Industrial Las Atalayas', 'Polígono Industrial San Cristóbal', 'Polígono Industrial La Estación', 'Polígono Industrial Los Llanos', 'Polígono Industrial El Campillo'] as const;

/** Kinds of site a customer's branch is, in the order its branches take them. */
const SEDES = ['Oficinas centrales', 'Planta', 'Almacén', 'Obra', 'Taller', 'Nave', 'Punto de venta'] as const;

const at = <T>(list: readonly T[], h: number): T => list[h % list.length]!;

/** A person: a given name and two surnames. */
export function personName(h: number): string {
  const first = at(APELLIDOS, mix(h, 2));
  let second = at(APELLIDOS, mix(h, 3));
  if (second === first) second = at(APELLIDOS, mix(h, 4) + 1);
  return `${at(NOMBRES, mix(h, 1))} ${first} ${second}`;
}

/** A company: its trading name, legal name with its legal form, and the CIF letter of that form. */
export function companyName(h: number): { nombre: string; razonSocial: string; letra: string } {
  const sector = at(SECTORES, mix(h, 11));
  const r = mix(h, 12) % 10;
  const apellido = at(APELLIDOS, mix(h, 13));
  const nombre = sector.startsWith('Cooperativa') ? `${sector} ${at(LUGARES, mix(h, 14))}`
    : r < 4 ? `${sector} ${apellido}` : r < 6 ? `${sector} ${apellido} e Hijos` : r < 7 ? `${apellido} ${at(APELLIDOS, mix(h, 15))} Hermanos`
      : `${sector} ${at(LUGARES, mix(h, 14))}`;
  const [forma, letra] = sector.startsWith('Cooperativa') ? ['S. Coop.', 'F'] as const : at(FORMAS, mix(h, 16));
  return { nombre, razonSocial: `${nombre} ${forma}`, letra };
}

/** A street address: industrial estate or town street, with a number. */
export function streetAddress(h: number): string {
  const number = 1 + (mix(h, 21) % 140);
  return mix(h, 22) % 3 === 0 ? `${at(POLIGONOS, mix(h, 23))}, parcela ${number}` : `${at(CALLES, mix(h, 24))}, ${number}`;
}

/** The kind of site of a customer's branch by its position (0-based). */
export const siteKind = (n: number): string => at(SEDES, n);
