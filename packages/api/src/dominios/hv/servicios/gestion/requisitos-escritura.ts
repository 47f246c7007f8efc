import type { EntityManager } from '@mikro-orm/postgresql';
import { ArchivoEvidenciaRequisito, Requisito, RequisitoPersona, Usuario } from '@talento/db';
import {
  hoyIso,
  MENSAJES_REQUISITOS,
  validarRequisitoPersona,
  type CamposRequisitoPersona,
  type EntradaCrearTipoRequisito,
  type EntradaVisibilidadRequisitos,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { bloquearCandidatoHv, cargarHojaDeVida } from './comun';
import { aplicarEstadoProducto } from './producto';
import { tieneEntrevista } from './requisitos-lectura';

export interface ArchivoSubido {
  nombre: string;
  tipoMime: string;
  bytes: Buffer;
}

const rechazo = (mensaje: string) => new AppError('BAD_REQUEST', mensaje);

/** `hojasDeVida.crearTipoRequisito`: a new active requirement type (name unique, case and accents aside). */
export async function crearTipoRequisito(em: EntityManager, entrada: EntradaCrearTipoRequisito, ahora: Date) {
  return em.transactional(async (tx) => {
    const [repetido] = await tx.execute<{ id: number }[]>(
      'select id from requisito where immutable_unaccent(lower(nombre)) = immutable_unaccent(lower(?)) limit 1',
      [entrada.nombre],
    );
    if (repetido) throw rechazo(MENSAJES_REQUISITOS.nombreRepetido);
    const r = tx.create(Requisito, {
      nombre: entrada.nombre,
      validezDias: entrada.validezDias,
      estado: true,
      createdAt: ahora,
    });
    await tx.flush();
    return {
      id: r.id,
      nombre: r.nombre,
      validezDias: r.validezDias,
      mensaje: MENSAJES_REQUISITOS.tipoCreado,
    };
  });
}

function guardarArchivos(
  tx: EntityManager,
  requisitoPersona: RequisitoPersona,
  archivos: readonly ArchivoSubido[],
  ahora: Date,
) {
  for (const a of archivos) {
    tx.create(ArchivoEvidenciaRequisito, {
      requisitoPersona,
      nombre: a.nombre,
      tipoMime: a.tipoMime,
      tamano: a.bytes.length,
      contenido: a.bytes,
      creadoEn: ahora,
    });
  }
}

/**
 * `hojasDeVida.agregarRequisito`: a person requirement with its evidence files in ONE transaction (the old
 * product deleted the record when the upload failed; here a failure leaves nothing), then the product-state
 * rule. The candidate row is locked so two results saved at once apply the rule one after the other.
 */
export async function agregarRequisitoPersona(
  em: EntityManager,
  usuario: UsuarioSesion,
  c: CamposRequisitoPersona,
  archivos: readonly ArchivoSubido[],
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const hv = await cargarHojaDeVida(tx, c.candidatoId);
    const candidato = await bloquearCandidatoHv(tx, c.candidatoId);
    const requisito = await tx.findOne(Requisito, { id: c.requisitoId, estado: true });
    if (!requisito) throw rechazo(MENSAJES_REQUISITOS.requisitoInexistente);
    const errores = validarRequisitoPersona(c, {
      esPrueba: requisito.esPruebas,
      tieneEntrevista: await tieneEntrevista(tx, c.candidatoId),
      hoy: hoyIso(ahora),
    });
    const primero = Object.values(errores)[0];
    if (primero) throw rechazo(primero);

    const rp = tx.create(RequisitoPersona, {
      hojaDeVida: hv,
      requisito,
      fechaRealizacion: c.fechaRealizacion,
      resultado: c.resultado,
      puntaje: c.puntaje,
      conceptoFinal: c.conceptoFinal,
      comentario: c.comentario,
      esVisibleCliente: c.esVisibleCliente,
      usuario: tx.getReference(Usuario, usuario.id),
      createdAt: ahora,
    });
    guardarArchivos(tx, rp, archivos, ahora);
    await tx.flush();
    const antes = candidato.estadoProducto;
    const estadoProducto = await aplicarEstadoProducto(tx, candidato, hv, ahora);
    await tx.flush();
    const mensaje =
      antes === 0 && estadoProducto === 1
        ? `${MENSAJES_REQUISITOS.requisitoAgregado}. ${MENSAJES_REQUISITOS.productoTerminado}`
        : MENSAJES_REQUISITOS.requisitoAgregado;
    return { id: rp.id, archivos: archivos.length, estadoProducto, mensaje };
  });
}

/** `hojasDeVida.agregarEvidencia`: more evidence files for an existing requirement of the CV, in one transaction. */
export async function agregarEvidencia(
  em: EntityManager,
  candidatoId: number,
  requisitoPersonaId: number,
  archivos: readonly ArchivoSubido[],
  ahora: Date,
) {
  if (archivos.length === 0) throw rechazo(MENSAJES_REQUISITOS.archivoRequerido);
  return em.transactional(async (tx) => {
    const hv = await cargarHojaDeVida(tx, candidatoId);
    const rp = await tx.findOne(RequisitoPersona, { id: requisitoPersonaId, hojaDeVida: hv.id });
    if (!rp) throw noEncontrado();
    guardarArchivos(tx, rp, archivos, ahora);
    await tx.flush();
    return { id: rp.id, archivos: archivos.length, mensaje: MENSAJES_REQUISITOS.archivoAgregado };
  });
}

/**
 * `hojasDeVida.visibilidadRequisitos`: exactly the listed requirements of the CV become visible to the
 * client (es_visible_cliente, read by the client portal); the others stop being visible. Ids of another CV
 * are refused (NOT_FOUND) and nothing changes.
 */
export async function guardarVisibilidad(em: EntityManager, entrada: EntradaVisibilidadRequisitos) {
  return em.transactional(async (tx) => {
    const hv = await cargarHojaDeVida(tx, entrada.candidatoId);
    const filas = await tx.find(RequisitoPersona, { hojaDeVida: hv.id });
    const propios = new Set(filas.map((f) => f.id));
    if (entrada.visibles.some((id) => !propios.has(id))) throw noEncontrado();
    const visibles = new Set(entrada.visibles);
    for (const f of filas) f.esVisibleCliente = visibles.has(f.id);
    await tx.flush();
    return {
      visibles: filas.filter((f) => f.esVisibleCliente).length,
      mensaje: MENSAJES_REQUISITOS.visibilidadGuardada,
    };
  });
}
