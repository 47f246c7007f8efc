import type { EntityManager } from '@mikro-orm/postgresql';
import { AvisoRetencion, Candidato } from '@talento/db';
import { formatoFecha, MENSAJES_RETENCION, sumarDiasInstante, textoAvisoRetencion } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { encolarCorreo } from '../../../../nucleo/outbox/encolar';
import { lineaAvisoPrivacidad } from '../../servicios/correo';
import { suprimirEnTransaccion } from '../../supresion/servicios/suprimir';
import { corteRetencion, personasAAnonimizar, personasAAvisar, respondio } from './afectados';
import { enlacesRetencion } from './enlace';
import { leerPolitica } from './politica';

/** What one run did (counts and ids only: the log keeps no personal data). */
export interface ResumenRetencion {
  activa: boolean;
  respondidos: number;
  avisados: number;
  anonimizados: number[];
  /** Notices whose person could not be anonymised any more (a new process, hired): closed as answered. */
  rechazados: { candidatoId: number; motivo: string }[];
}

/** At most this many people per step and run (the job runs monthly; what is left goes next time). */
export const LIMITE_RETENCION = 5000;

/**
 * The monthly retention run (idempotent: a second run the same day finds nothing new). With the policy on: closes the
 * notices the people answered; anonymises those whose notice period ended unanswered (each in its own transaction,
 * as «Suprimir datos» does, by the retention policy); notices by e-mail (outbox) the people the policy now reaches,
 * with a personal link to renew their authorisation before the deadline.
 */
export async function aplicarRetencion(
  em: EntityManager,
  ahora: Date,
  limite = LIMITE_RETENCION,
): Promise<ResumenRetencion> {
  const politica = await leerPolitica(em);
  const resumen: ResumenRetencion = {
    activa: politica.activa,
    respondidos: 0,
    avisados: 0,
    anonimizados: [],
    rechazados: [],
  };
  if (!politica.activa) return resumen;
  const corte = corteRetencion(ahora, politica.anosSinActualizar);
  const respondidos = await em.execute<{ id: number }[]>(
    `update aviso_retencion ar set estado = 1, resuelto_en = ? where ar.estado = 0 and (${respondio('ar')}) returning ar.id`,
    [ahora],
  );
  resumen.respondidos = respondidos.length;
  for (const p of (await personasAAnonimizar(em, corte, ahora, limite)).filas) {
    try {
      await em.fork().transactional(async (tx) => {
        await suprimirEnTransaccion(
          tx,
          p.candidatoId,
          { usuarioId: null, ip: '', origen: 'retencion' },
          ahora,
        );
        await tx.execute(`update aviso_retencion set estado = 2, resuelto_en = ? where id = ?`, [
          ahora,
          p.avisoId,
        ]);
      });
      resumen.anonimizados.push(p.candidatoId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await em.execute(`update aviso_retencion set estado = 1, resuelto_en = ? where id = ?`, [
        ahora,
        p.avisoId,
      ]);
      resumen.rechazados.push({ candidatoId: p.candidatoId, motivo: error.message });
    }
  }
  const venceEn = sumarDiasInstante(ahora, politica.diasAviso);
  const aviso = lineaAvisoPrivacidad();
  for (const p of (await personasAAvisar(em, corte, ahora, limite)).filas) {
    await em.fork().transactional(async (tx) => {
      const enlaces = enlacesRetencion(tx, p.candidatoId, ahora, venceEn);
      const texto = textoAvisoRetencion({
        nombre: p.nombre,
        anos: politica.anosSinActualizar,
        fechaLimite: formatoFecha(venceEn),
        enlaceConservar: enlaces.conservar,
        enlaceAutorizacion: enlaces.autorizacion,
      });
      const correo = encolarCorreo(tx, {
        para: [p.email],
        asunto: MENSAJES_RETENCION.asuntoAviso,
        texto: `${texto}\n\n${aviso.texto}`,
        referencia: `candidato:${p.candidatoId}`,
      });
      await tx.flush();
      tx.create(AvisoRetencion, {
        candidato: tx.getReference(Candidato, p.candidatoId),
        avisadoEn: ahora,
        venceEn,
        estado: 0,
        mensajeId: correo.id,
      });
    });
    resumen.avisados++;
  }
  return resumen;
}

/** What the administrator sees before the run: the policy, who would be noticed and who anonymised. */
export async function vistaPreviaRetencion(em: EntityManager, ahora: Date, limite: number) {
  const politica = await leerPolitica(em);
  const corte = corteRetencion(ahora, politica.anosSinActualizar);
  const avisar = await personasAAvisar(em, corte, ahora, limite);
  const anonimizar = await personasAAnonimizar(em, corte, ahora, limite);
  const sinContacto = (f: (typeof avisar.filas)[number]) => {
    const { email: _email, ...resto } = f;
    return resto;
  };
  return {
    politica,
    corte,
    avisar: { total: avisar.total, filas: avisar.filas.map(sinContacto) },
    anonimizar: { total: anonimizar.total, filas: anonimizar.filas.map(sinContacto) },
  };
}
