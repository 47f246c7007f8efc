/**
 * Lifecycle of a hiring order (spec 01 §4): sin guardar → guardada (id, consecutivo) → radicada (radicado,
 * fecha_radicado). Filing goes through the ERP: between the request and the ERP's success the order is
 * "radicando" (nothing is marked filed before the ERP answers). The UI shows buttons with these functions
 * and the server refuses with the same ones.
 */
import { EstadoCandidatoPedido as C, EstadoPedido as P } from '../enums/pedidos';
import type { CamposOrdenContratacion } from './orden';
import { MENSAJES_CONTRATACION as M } from './mensajes';

export type EstadoOrdenContratacion = 'sin_guardar' | 'guardada' | 'radicando' | 'radicada';

export interface SituacionOrden {
  /** null before the first save. */
  id: number | null;
  radicado: boolean;
  /** A filing request is waiting for the ERP (outbox row Pendiente). */
  radicacionPendiente: boolean;
}

export function estadoOrden(o: SituacionOrden): EstadoOrdenContratacion {
  if (o.id === null) return 'sin_guardar';
  if (o.radicado) return 'radicada';
  return o.radicacionPendiente ? 'radicando' : 'guardada';
}

export type ResultadoContratacion = { ok: true } | { ok: false; mensaje: string };
const ok: ResultadoContratacion = { ok: true };
const no = (mensaje: string): ResultadoContratacion => ({ ok: false, mensaje });

/** Candidate states that may create or edit the order (6 in contracting, 7 did not sign). */
export const ESTADOS_CANDIDATO_ORDEN_EDITABLE: readonly number[] = [C.EN_CONTRATACION, C.NO_FIRMA_CONTRATO];
/** "Viewable from 8": 8 shows up at work and 9 did not show up (its order may be filed); 10 cancelled is not. */
export const ESTADOS_CANDIDATO_ORDEN_LECTURA: readonly number[] = [C.SE_PRESENTA, C.NO_SE_PRESENTA];
/** Order stages where the hiring order is worked: active (2-4), "stage 4 or earlier". */
export const ESTADOS_PEDIDO_ORDEN: readonly number[] = [P.PRESELECCION, P.SELECCION, P.LEGALIZACION];

/** What the candidate row of the order detail offers: create/edit, view read-only, or nothing. */
export function accesoOrden(estadoCandidato: number, estadoPedido: number): 'editar' | 'ver' | null {
  if (
    ESTADOS_CANDIDATO_ORDEN_EDITABLE.includes(estadoCandidato) &&
    ESTADOS_PEDIDO_ORDEN.includes(estadoPedido)
  )
    return 'editar';
  if (ESTADOS_CANDIDATO_ORDEN_LECTURA.includes(estadoCandidato)) return 'ver';
  return null;
}

/** Create (staff or client): every candidate in 6-7 and the order in stage 2-4. */
export function puedeCrearOrden(
  estadosCandidatos: readonly number[],
  estadoPedido: number,
): ResultadoContratacion {
  if (!ESTADOS_PEDIDO_ORDEN.includes(estadoPedido)) return no(M.pedidoNoPermite);
  if (
    estadosCandidatos.length === 0 ||
    !estadosCandidatos.every((e) => ESTADOS_CANDIDATO_ORDEN_EDITABLE.includes(e))
  )
    return no(M.candidatoNoPermite);
  return ok;
}

/** Fields still editable after filing ("once filed most fields are read-only"). */
export const CAMPOS_EDITABLES_RADICADA = [
  'observaciones',
  'observacionesCompra',
] as const satisfies readonly (keyof CamposOrdenContratacion)[];

/** Whether a field can be edited now (the form disables the others; the server refuses their change). */
export function campoEditable(
  estado: EstadoOrdenContratacion,
  campo: keyof CamposOrdenContratacion,
): boolean {
  if (estado === 'sin_guardar' || estado === 'guardada') return true;
  if (estado === 'radicando') return false;
  return (CAMPOS_EDITABLES_RADICADA as readonly string[]).includes(campo);
}

/** Fields whose value differs between two versions of the order. */
export function camposCambiados(
  antes: CamposOrdenContratacion,
  despues: CamposOrdenContratacion,
): (keyof CamposOrdenContratacion)[] {
  return (Object.keys(despues) as (keyof CamposOrdenContratacion)[]).filter(
    (k) => (antes[k] ?? null) !== (despues[k] ?? null),
  );
}

/** Edit by staff: saved orders freely; filed ones only in the still-editable fields; never while filing. */
export function puedeEditar(
  estado: EstadoOrdenContratacion,
  cambiados: readonly (keyof CamposOrdenContratacion)[],
): ResultadoContratacion {
  if (estado === 'radicando') return no(M.radicacionPendiente);
  if (estado === 'radicada' && cambiados.some((c) => !campoEditable('radicada', c)))
    return no(M.soloCamposPermitidos);
  return ok;
}

/** Concepts are part of the contract: they change only before filing. */
export function puedeCambiarConceptos(estado: EstadoOrdenContratacion): ResultadoContratacion {
  if (estado === 'radicada') return no(M.yaRadicada);
  if (estado === 'radicando') return no(M.radicacionPendiente);
  return ok;
}

/** "Radicar Orden" shows when the order is saved (has an id) and not filed nor being filed. */
export function mostrarRadicar(o: SituacionOrden): boolean {
  return estadoOrden(o) === 'guardada';
}

/** The position must be given and exist in the ERP's position master (spec 01 §8 contract-order errors). */
export function puedeRadicar(
  o: SituacionOrden,
  cargo: { existeEnErp: boolean } | null,
): ResultadoContratacion {
  if (!mostrarRadicar(o)) return no(estadoOrden(o) === 'radicando' ? M.radicacionPendiente : M.noRadicable);
  if (!cargo) return no(M.cargoFaltante);
  if (!cargo.existeEnErp) return no(M.cargoNoEnMaestro);
  return ok;
}

/** "Enviar de nuevo inducción" shows when filed and the order is in stage 3 or 4. */
export function mostrarReenviarInduccion(o: SituacionOrden, estadoPedido: number): boolean {
  return estadoOrden(o) === 'radicada' && (estadoPedido === P.SELECCION || estadoPedido === P.LEGALIZACION);
}

/** The association button shows when the order is filed and the candidate is in 6 or 8. */
export function mostrarAsociacion(o: SituacionOrden, estadoCandidato: number): boolean {
  return (
    estadoOrden(o) === 'radicada' &&
    (estadoCandidato === C.EN_CONTRATACION || estadoCandidato === C.SE_PRESENTA)
  );
}

/** Status the client portal shows for each hiring order of its companies. */
export type EstadoOrdenCliente = 'guardada' | 'radicada' | 'enviada_nomina';
export const ETIQUETA_ESTADO_ORDEN_CLIENTE: Readonly<Record<EstadoOrdenCliente, string>> = {
  guardada: 'Guardada',
  radicada: 'Radicada',
  enviada_nomina: 'Enviada a nómina',
};
export function estadoOrdenCliente(radicado: boolean, hvEnviadaANomina: boolean): EstadoOrdenCliente {
  if (!radicado) return 'guardada';
  return hvEnviadaANomina ? 'enviada_nomina' : 'radicada';
}
