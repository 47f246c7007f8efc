/**
 * "Enviar" of the send-to-client modal (spec 01 §4 enviarCliente, §5 send to client): every active
 * selected candidate in state 0 goes to state 1 with an event (type 4), the order keeps the chosen
 * visible requirements and ONE e-mail to the chosen contacts is queued, all in one transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, ClienteContacto, HojaDeVida, Requisito, Usuario, type Pedido } from '@talento/db';
import {
  MENSAJES_ENVIO,
  MENSAJES_LOTE,
  reglaEnvioCliente,
  transicionCandidato,
  type EntradaEnviarCliente,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { remitenteCorreo } from '../../../nucleo/outbox/remitente';
import { registrarCambioEstadoCandidato } from '../../pedidos';
import { cargarCandidatoPedidoParaEscribir, cargarPedidoParaGestionar } from './cargar';
import { correoCandidatosEnviados } from './envio-correo';
import { exigirNoVetado } from '../../vetados';
import { filtroPorEnviar } from './envio-requisitos';

const unicos = (ids: readonly number[]) => [...new Set(ids)];

export async function enviarACliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaEnviarCliente,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    // The order row lock serialises two sends of the same order: the second finds nothing left in state 0.
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, entrada.pedidoId, ['ciudad']);
    return enviarSeleccionados(tx, usuario, pedido, entrada, ahora);
  });
}

/**
 * The send itself, inside the caller's transaction with the order locked and past the FAC gate: also used by
 * "Pasar a la siguiente etapa" from stage 2, which moves the order to 3 and sends in the same transaction.
 */
export async function enviarSeleccionados(
  tx: EntityManager,
  usuario: UsuarioSesion,
  pedido: Pedido,
  entrada: Pick<EntradaEnviarCliente, 'contactoIds' | 'requerimientoIds'> &
    Partial<Pick<EntradaEnviarCliente, 'candidatos'>>,
  ahora: Date,
) {
  const contactoIds = unicos(entrada.contactoIds);
  const requerimientoIds = unicos(entrada.requerimientoIds);
  const contactos = contactoIds.length
    ? await tx.find(
        ClienteContacto,
        { id: { $in: contactoIds }, cliente: pedido.cliente.id, activo: true },
        { orderBy: { id: 'asc' } },
      )
    : [];
  if (contactos.length !== contactoIds.length) throw noEncontrado();
  const requisitos = requerimientoIds.length
    ? await tx.find(
        Requisito,
        { id: { $in: requerimientoIds }, estado: true, visible: true },
        { orderBy: [{ nombre: 'asc' }, { id: 'asc' }] },
      )
    : [];
  // A bulk send names its candidates (each at the version the screen had); otherwise every one still to send.
  const porEnviar: { id: number; version?: number }[] = entrada.candidatos
    ? [...entrada.candidatos].sort((a, b) => a.id - b.id)
    : await tx.find(CandidatoPedido, filtroPorEnviar(pedido.id), { fields: ['id'], orderBy: { id: 'asc' } });

  const regla = reglaEnvioCliente({
    etapaPedido: pedido.estadoPedido,
    requerimientos: requisitos,
    contactos: contactos.length,
    candidatos: porEnviar.length,
  });
  if (!regla.ok) throw new AppError('BAD_REQUEST', regla.mensaje);
  if (requisitos.length !== requerimientoIds.length)
    throw new AppError('BAD_REQUEST', MENSAJES_ENVIO.requerimientoNoVisible);

  const actor = tx.getReference(Usuario, usuario.id);
  const enviados: CandidatoPedido[] = [];
  for (const { id, version } of porEnviar) {
    const cp = await cargarCandidatoPedidoParaEscribir(tx, usuario.alcance, id, version);
    if (cp.pedido.id !== pedido.id) throw new AppError('BAD_REQUEST', MENSAJES_LOTE.ajeno);
    // Barred after being added (issue 16): never sent to that client; the refusal names who barred and when.
    await exigirNoVetado(tx, cp.candidato.id, pedido.cliente.id);
    const r = transicionCandidato(
      'enviarCliente',
      {
        estado: cp.estadoCandidatoPedido,
        pool: cp.pool,
        activo: cp.activo,
        etapaPedido: pedido.estadoPedido,
      },
      'staff',
    );
    if (!r.ok)
      throw new AppError(
        'BAD_REQUEST',
        entrada.candidatos ? MENSAJES_LOTE.deCandidato(nombreCompleto(cp.candidato), r.mensaje) : r.mensaje,
      );
    const anterior = cp.estadoCandidatoPedido;
    cp.estadoCandidatoPedido = r.estadoNuevo;
    cp.fechaCambioEstado = ahora;
    cp.modificadoPor = actor;
    registrarCambioEstadoCandidato(tx, pedido, {
      actorId: usuario.id,
      estadoAnterior: anterior,
      estadoNuevo: r.estadoNuevo,
      candidatoNombre: nombreCompleto(cp.candidato),
      fecha: ahora,
    });
    enviados.push(cp);
  }
  pedido.requerimientosVisibles.set(requisitos);

  const hojas = await tx.find(
    HojaDeVida,
    { candidato: { $in: enviados.map((cp) => cp.candidato.id) } },
    { fields: ['candidato', 'profesiones'] },
  );
  const profesiones = new Map(hojas.map((h) => [h.candidato.id, h.profesiones]));
  const correo = correoCandidatosEnviados(
    { id: pedido.id, nombreCargo: pedido.nombreCargo, ciudad: pedido.ciudad?.nombre ?? null },
    enviados.map(({ candidato: c }) => ({
      nombre1: c.nombre1,
      nombre2: c.nombre2,
      apellido1: c.apellido1,
      apellido2: c.apellido2,
      tipoDocumento: c.tipoDocumento,
      numeroDocumento: c.numeroDocumento,
      profesiones: profesiones.get(c.id) ?? [],
    })),
    requisitos.map((r) => r.nombre),
  );
  encolarCorreo(tx, { para: contactos.map((c) => c.correo), ...correo, referencia: `pedido:${pedido.id}` });
  await tx.flush();
  const from = remitenteCorreo();
  return { enviados: enviados.length, from, mensaje: MENSAJES_ENVIO.enviados(enviados.length) };
}
