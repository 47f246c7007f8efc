import type { EntityManager } from '@mikro-orm/postgresql';
import { cargarPedidoParaGestionar } from './cargar';
import {
  ArchivoCandidatoEspontaneo,
  Candidato,
  CandidatoEspontaneo,
  Usuario,
  type Pedido,
} from '@talento/db';
import {
  Disponibilidad,
  ESTADOS_PEDIDO_ACTIVOS,
  MENSAJES_CANDIDATO,
  MENSAJES_PIPELINE,
  pedidoAdmiteCandidatos,
  TipoEventoPedido,
  type CamposEspontaneo,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { lineaAvisoPrivacidad } from '../../datos-personales';
import { registrarEvento } from '../../pedidos';

export interface ArchivoEspontaneo {
  nombre: string;
  tipoMime: string;
  bytes: Buffer;
}

export interface EntradaEspontaneo extends CamposEspontaneo {
  pedidoId: number;
  archivo: ArchivoEspontaneo | null;
}

/** The invitation to enter the CV (spec 01 §3 "An e-mail is sent inviting the person to enter their CV"). */
function invitacion(pedido: Pedido, e: EntradaEspontaneo) {
  const cargo = pedido.nombreCargo;
  return {
    para: [e.email],
    asunto: `Te invitamos a registrar tu hoja de vida para el cargo ${cargo}`,
    texto: [
      `Hola ${e.nombres}:`,
      '',
      `Queremos tenerte en cuenta para el cargo ${cargo}. Para continuar en el proceso registra tu hoja de vida en nuestra plataforma de talento con tu número de documento ${e.cedula}.`,
      '',
      'Si ya tienes una cuenta, ingresa y actualiza tus datos.',
      '',
      lineaAvisoPrivacidad().texto,
    ].join('\n'),
    referencia: `pedido:${pedido.id}`,
  };
}

/**
 * Is this e-mail already in another active process? An active spontaneous candidate with it in an order in
 * states 2–4, or a registered person with it who is in an order process.
 */
async function correoEnOtroProceso(tx: EntityManager, email: string): Promise<boolean> {
  const igual = { $ilike: email.replace(/[\\%_]/g, (c) => `\\${c}`) };
  const espontaneos = await tx.count(CandidatoEspontaneo, {
    email: igual,
    activo: true,
    pedido: { estadoPedido: { $in: [...ESTADOS_PEDIDO_ACTIVOS] } },
  });
  if (espontaneos > 0) return true;
  const registrados = await tx.count(Candidato, {
    email: igual,
    disponibilidad: Disponibilidad.EN_PROCESO_PEDIDO,
  });
  return registrados > 0;
}

/**
 * `candidatosPedido.agregarEspontaneo`: the unregistered candidate, its optional attachment, the event
 * (type 1) and the invitation e-mail (outbox) in one transaction. Two requests with the same e-mail are
 * serialised by a transaction-scoped advisory lock on the e-mail, so only one can pass the check.
 */
export async function agregarEspontaneo(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaEspontaneo,
  ahora: Date,
): Promise<{ id: number; mensaje: string }> {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, e.pedidoId);
    if (!pedidoAdmiteCandidatos(pedido.estadoPedido))
      throw new AppError('BAD_REQUEST', MENSAJES_CANDIDATO.etapa);
    const email = e.email.toLowerCase();
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`espontaneo:${email}`]);
    if (await correoEnOtroProceso(tx, email))
      throw new AppError('BAD_REQUEST', MENSAJES_PIPELINE.errorEspontaneo);

    const espontaneo = tx.create(CandidatoEspontaneo, {
      pedido,
      activo: true,
      nombres: e.nombres,
      apellidos: e.apellidos,
      cedula: e.cedula,
      email,
      telefono: e.telefono,
      medio: e.medio || null,
      creadoPor: tx.getReference(Usuario, usuario.id),
      fechaCreacion: ahora,
    });
    if (e.archivo) {
      tx.create(ArchivoCandidatoEspontaneo, {
        candidatoEspontaneo: espontaneo,
        nombre: e.archivo.nombre,
        tipoMime: e.archivo.tipoMime,
        tamano: e.archivo.bytes.length,
        contenido: e.archivo.bytes,
        creadoEn: ahora,
      });
    }
    registrarEvento(tx, pedido, {
      tipoEvento: TipoEventoPedido.ESPONTANEO_AGREGADO,
      actorId: usuario.id,
      candidatoEspontaneoNombre: `${e.nombres} ${e.apellidos}`,
      fecha: ahora,
    });
    encolarCorreo(tx, invitacion(pedido, { ...e, email }));
    await tx.flush();
    return { id: espontaneo.id, mensaje: MENSAJES_PIPELINE.espontaneoAgregado };
  });
}
