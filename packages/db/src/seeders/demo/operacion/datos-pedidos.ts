/**
 * The demo orders. Every estado_pedido value appears (0, 1, 111 with 112 child lines, 2, 3, 4, 5) and
 * both demo client companies have orders in stages 3 and 4 with candidates sent to them.
 */
export interface PlanPedido {
  documento: string;
  /** Index in the client's profile list (datos-clientes). */
  perfil: number;
  estado: 0 | 1 | 111 | 2 | 3 | 4 | 5;
  /** Index in the client's city list. */
  ciudad: number;
  vacantes: number;
  /** Requested this many days ago. */
  dias: number;
  /** Cancelled orders: the stage reached before cancelling, and the cause (CAUSA_CANCELACION). */
  desde?: 1 | 2 | 3;
  causa?: number;
  sinFac?: boolean;
  stock?: boolean;
  ruta?: boolean;
  destacado?: boolean;
  tipo?: string;
  /** Child city lines (index in the client's cities) of a multi-city parent. */
  hijos?: number[];
  /** Final states of the selected pool (pool 1); default by stage. */
  seleccionados?: number[];
  /** Size of the pre-selected pool (pool 0, state 0); default by stage. */
  preseleccionados?: number;
  /** Index (in this list) of the cancelled order this one replaces. */
  reemplazaA?: number;
}

const SABANA = '900123456';
const TEXTILES = '890301234';
const ANDINA = '901234567';
const TRIGAL = '860012345';
const CARIBE = '802004567';
const MONTANA = '900876543';
const CLINICA = '890102030';
const CAFE = '901567890';
const SEGURIDAD = '830045678';
const ROJAS = '52345678';

export const PLAN_PEDIDOS: readonly PlanPedido[] = [
  // Distribuidora La Sabana (demo client "cliente").
  {
    documento: SABANA,
    perfil: 0,
    estado: 3,
    ciudad: 0,
    vacantes: 4,
    dias: 24,
    seleccionados: [1, 1, 2, 4, 3, 0],
    preseleccionados: 3,
    destacado: true,
  },
  {
    documento: SABANA,
    perfil: 1,
    estado: 4,
    ciudad: 0,
    vacantes: 3,
    dias: 38,
    seleccionados: [6, 6, 8, 7, 4, 5],
    preseleccionados: 1,
  },
  { documento: SABANA, perfil: 2, estado: 2, ciudad: 1, vacantes: 2, dias: 9 },
  {
    documento: SABANA,
    perfil: 0,
    estado: 1,
    ciudad: 2,
    vacantes: 5,
    dias: 2,
    sinFac: true,
    tipo: 'ENVIADO_POR_CLIENTE',
  },
  { documento: SABANA, perfil: 1, estado: 5, ciudad: 1, vacantes: 2, dias: 55 },
  { documento: SABANA, perfil: 0, estado: 0, ciudad: 0, vacantes: 3, dias: 45, desde: 2, causa: 1 },
  {
    documento: SABANA,
    perfil: 0,
    estado: 111,
    ciudad: 0,
    vacantes: 6,
    dias: 3,
    stock: true,
    hijos: [1, 2],
    tipo: 'TEMPORADA',
  },
  { documento: SABANA, perfil: 1, estado: 3, ciudad: 2, vacantes: 2, dias: 18, seleccionados: [1, 2, 2, 5] },
  // Textiles del Valle (demo client "cliente2").
  {
    documento: TEXTILES,
    perfil: 0,
    estado: 3,
    ciudad: 0,
    vacantes: 6,
    dias: 20,
    seleccionados: [1, 1, 2, 4, 4, 3, 0],
    destacado: true,
  },
  {
    documento: TEXTILES,
    perfil: 0,
    estado: 4,
    ciudad: 1,
    vacantes: 4,
    dias: 35,
    seleccionados: [6, 8, 8, 9, 2, 10],
  },
  { documento: TEXTILES, perfil: 2, estado: 2, ciudad: 0, vacantes: 1, dias: 12 },
  { documento: TEXTILES, perfil: 1, estado: 5, ciudad: 0, vacantes: 3, dias: 58 },
  { documento: TEXTILES, perfil: 1, estado: 1, ciudad: 1, vacantes: 2, dias: 1, tipo: 'REINGRESO' },
  { documento: TEXTILES, perfil: 2, estado: 0, ciudad: 0, vacantes: 1, dias: 40, desde: 1, causa: 5 },
  // Logística Andina (stock client).
  { documento: ANDINA, perfil: 0, estado: 4, ciudad: 0, vacantes: 2, dias: 30 },
  {
    documento: ANDINA,
    perfil: 1,
    estado: 2,
    ciudad: 0,
    vacantes: 5,
    dias: 14,
    stock: true,
    tipo: 'INCREMENTO',
  },
  { documento: ANDINA, perfil: 1, estado: 3, ciudad: 1, vacantes: 3, dias: 16 },
  { documento: ANDINA, perfil: 0, estado: 5, ciudad: 2, vacantes: 1, dias: 50 },
  { documento: ANDINA, perfil: 1, estado: 2, ciudad: 2, vacantes: 4, dias: 6 },
  // Alimentos El Trigal.
  { documento: TRIGAL, perfil: 0, estado: 3, ciudad: 0, vacantes: 8, dias: 22, ruta: true },
  { documento: TRIGAL, perfil: 1, estado: 2, ciudad: 1, vacantes: 1, dias: 8, sinFac: true },
  { documento: TRIGAL, perfil: 0, estado: 5, ciudad: 1, vacantes: 2, dias: 57, ruta: true },
  {
    documento: TRIGAL,
    perfil: 0,
    estado: 1,
    ciudad: 0,
    vacantes: 10,
    dias: 1,
    tipo: 'TEMPORADA',
    destacado: true,
  },
  // Comercializadora Caribe.
  { documento: CARIBE, perfil: 0, estado: 4, ciudad: 0, vacantes: 3, dias: 33 },
  { documento: CARIBE, perfil: 1, estado: 3, ciudad: 1, vacantes: 2, dias: 19 },
  {
    documento: CARIBE,
    perfil: 1,
    estado: 0,
    ciudad: 2,
    vacantes: 2,
    dias: 27,
    desde: 3,
    causa: 2,
    seleccionados: [1, 10, 10],
  },
  { documento: CARIBE, perfil: 0, estado: 2, ciudad: 2, vacantes: 2, dias: 10 },
  // Construcciones Montaña.
  { documento: MONTANA, perfil: 0, estado: 4, ciudad: 0, vacantes: 6, dias: 28 },
  { documento: MONTANA, perfil: 1, estado: 5, ciudad: 1, vacantes: 1, dias: 52 },
  {
    documento: MONTANA,
    perfil: 0,
    estado: 1,
    ciudad: 1,
    vacantes: 4,
    dias: 3,
    sinFac: true,
    tipo: 'REEMPLAZO',
    reemplazaA: 30,
  },
  { documento: MONTANA, perfil: 0, estado: 0, ciudad: 0, vacantes: 4, dias: 48, desde: 2, causa: 3 },
  // Clínica Servicios de Salud del Norte.
  { documento: CLINICA, perfil: 0, estado: 3, ciudad: 0, vacantes: 5, dias: 21 },
  { documento: CLINICA, perfil: 1, estado: 2, ciudad: 0, vacantes: 2, dias: 7 },
  { documento: CLINICA, perfil: 2, estado: 5, ciudad: 0, vacantes: 1, dias: 46 },
  { documento: CLINICA, perfil: 0, estado: 4, ciudad: 0, vacantes: 2, dias: 36 },
  // Café Cordillera.
  { documento: CAFE, perfil: 0, estado: 3, ciudad: 0, vacantes: 3, dias: 17 },
  { documento: CAFE, perfil: 0, estado: 2, ciudad: 1, vacantes: 2, dias: 5 },
  { documento: CAFE, perfil: 0, estado: 5, ciudad: 2, vacantes: 2, dias: 53 },
  // Seguridad Integral de Colombia.
  { documento: SEGURIDAD, perfil: 0, estado: 4, ciudad: 0, vacantes: 5, dias: 31 },
  { documento: SEGURIDAD, perfil: 0, estado: 2, ciudad: 1, vacantes: 6, dias: 11 },
  { documento: SEGURIDAD, perfil: 1, estado: 1, ciudad: 0, vacantes: 1, dias: 2 },
  { documento: SEGURIDAD, perfil: 0, estado: 0, ciudad: 1, vacantes: 3, dias: 34, desde: 1, causa: 4 },
  // María Fernanda Rojas Pérez (natural person, CC).
  { documento: ROJAS, perfil: 0, estado: 5, ciudad: 0, vacantes: 1, dias: 44 },
  { documento: ROJAS, perfil: 0, estado: 2, ciudad: 0, vacantes: 1, dias: 4, tipo: 'ENVIADO_POR_CLIENTE' },
];

