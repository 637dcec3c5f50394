/** Spanish province: INE code (also the postal-code prefix), name, capital and the capital's first postal codes. */
export interface Provincia {
  codigo: string;
  nombre: string;
  capital: string;
  /** Number of consecutive postal codes from codigo + '001' that exist in the capital. */
  codigosPostales: number;
}

/** The 52 Spanish provinces and autonomous cities. */
export const PROVINCIAS: readonly Provincia[] = [
  { codigo: '01', nombre: 'Álava', capital: 'Vitoria-Gasteiz', codigosPostales: 15 },
  { codigo: '02', nombre: 'Albacete', capital: 'Albacete', codigosPostales: 8 },
  { codigo: '03', nombre: 'Alicante', capital: 'Alicante', codigosPostales: 16 },
  { codigo: '04', nombre: 'Almería', capital: 'Almería', codigosPostales: 9 },
  { codigo: '05', nombre: 'Ávila', capital: 'Ávila', codigosPostales: 5 },
  { codigo: '06', nombre: 'Badajoz', capital: 'Badajoz', codigosPostales: 11 },
  { codigo: '07', nombre: 'Illes Balears', capital: 'Palma', codigosPostales: 15 },
  { codigo: '08', nombre: 'Barcelona', capital: 'Barcelona', codigosPostales: 42 },
  { codigo: '09', nombre: 'Burgos', capital: 'Burgos', codigosPostales: 7 },
  { codigo: '10', nombre: 'Cáceres', capital: 'Cáceres', codigosPostales: 5 },
  { codigo: '11', nombre: 'Cádiz', capital: 'Cádiz', codigosPostales: 12 },
  { codigo: '12', nombre: 'Castellón', capital: 'Castellón de la Plana', codigosPostales: 6 },
  { codigo: '13', nombre: 'Ciudad Real', capital: 'Ciudad Real', codigosPostales: 5 },
  { codigo: '14', nombre: 'Córdoba', capital: 'Córdoba', codigosPostales: 14 },
  { codigo: '15', nombre: 'A Coruña', capital: 'A Coruña', codigosPostales: 11 },
  { codigo: '16', nombre: 'Cuenca', capital: 'Cuenca', codigosPostales: 4 },
  { codigo: '17', nombre: 'Girona', capital: 'Girona', codigosPostales: 7 },
  { codigo: '18', nombre: 'Granada', capital: 'Granada', codigosPostales: 14 },
  { codigo: '19', nombre: 'Guadalajara', capital: 'Guadalajara', codigosPostales: 5 },
  { codigo: '20', nombre: 'Gipuzkoa', capital: 'Donostia-San Sebastián', codigosPostales: 18 },
  { codigo: '21', nombre: 'Huelva', capital: 'Huelva', codigosPostales: 6 },
  { codigo: '22', nombre: 'Huesca', capital: 'Huesca', codigosPostales: 4 },
  { codigo: '23', nombre: 'Jaén', capital: 'Jaén', codigosPostales: 8 },
  { codigo: '24', nombre: 'León', capital: 'León', codigosPostales: 10 },
  { codigo: '25', nombre: 'Lleida', capital: 'Lleida', codigosPostales: 8 },
  { codigo: '26', nombre: 'La Rioja', capital: 'Logroño', codigosPostales: 9 },
  { codigo: '27', nombre: 'Lugo', capital: 'Lugo', codigosPostales: 4 },
  { codigo: '28', nombre: 'Madrid', capital: 'Madrid', codigosPostales: 55 },
  { codigo: '29', nombre: 'Málaga', capital: 'Málaga', codigosPostales: 18 },
  { codigo: '30', nombre: 'Murcia', capital: 'Murcia', codigosPostales: 12 },
  { codigo: '31', nombre: 'Navarra', capital: 'Pamplona', codigosPostales: 15 },
  { codigo: '32', nombre: 'Ourense', capital: 'Ourense', codigosPostales: 5 },
  { codigo: '33', nombre: 'Asturias', capital: 'Oviedo', codigosPostales: 13 },
  { codigo: '34', nombre: 'Palencia', capital: 'Palencia', codigosPostales: 5 },
  { codigo: '35', nombre: 'Las Palmas', capital: 'Las Palmas de Gran Canaria', codigosPostales: 19 },
  { codigo: '36', nombre: 'Pontevedra', capital: 'Pontevedra', codigosPostales: 5 },
  { codigo: '37', nombre: 'Salamanca', capital: 'Salamanca', codigosPostales: 8 },
  { codigo: '38', nombre: 'Santa Cruz de Tenerife', capital: 'Santa Cruz de Tenerife', codigosPostales: 10 },
  { codigo: '39', nombre: 'Cantabria', capital: 'Santander', codigosPostales: 11 },
  { codigo: '40', nombre: 'Segovia', capital: 'Segovia', codigosPostales: 5 },
  { codigo: '41', nombre: 'Sevilla', capital: 'Sevilla', codigosPostales: 20 },
  { codigo: '42', nombre: 'Soria', capital: 'Soria', codigosPostales: 4 },
  { codigo: '43', nombre: 'Tarragona', capital: 'Tarragona', codigosPostales: 7 },
  { codigo: '44', nombre: 'Teruel', capital: 'Teruel', codigosPostales: 3 },
  { codigo: '45', nombre: 'Toledo', capital: 'Toledo', codigosPostales: 7 },
  { codigo: '46', nombre: 'Valencia', capital: 'Valencia', codigosPostales: 26 },
  { codigo: '47', nombre: 'Valladolid', capital: 'Valladolid', codigosPostales: 15 },
  { codigo: '48', nombre: 'Bizkaia', capital: 'Bilbao', codigosPostales: 15 },
  { codigo: '49', nombre: 'Zamora', capital: 'Zamora', codigosPostales: 5 },
  { codigo: '50', nombre: 'Zaragoza', capital: 'Zaragoza', codigosPostales: 18 },
  { codigo: '51', nombre: 'Ceuta', capital: 'Ceuta', codigosPostales: 1 },
  { codigo: '52', nombre: 'Melilla', capital: 'Melilla', codigosPostales: 6 },
];
