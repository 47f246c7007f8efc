/**
 * Whole-form validation of the create and reschedule screens (/create-cita, /create-cita/:idCita): the shared
 * schema's messages plus the cross-field ones zod skips while another field fails (client for a client interview,
 * the "other" referral's text) and the minimum date (now), so a failed submit shows every message at once. The
 * server checks all of it again.
 */
import type { z } from 'zod';
import { RazonEntrevista, REFERENCIA_OTRO } from '../enums/citas';
import { erroresPorCampo } from '../pedidos/formulario';
import {
  EntradaCrearCita,
  EntradaReagendarCita,
  problemasLugar,
  type CitaNueva,
  type CitaReagendada,
} from './entradas';
import { MENSAJES_CITAS as M } from './mensajes';
import { fechaCitaValida } from './reglas';

/** What the appointment fields of the form hold (before the schema: nothing chosen yet is undefined/null). */
export interface CamposFormularioCita {
  razonEntrevista?: number | undefined;
  clienteId?: number | null | undefined;
  encargadoId?: number | undefined;
  fechaHoraEntrevista: Date | null;
  comentario?: string | undefined;
  referenciaId?: number | null | undefined;
  otrosReferencia?: string | undefined;
  requisitoIds: number[];
  lugar?: 'sucursal' | 'cliente' | 'virtual' | undefined;
  sucursalId?: number | null | undefined;
  lugarDireccion?: string | undefined;
  enlaceVirtual?: string | undefined;
  duracionMinutos?: number | undefined;
  aceptarCruce?: boolean | undefined;
}

export type ResultadoFormularioCita<S> =
  { ok: true; datos: S } | { ok: false; errores: Record<string, string> };

/** The cross-field messages, by field, whatever else fails. */
function problemasCita(v: CamposFormularioCita, ahora: Date): [string, string][] {
  const problemas: [string, string][] = [];
  if (v.razonEntrevista === RazonEntrevista.ENTREVISTA_CLIENTE && !v.clienteId)
    problemas.push(['clienteId', M.clienteRequerido]);
  if (v.referenciaId === REFERENCIA_OTRO && !v.otrosReferencia?.trim())
    problemas.push(['otrosReferencia', M.otrosReferenciaRequerido]);
  problemas.push(...problemasLugar(v));
  if (
    v.fechaHoraEntrevista instanceof Date &&
    !Number.isNaN(v.fechaHoraEntrevista.getTime()) &&
    !fechaCitaValida(v.fechaHoraEntrevista, ahora)
  ) {
    problemas.push(['fechaHoraEntrevista', M.fechaPasada]);
  }
  return problemas;
}

function validar<S>(
  esquema: z.ZodType<S>,
  valores: CamposFormularioCita,
  ahora: Date,
): ResultadoFormularioCita<S> {
  const r = esquema.safeParse(valores);
  const errores = r.success ? {} : erroresPorCampo(r.error);
  for (const [campo, mensaje] of problemasCita(valores, ahora)) errores[campo] ??= mensaje;
  if (r.success && Object.keys(errores).length === 0) return { ok: true, datos: r.data };
  return { ok: false, errores };
}

export function validarFormularioCrearCita<V extends CamposFormularioCita>(
  valores: V,
  ahora: Date,
): ResultadoFormularioCita<CitaNueva> {
  return validar(EntradaCrearCita, valores, ahora);
}

export function validarFormularioReagendarCita<V extends CamposFormularioCita>(
  valores: V,
  ahora: Date,
): ResultadoFormularioCita<CitaReagendada> {
  return validar(EntradaReagendarCita, valores, ahora);
}
