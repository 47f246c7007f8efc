import type { EntityManager } from '@mikro-orm/postgresql';
import { AvisoPrivacidad, Usuario } from '@talento/db';
import { MENSAJES_DATOS_PERSONALES as M, type EntradaPublicarAviso } from '@talento/rules';
import type { SesionActual } from '../../../nucleo/context';
import { auditarCambio } from '../../../nucleo/auditoria';
import { AppError } from '../../../nucleo/errors';
import { nombreUsuario } from './nombres';

/** The version in force: the highest published (null before the first). */
export async function avisoVigente(em: EntityManager): Promise<AvisoPrivacidad | null> {
  const [vigente] = await em.find(AvisoPrivacidad, {}, { orderBy: { version: 'desc' }, limit: 1 });
  return vigente ?? null;
}

/** `datosPersonales.aviso.publico`: the notice in force, as the public page and the e-mails' link show it. */
export async function avisoPublico(em: EntityManager) {
  const a = await avisoVigente(em);
  return a ? { version: a.version, texto: a.texto, publicadoEn: a.publicadoEn } : null;
}

/** `datosPersonales.aviso.versiones`: every version, newest first (the installation's has no publisher). */
export async function versionesAviso(em: EntityManager) {
  const filas = await em.find(
    AvisoPrivacidad,
    {},
    { populate: ['publicadoPor'], orderBy: { version: 'desc' } },
  );
  return filas.map((a) => ({
    version: a.version,
    texto: a.texto,
    publicadoPor: a.publicadoPor ? nombreUsuario(a.publicadoPor) : M.avisoInicial,
    publicadoEn: a.publicadoEn,
  }));
}

/**
 * `datosPersonales.aviso.publicar`: a new version of the notice. Published versions never change (authorisations
 * name the one accepted); the form names the version it started from, so two administrators editing at once do
 * not overwrite each other (the unique version settles a race). Audited in the same transaction.
 */
export async function publicarAviso(
  em: EntityManager,
  actor: { sesion: SesionActual; ip: string },
  entrada: EntradaPublicarAviso,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    await tx.execute('lock table "aviso_privacidad" in share row exclusive mode');
    const vigente = await avisoVigente(tx);
    if ((vigente?.version ?? null) !== entrada.versionAnterior)
      throw new AppError('CONFLICT', M.avisoCambiado);
    if (vigente && vigente.texto === entrada.texto) throw new AppError('BAD_REQUEST', M.avisoSinCambios);
    const version = (vigente?.version ?? 0) + 1;
    const aviso = tx.create(AvisoPrivacidad, {
      version,
      texto: entrada.texto,
      publicadoPor: tx.getReference(Usuario, actor.sesion.usuario.id),
      publicadoEn: ahora,
    });
    await tx.flush();
    auditarCambio(tx, actor, {
      accion: 'aviso_privacidad.publicar',
      recurso: 'aviso_privacidad',
      recursoId: aviso.id,
      antes: vigente ? { version: vigente.version } : null,
      despues: { version },
    });
    return { mensaje: M.avisoPublicado(version) };
  });
}
