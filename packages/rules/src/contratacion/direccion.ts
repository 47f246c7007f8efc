/**
 * Candidate address change ("Change candidate address", spec 01 §3 Address, §5): tipo 1 rural needs
 * direccion_rural, 2 urban needs direccion_cadena and barrio, 3 other needs direccion_otra (the stricter
 * reading: an "other" address with no text is no address). Same schema in the modal and the procedure.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { TIPO_DIRECCION } from '../enums/pedidos';
import { MENSAJES_CONTRATACION as M } from './mensajes';

const opcional = (max: number) =>
  campo
    .texto({ max, mensajeLargo: M.maxCaracteres(max) })
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

export const CamposCambioDireccion = z.object({
  tipoDireccion: campo.codigo(TIPO_DIRECCION, M.tipoDireccion),
  direccionCadena: opcional(300),
  direccionZona: opcional(120),
  direccionBarrio: opcional(120),
  direccionAdicional: opcional(200),
  direccionRural: opcional(300),
  direccionOtra: opcional(300),
});
export type CamposCambioDireccion = z.infer<typeof CamposCambioDireccion>;

type Datos = { readonly [K in keyof CamposCambioDireccion]?: unknown };
const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Required fields of each address type. */
export const REQUERIDOS_POR_TIPO_DIRECCION: Readonly<
  Record<1 | 2 | 3, readonly (keyof CamposCambioDireccion)[]>
> = {
  1: ['direccionRural'],
  2: ['direccionCadena', 'direccionBarrio'],
  3: ['direccionOtra'],
};

export function problemasDireccion(d: Datos): [campo: string, mensaje: string][] {
  const tipo = d.tipoDireccion;
  if (tipo !== 1 && tipo !== 2 && tipo !== 3) return [];
  return REQUERIDOS_POR_TIPO_DIRECCION[tipo].filter((c) => vacio(d[c])).map((c) => [c, M.requerido]);
}

/** Keeps only the fields of the chosen type (an urban address does not keep a stale rural text). */
export function normalizarDireccion(d: CamposCambioDireccion): CamposCambioDireccion {
  const urbana = d.tipoDireccion === 2;
  return {
    ...d,
    direccionCadena: urbana ? d.direccionCadena : null,
    direccionBarrio: urbana ? d.direccionBarrio : null,
    direccionRural: d.tipoDireccion === 1 ? d.direccionRural : null,
    direccionOtra: d.tipoDireccion === 3 ? d.direccionOtra : null,
  };
}

export const EsquemaDireccion = CamposCambioDireccion.superRefine((d, ctx) => {
  for (const [path, message] of problemasDireccion(d))
    ctx.addIssue({ code: 'custom', path: [path], message });
}).transform(normalizarDireccion);

/** `contratacion.cambiarDireccion`: the candidate in order and the address. */
export const EntradaCambiarDireccion = z.object({
  candidatoPedidoId: campo.id(),
  direccion: EsquemaDireccion,
});
export type EntradaCambiarDireccion = z.infer<typeof EntradaCambiarDireccion>;
