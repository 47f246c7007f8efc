/**
 * Administración › Valores anuales (issue 34 §6): the minimum wage (SMMLV) and the transport aid with the day they take
 * effect, and the orders configuration (limits of profiles, FAC and interviews). The same schemas check the screen's
 * forms and the procedures' input; the server adds what needs its clock or the database (a future day, a repeated day).
 */
import { z } from 'zod';
import { campo, Id, Version } from '../esquemas';
import { ID_MAXIMO } from '../esquemas/primitivos';
import type { FechaIso } from '../fechas/calendario';
import { formatoFecha } from '../fechas/formato';

export const MENSAJES_VALORES_ANUALES = {
  vigenteDesde: 'Ingrese la fecha desde la que rigen los valores (DD/MM/YYYY)',
  vigenteDesdeNoFutura:
    'La fecha debe ser posterior a hoy: los valores que ya rigen no cambian. Registre los nuevos con una fecha futura.',
  vigenteDesdeRepetida: (fecha: FechaIso) =>
    `Ya hay valores registrados vigentes desde el ${formatoFecha(fecha)}`,
  smmlv: 'Ingrese el SMMLV en pesos: un número entero mayor que cero',
  auxilioTransporte: 'Ingrese el auxilio de transporte en pesos: un número entero mayor que cero',
  auxilioMayorQueSmmlv: 'El auxilio de transporte debe ser menor que el SMMLV',
  yaVigente: (fecha: FechaIso) =>
    `Estos valores rigen desde el ${formatoFecha(fecha)}: ya no se pueden modificar ni eliminar. Registre valores nuevos con una fecha futura.`,
  noExiste: 'Los valores anuales no existen',
  sinValores:
    'No hay valores anuales (SMMLV y auxilio de transporte) registrados. Pida al administrador registrarlos en Administración › Valores anuales.',
  agregados: 'Valores anuales registrados',
  guardados: 'Valores anuales guardados',
  eliminados: 'Valores anuales eliminados',
  sinRegistros: 'No hay valores anuales registrados.',
  errorCarga: 'No fue posible cargar los valores anuales. Recargue la página e intente de nuevo.',
  configuracionGuardada: 'Configuración de pedidos guardada',
  entero: (min: number, max: number) => `Ingrese un número entero entre ${min} y ${max}`,
  porcentaje: 'Ingrese un porcentaje entre 0 y 100',
  minimoMayorQueMaximo: 'El mínimo no puede ser mayor que el máximo',
} as const;
const M = MENSAJES_VALORES_ANUALES;

/** Whole pesos that fit the `integer` columns of `valor_anual`. */
const pesos = (mensaje: string) => campo.entero({ min: 1, max: ID_MAXIMO, mensaje, mensajeRango: mensaje });

const formaValorAnual = {
  vigenteDesde: campo.fechaIso(M.vigenteDesde),
  smmlv: pesos(M.smmlv),
  auxilioTransporte: pesos(M.auxilioTransporte),
};
const auxilioMenor = {
  check: (v: { smmlv: number; auxilioTransporte: number }) => v.auxilioTransporte < v.smmlv,
  opciones: { path: ['auxilioTransporte'], message: M.auxilioMayorQueSmmlv },
};

/** The values of a year as the administrator types them (add). */
export const CamposValorAnual = z.object(formaValorAnual).refine(auxilioMenor.check, auxilioMenor.opciones);
export type CamposValorAnual = z.input<typeof CamposValorAnual>;

export const EntradaCrearValorAnual = CamposValorAnual;
export type EntradaCrearValorAnual = z.input<typeof EntradaCrearValorAnual>;

/** Edit a future row: the version the screen had (a later change by someone else is a conflict). */
export const EntradaEditarValorAnual = z
  .object({ id: Id, version: Version, ...formaValorAnual })
  .refine(auxilioMenor.check, auxilioMenor.opciones);
export type EntradaEditarValorAnual = z.input<typeof EntradaEditarValorAnual>;

export const EntradaEliminarValorAnual = z.object({ id: Id, version: Version });

