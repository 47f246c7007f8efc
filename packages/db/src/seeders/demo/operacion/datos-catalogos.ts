/** Catalogue data of the demo agency only; the reference catalogues are in seeders/referencia/datos-catalogos.ts. */

// The scale data (scale/hojas-de-vida-datos.ts) reads the professions from here.
export { PROFESIONES } from '../../referencia/datos-catalogos';

/** The demo ERP's contract concepts: [id, categoria, codigo, nombre] rows of CatalogoItem (the demo's usual ids). */
export const CONCEPTOS_CONTRATO: readonly [number, string, string, string][] = [
  [29, 'CONCEPTO_CONTRATO', '1105', 'Auxilio de alimentación'],
  [30, 'CONCEPTO_CONTRATO', '1110', 'Auxilio de rodamiento'],
  [31, 'CONCEPTO_CONTRATO', '1115', 'Auxilio de conectividad'],
  [32, 'CONCEPTO_CONTRATO', '1120', 'Bonificación por desempeño'],
  [33, 'CONCEPTO_CONTRATO', '1125', 'Prima extralegal de vacaciones'],
];

/** The 30 job positions: [nombre, existe en el ERP]. */
export const CARGOS: readonly [string, boolean][] = [
  ['Auxiliar de bodega', true],
  ['Operario(a) de producción', true],
  ['Mercaderista', true],
  ['Cajero(a)', true],
  ['Asesor(a) comercial', true],
  ['Analista contable', true],
  ['Conductor(a)', true],
  ['Auxiliar de enfermería', true],
  ['Vigilante', true],
  ['Barista', true],
  ['Montacarguista', true],
  ['Auxiliar de despachos', true],
  ['Operario(a) de confección', true],
  ['Auxiliar de calidad', true],
  ['Auxiliar de obra', true],
  ['Almacenista', true],
  ['Recepcionista', true],
  ['Auxiliar de facturación', true],
  ['Supervisor(a) de seguridad', true],
  ['Auxiliar de servicios generales', true],
  ['Auxiliar administrativo(a)', true],
  ['Asesor(a) de servicio al cliente', true],
  ['Impulsador(a)', true],
  ['Auxiliar de cocina', true],
  ['Mesero(a)', false],
  ['Técnico(a) de mantenimiento', true],
  ['Electricista', false],
  ['Auxiliar de nómina', true],
  ['Coordinador(a) logístico', true],
  ['Agente de call center', false],
];

/** Stock categories: [nombre, vigencia in days]. */
export const CATEGORIAS_STOCK: readonly [string, number][] = [
  ['Operativos de logística', 60],
  ['Comercial y ventas', 30],
];

/** Work centres of the ERP: [codigo, nombre, porcentaje ARL]. */
export const CENTROS_TRABAJO: readonly [string, string, number][] = [
  ['CT-01', 'Oficinas y labores administrativas', 0.522],
  ['CT-02', 'Comercio y servicios', 1.044],
  ['CT-03', 'Bodegas y plantas de producción', 2.436],
  ['CT-04', 'Transporte y conducción', 4.35],
  ['CT-05', 'Vigilancia y trabajo en alturas', 6.96],
];

export const CENTROS_COSTO: readonly [string, string][] = [
  ['CC-1100', 'Operaciones Bogotá'],
  ['CC-1200', 'Operaciones Antioquia'],
  ['CC-1300', 'Operaciones Valle'],
  ['CC-1400', 'Operaciones Costa Caribe'],
  ['CC-1500', 'Operaciones Santanderes'],
];

/** ERP organisational levels: [nivel, tipo, codigo, nombre]. */
export const NIVELES_ERP: readonly [number, string, string, string][] = [
  [1, 'ea_subgrupo', '01', 'Servicios temporales'],
  [1, 'ea_subgrupo', '02', 'Outsourcing'],
  [2, 'ea_sucursal', '11', 'Bogotá'],
  [2, 'ea_sucursal', '05', 'Medellín'],
  [3, 'ea_subdivision', 'LOG', 'Logística'],
  [3, 'ea_subdivision', 'PRD', 'Producción'],
  [4, 'ea_proyecto', 'P-2026', 'Proyecto general 2026'],
  [5, 'ea_producto', 'TMP', 'Trabajador en misión'],
];
