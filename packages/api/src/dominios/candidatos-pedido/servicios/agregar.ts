import type { EntityManager } from '@mikro-orm/postgresql';
import { cargarPedidoParaGestionar } from './cargar';
import { Candidato } from '@talento/db';
import {
  DISPONIBILIDAD,
  ESTADO_PRODUCTO,
  MENSAJES_PIPELINE,
  mensajeDisponibilidad,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { bloquearCandidato, resultadoDe, type ResultadoAccionCandidato } from './comun';
import { vincularCandidato } from './vincular';

const noEncontrado = () => new AppError('NOT_FOUND', MENSAJES_PIPELINE.noEncontrado);

/** The registered person with this document number (the add-candidate search card), or "No se encontró el candidato". */
export async function buscarPorDocumento(em: EntityManager, numeroDocumento: string) {
  const c = await em.findOne(Candidato, { numeroDocumento }, { populate: ['hojaDeVida'] });
  if (!c) throw noEncontrado();
  return {
    id: c.id,
    nombre: nombreCompleto(c),
    numeroDocumento: c.numeroDocumento,
    email: c.email,
    telefono: c.telefonoOCelular,
    disponibilidad: c.disponibilidad,
    disponibilidadEtiqueta: DISPONIBILIDAD.etiqueta(c.disponibilidad),
    /** The refusal "Agregar" would get because of availability, shown on the card beforehand. */
    mensajeDisponibilidad: mensajeDisponibilidad(c.disponibilidad),
    estadoProducto: c.estadoProducto,
    estadoProductoEtiqueta: ESTADO_PRODUCTO.etiqueta(c.estadoProducto),
    porcentajeHv: c.hojaDeVida?.porcentajeTotal ?? null,
  };
}

/** `candidatosPedido.agregar`: the order (locked, in scope) and the person (locked) in one transaction with the event. */
export async function agregarCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { pedidoId: number; candidatoId: number },
  ahora: Date,
): Promise<ResultadoAccionCandidato> {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, entrada.pedidoId);
    const existe = await tx.count(Candidato, { id: entrada.candidatoId });
    if (!existe) throw noEncontrado();
    const candidato = await bloquearCandidato(tx, entrada.candidatoId);
    const cp = await vincularCandidato(tx, pedido, candidato, usuario.id, ahora);
    await tx.flush();
    return resultadoDe(cp, MENSAJES_PIPELINE.agregado);
  });
}