export const RAZONES_CANCELACION: Record<number, string> = {
  0: 'El cliente cambió las condiciones del cargo; se creará un pedido nuevo con el perfil ajustado.',
  1: 'El cliente aplaza la contratación hasta el próximo mes por cierre de temporada.',
  2: 'El cliente contrató directamente a personas referidas por sus empleados.',
  3: 'El cliente adjudicó el proceso a otra empresa de servicios temporales.',
  4: 'El cliente informa que ya no necesita la vacante por reestructuración del área.',
  5: 'Pedido duplicado: el ejecutivo lo registró dos veces.',
};

export const COMENTARIOS_CLIENTE: readonly string[] = [
  'Les compartimos los candidatos preseleccionados; quedamos atentos a su retroalimentación.',
  'Se programaron las entrevistas para esta semana, por favor confirmar la disponibilidad del jefe inmediato.',
  'Los candidatos ya cuentan con examen médico y verificación de antecedentes.',
  'Recordamos que la fecha de ingreso acordada es el lunes a las 7:00 a. m. en la portería principal.',
  'Solicitamos confirmar la dirección exacta donde deben presentarse los candidatos.',
];

export const COMENTARIOS_INTERNOS: readonly string[] = [
  'Publicada la oferta en el portal de empleo; llegaron 35 postulaciones el primer día.',
  'El cliente pide priorizar candidatos que vivan cerca de la zona industrial.',
  'Pendiente validar referencias laborales de dos candidatos.',
  'Baja respuesta a la convocatoria; se activa perifoneo en la localidad.',
  'Se llamó al cliente para ajustar el horario de entrevistas.',
  'Candidatos citados a pruebas digitales el jueves.',
];
