import type { EntityManager } from '@mikro-orm/postgresql';
import type { Perfil } from '@talento/db';
import { MENSAJES_PERFILES as M, esPerfilEditable, type EntradaEditarPerfil } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPerfilParaEscribir } from './cargar';
import { camposPerfil, escribirColecciones } from './escribir';
import { exigirDerechos, validarPerfil } from './validar';

/**
 * The edit of a profile inside the caller's transaction, not yet flushed: only profiles in state 0 or 1
 * (spec 02 §4); the version the screen had must be current (CONFLICT otherwise). Test type, FAC and
 * competencies change only for users who may set them. Shared by `editar` and `guardarYAprobar`.
 */
export async function aplicarEdicion(
  tx: EntityManager,
  usuario: UsuarioSesion,
  d: EntradaEditarPerfil,
  ahora: Date,
): Promise<Perfil> {
  const perfil = await cargarPerfilParaEscribir(tx, usuario.alcance, d.id, d.version, [
    'competencias',
    'responsabilidades',
    'indicadores',
    'relacionesAreas',
    'caracteristicas',
    'valores',
    'facs',
  ]);
  if (!esPerfilEditable(perfil.estadoPerfil)) throw new AppError('CONFLICT', M.noEditable);
  const competencias = [...perfil.competencias.getItems()]
    .sort((a, b) => a.orden - b.orden)
    .map((c) => c.competencia.id);
  const facAnterior = perfil.fac?.id ?? null;
  exigirDerechos(usuario, d, { tipo: perfil.tipo ?? null, facId: facAnterior, competencias });
  const { smmlv } = await validarPerfil(tx, usuario, d, {
    clienteId: perfil.cliente.id,
    fecha: perfil.createdAt,
    perfilId: perfil.id,
    edicion: true,
    categoriaActual: perfil.categoriaStock?.id ?? null,
    facActual: facAnterior,
    cargoActual: perfil.cargo.id,
  });
  tx.assign(perfil, { ...camposPerfil(tx, d, smmlv), updatedAt: ahora });
  if (d.facId !== facAnterior) {
    perfil.apruebaFac = d.facId !== null;
    perfil.fechaApruebaFac = d.facId !== null ? ahora : null;
  }
  escribirColecciones(tx, perfil, d, smmlv);
  return perfil;
}

/** `perfiles.editar`: saves a profile in state 0 or 1 (see `aplicarEdicion`) in one transaction. */
export async function editarPerfil(
  em: EntityManager,
  usuario: UsuarioSesion,
  d: EntradaEditarPerfil,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const perfil = await aplicarEdicion(tx, usuario, d, ahora);
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}
