/**
 * "Radicar Orden" and "Enviar de nuevo inducción" (spec 01 §4, §7): the calls go to the ERP through the
 * outbox; nothing is marked filed until the ERP answered success (entrega-erp.ts). Without an ERP
 * configured the user is told so and nothing changes.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cargo, MensajeSaliente } from '@talento/db';
import {
  EstadoMensajeSaliente,
  MENSAJES_CONTRATACION as M,
  mostrarReenviarInduccion,
  puedeRadicar,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { referenciaNomina, TIPO_NOMINA } from '../../hv';
import { configErp } from '../../../nucleo/integraciones/erp';
import { cargarOrden, cargarOrdenParaEscribir, estadoDe } from './cargar';
import { registrarOrdenModificada } from './eventos';
import { encolarLlamadaErp, radicacionPendiente, referenciaOrden, TIPO_ERP } from './llamadas-erp';

function exigirErp(): void {
  if (!configErp()) throw new AppError('PRECONDITION_FAILED', M.erpSinConfigurar);
}

export async function radicarOrden(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
) {
  exigirErp();
  return em.transactional(async (tx) => {
    const orden = await cargarOrdenParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const cargo = await tx.findOne(Cargo, orden.cargo.id);
    const r = puedeRadicar(
      {
        id: orden.id,
        radicado: orden.radicado,
        radicacionPendiente: await radicacionPendiente(tx, orden.id),
      },
      cargo,
    );
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    encolarLlamadaErp(
      tx,
      'radicacion',
      { ordenId: orden.id, usuarioId: usuario.id },
      referenciaOrden(orden.id),
    );
    orden.actualizadoEn = new Date();
    registrarOrdenModificada(tx, orden.pedido, orden, usuario.id);
    await tx.flush();
    return {
      id: orden.id,
      version: orden.version,
      estado: 'radicando' as const,
      mensaje: M.radicacionEncolada,
    };
  });
}

export async function reenviarInduccion(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
) {
  exigirErp();
  return em.transactional(async (tx) => {
    const orden = await cargarOrdenParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const situacion = { id: orden.id, radicado: orden.radicado, radicacionPendiente: false };
    if (
      !mostrarReenviarInduccion(situacion, orden.pedido.estadoPedido) ||
      (await estadoDe(tx, orden)) !== 'radicada'
    ) {
      throw new AppError('BAD_REQUEST', M.induccionNoPermite);
    }
    const pendiente = await tx.count(MensajeSaliente, {
      tipo: TIPO_ERP,
      destino: 'induccion',
      referencia: referenciaOrden(orden.id),
      estado: EstadoMensajeSaliente.PENDIENTE,
    });
    if (pendiente) throw new AppError('CONFLICT', M.induccionPendiente);
    for (const cp of orden.candidatos.getItems()) {
      encolarLlamadaErp(
        tx,
        'induccion',
        { ordenId: orden.id, candidatoId: cp.candidato.id },
        referenciaOrden(orden.id),
      );
    }
    orden.fechaEnvioInduccion = new Date();
    registrarOrdenModificada(tx, orden.pedido, orden, usuario.id);
    await tx.flush();
    return { id: orden.id, version: orden.version, mensaje: M.induccionEncolada };
  });
}

/**
 * "Reintentar" on a call of this order that ended in Error: back to Pendiente with attempts from zero. The
 * order is read in scope (NOT_FOUND otherwise) and the call row is locked, so a retry and the worker never
 * both act on it.
 */
export async function reintentarLlamada(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { ordenId: number; mensajeId: number },
) {
  return em.transactional(async (tx) => {
    const orden = await cargarOrden(tx, usuario.alcance, entrada.ordenId);
    const refs = [
      referenciaOrden(orden.id),
      ...orden.candidatos.getItems().map((cp) => referenciaNomina(cp.candidato.id)),
    ];
    const fila = await tx.findOne(
      MensajeSaliente,
      { id: entrada.mensajeId, tipo: { $in: [TIPO_ERP, TIPO_NOMINA] }, referencia: { $in: refs } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!fila) throw noEncontrado();
    if (fila.estado !== EstadoMensajeSaliente.ERROR) throw new AppError('CONFLICT', M.soloErrorReintenta);
    fila.estado = EstadoMensajeSaliente.PENDIENTE;
    fila.intentos = 0;
    fila.ultimoError = null;
    fila.proximoIntento = null;
    await tx.flush();
    return { mensaje: M.reintentado };
  });
}