/**
 * A row may be changed or removed only while its day is still to come (`hoy`, the Bogotá day of the server's clock):
 * from that day on, orders and profiles are computed with it, and changing it would silently rewrite their rules.
 */
export function valorAnualModificable(vigenteDesde: FechaIso, hoy: FechaIso): boolean {
  return vigenteDesde > hoy;
}

/** The row in force on a day: the latest `vigenteDesde` on or before it; before every row, the earliest one. */
export function valorAnualVigente<T extends { vigenteDesde: FechaIso }>(
  filas: readonly T[],
  dia: FechaIso,
): T | null {
  let vigente: T | null = null;
  let primera: T | null = null;
  for (const f of filas) {
    if (!primera || f.vigenteDesde < primera.vigenteDesde) primera = f;
    if (f.vigenteDesde <= dia && (!vigente || f.vigenteDesde > vigente.vigenteDesde)) vigente = f;
  }
  return vigente ?? primera;
}

/** Bounds of each limit of the orders configuration (the screen shows them; the schema enforces them). */
export const LIMITES_CONFIGURACION_PEDIDOS = {
  minPorcentajeHv: { min: 0, max: 100 },
  maxCompetencias: { min: 1, max: 50 },
  maxSubCompetencias: { min: 1, max: 100 },
  minValores: { min: 0, max: 50 },
  maxValores: { min: 1, max: 50 },
  maxPregFac: { min: 1, max: 100 },
  minPreguntasEntrevista: { min: 0, max: 50 },
  maxPreguntasEntrevista: { min: 1, max: 50 },
  porcentajeEntrevista: { min: 0, max: 100 },
} as const;
type CampoLimite = keyof typeof LIMITES_CONFIGURACION_PEDIDOS;
const L = LIMITES_CONFIGURACION_PEDIDOS;

const limite = (c: CampoLimite) =>
  c === 'minPorcentajeHv' || c === 'porcentajeEntrevista'
    ? campo.entero({ ...L[c], mensaje: M.porcentaje, mensajeRango: M.porcentaje })
    : campo.entero({
        ...L[c],
        mensaje: M.entero(L[c].min, L[c].max),
        mensajeRango: M.entero(L[c].min, L[c].max),
      });

const formaConfiguracion = {
  minPorcentajeHv: limite('minPorcentajeHv'),
  maxCompetencias: limite('maxCompetencias'),
  maxSubCompetencias: limite('maxSubCompetencias'),
  minValores: limite('minValores'),
  maxValores: limite('maxValores'),
  maxPregFac: limite('maxPregFac'),
  minPreguntasEntrevista: limite('minPreguntasEntrevista'),
  maxPreguntasEntrevista: limite('maxPreguntasEntrevista'),
  porcentajeEntrevista: limite('porcentajeEntrevista'),
};

/** Each minimum at most its maximum; the message goes under the minimum. */
function minimosNoMayores(
  v: {
    minValores: number;
    maxValores: number;
    minPreguntasEntrevista: number;
    maxPreguntasEntrevista: number;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.minValores > v.maxValores)
    ctx.addIssue({ code: 'custom', path: ['minValores'], message: M.minimoMayorQueMaximo });
  if (v.minPreguntasEntrevista > v.maxPreguntasEntrevista)
    ctx.addIssue({ code: 'custom', path: ['minPreguntasEntrevista'], message: M.minimoMayorQueMaximo });
}

/** The orders configuration as the form holds it. */
export const CamposConfiguracionPedidos = z.object(formaConfiguracion).superRefine(minimosNoMayores);
export type CamposConfiguracionPedidos = z.input<typeof CamposConfiguracionPedidos>;

/** Save the orders configuration: its fields and the version the screen had. */
export const EntradaGuardarConfiguracionPedidos = z
  .object({ version: Version, ...formaConfiguracion })
  .superRefine(minimosNoMayores);
export type EntradaGuardarConfiguracionPedidos = z.input<typeof EntradaGuardarConfiguracionPedidos>;
