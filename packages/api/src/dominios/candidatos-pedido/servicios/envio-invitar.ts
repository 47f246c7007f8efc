/**
 * Bulk invitation e-mail (spec 01 §2 "Invite candidates by e-mail", §5 bulk e-mail, §7 pruebas flags):
 * one queued e-mail per address; flagged tests are recorded as scheduled (CandidatoProgramado) for the
 * order; everything in one transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { cargarPedidoParaGestionar } from './cargar';
import { Candidato, CandidatoProgramado } from '@talento/db';
import {
  EstadoPruebaProgramada,
  etapaAdmiteInvitacion,
  MENSAJES_ENVIO,
  PRUEBAS_INVITACION,
  separarCorreos,
  type EntradaInvitarCorreo,
  type PruebaInvitacion,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { correoInvitacion } from './envio-correo';

/** CandidatoProgramado column of each test. */
const COLUMNA: Record<PruebaInvitacion, 'fac' | 'detac' | 'competencias' | 'idisc'> = {
  FAC: 'fac',
  DETAC: 'detac',
  COMPETENCIAS: 'competencias',
  IDISC: 'idisc',
};

/** Marks the flagged tests scheduled (1) for this address; a presented test (2) stays locked. */
async function programar(
  tx: EntityManager,
  pedidoId: number,
  correo: string,
  pruebas: readonly PruebaInvitacion[],
  ahora: Date,
) {
  const existente = await tx.findOne(CandidatoProgramado, { pedido: pedidoId, correo });
  const candidato = existente ? null : await tx.findOne(Candidato, { email: correo }, { fields: ['id'] });
  const fila =
    existente ??
    tx.create(CandidatoProgramado, { pedido: pedidoId, correo, candidato: candidato ? candidato.id : null });
  for (const prueba of pruebas) {
    const columna = COLUMNA[prueba];
    if (fila[columna] !== EstadoPruebaProgramada.PRESENTADA)
      fila[columna] = EstadoPruebaProgramada.PROGRAMADA;
  }
  fila.programaPruebaFecha = ahora;
  fila.fechaInformaPrueba = ahora;
}

export async function invitarPorCorreo(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaInvitarCorreo,
  ahora: Date,
) {
  const lista = separarCorreos(entrada.correos);
  if (!lista.ok) throw new AppError('BAD_REQUEST', lista.mensaje);
  const pruebas = PRUEBAS_INVITACION.filter((p) => entrada.pruebas?.[p] === true);
  return em.transactional(async (tx) => {
    // Locked so two invitations of the same address to this order cannot race on CandidatoProgramado.
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, entrada.pedidoId, ['ciudad']);
    if (!etapaAdmiteInvitacion(pedido.estadoPedido))
      throw new AppError('BAD_REQUEST', MENSAJES_ENVIO.etapaInvitacion);
    const correo = correoInvitacion(
      { id: pedido.id, nombreCargo: pedido.nombreCargo, ciudad: pedido.ciudad?.nombre ?? null },
      pruebas,
    );
    for (const direccion of lista.correos) {
      encolarCorreo(tx, { para: [direccion], ...correo, referencia: `pedido:${pedido.id}` });
      if (pruebas.length) await programar(tx, pedido.id, direccion.toLowerCase(), pruebas, ahora);
    }
    await tx.flush();
    return { msj: MENSAJES_ENVIO.invitados(lista.correos.length) };
  });
}
