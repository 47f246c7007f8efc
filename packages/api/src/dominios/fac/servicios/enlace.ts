import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, InvitacionFac, Usuario } from '@talento/db';
import { EstadoPedido, formatoFechaHora, LIMITES_FAC, MENSAJES_FAC } from '@talento/rules';
import { generarToken, idDeSesion } from '../../../nucleo/sesion/token';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { escaparHtml } from '../../../nucleo/outbox/html';
import { urlPublica } from '../../../nucleo/outbox/remitente';
import { lineaAvisoPrivacidad } from '../../datos-personales';
import { cargarPedido } from '../../pedidos';

/** SHA-256 (hex) of a link token: the only form in which tokens are stored. */
export const hashTokenFac = (token: string): string => idDeSesion(token);

/**
 * `fac.enviarEnlace`: e-mails each chosen active candidate of the order (in scope, FAC defined) a personal,
 * single-use link to answer the order's filter questions, valid LIMITES_FAC.diasVigenciaEnlace days. Earlier
 * unanswered links of the same candidate expire. Candidates who already answered are refused. The e-mails
 * go through the outbox in the same transaction as the links.
 */
export async function enviarEnlacesFac(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { pedidoId: number; candidatos: number[] },
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedido(tx, usuario.alcance, entrada.pedidoId, ['fac']);
    if (pedido.estadoPedido === EstadoPedido.CANCELADO || pedido.estadoPedido === EstadoPedido.TERMINADO)
      throw new AppError('BAD_REQUEST', MENSAJES_FAC.pedidoCerrado);
    const grupo = pedido.fac;
    if (!grupo) throw new AppError('BAD_REQUEST', MENSAJES_FAC.enlaceSinFac);
    const ids = [...new Set(entrada.candidatos)];
    const filas = await tx.find(
      CandidatoPedido,
      { id: { $in: ids }, pedido: pedido.id, activo: true },
      { populate: ['candidato'], orderBy: { id: 'asc' } },
    );
    if (filas.length !== ids.length) throw new AppError('BAD_REQUEST', MENSAJES_FAC.enlaceCandidatoNoActivo);
    const previas = await tx.find(InvitacionFac, { candidatoPedido: { $in: ids }, grupo: grupo.id });
    for (const cp of filas) {
      const c = cp.candidato;
      if (previas.some((i) => i.candidatoPedido.id === cp.id && i.respondidaEn))
        throw new AppError('BAD_REQUEST', MENSAJES_FAC.yaRespondio(`${c.nombre1} ${c.apellido1}`));
    }
    for (const i of previas) if (i.expiraEn > ahora) i.expiraEn = ahora;

    const aviso = lineaAvisoPrivacidad();
    const expiraEn = new Date(ahora.getTime() + LIMITES_FAC.diasVigenciaEnlace * 24 * 3600 * 1000);
    for (const cp of filas) {
      const token = generarToken();
      tx.create(InvitacionFac, {
        candidatoPedido: cp,
        grupo,
        tokenHash: hashTokenFac(token),
        expiraEn,
        createdBy: tx.getReference(Usuario, usuario.id),
        createdAt: ahora,
      });
      const enlace = `${urlPublica()}/responder-fac/${token}`;
      const nombre = cp.candidato.nombre1;
      const vence = formatoFechaHora(expiraEn);
      encolarCorreo(tx, {
        para: [cp.candidato.email],
        asunto: `Preguntas filtro para el cargo ${pedido.nombreCargo}`,
        texto:
          `Hola ${nombre}:\n\nPara continuar en el proceso de selección para el cargo ${pedido.nombreCargo}, ` +
          `responda las preguntas filtro en este enlace personal (válido hasta ${vence}, una sola vez):\n\n${enlace}\n\n${aviso.texto}\n\nGracias.`,
        html:
          `<p>Hola ${escaparHtml(nombre)}:</p><p>Para continuar en el proceso de selección para el cargo <b>${escaparHtml(pedido.nombreCargo)}</b>, ` +
          `responda las preguntas filtro en este enlace personal (válido hasta ${vence}, una sola vez):</p>` +
          `<p><a href="${escaparHtml(enlace)}">${escaparHtml(enlace)}</a></p>${aviso.html}<p>Gracias.</p>`,
        referencia: `pedido:${pedido.id}`,
      });
    }
    await tx.flush();
    return { enviados: filas.length, mensaje: MENSAJES_FAC.enlacesEnviados(filas.length) };
  });
}
