import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_PERFILES as M, esPerfilEditable, type EntradaEditarPerfil } from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import { AppError } from '../../errors';
import { cargarPerfilParaEscribir } from './cargar';
import { camposPerfil, escribirColecciones } from './escribir';
import { exigirDerechos, validarPerfil } from './validar';

/**
 * `perfiles.editar`: only profiles in state 0 or 1 (spec 02 §4); the version the screen had must be
 * current (CONFLICT otherwise). Test type, FAC and competencies change only for users who may set them.
 */
export async function editarPerfil(em: EntityManager, usuario: UsuarioSesion, d: EntradaEditarPerfil, ahora: Date) {
  return em.transactional(async (tx) => {
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
    const competencias = [...perfil.competencias.getItems()].sort((a, b) => a.orden - b.orden).map((c) => c.competencia.id);
    const facAnterior = perfil.fac?.id ?? null;
    exigirDerechos(usuario, d, { tipo: perfil.tipo ?? null, facId: facAnterior, competencias });
    const { smmlv } = await validarPerfil(tx, usuario, d, {
      clienteId: perfil.cliente.id,
      perfilId: perfil.id,
      edicion: true,
      categoriaActual: perfil.categoriaStock?.id ?? null,
      facActual: facAnterior,
    });
    tx.assign(perfil, { ...camposPerfil(tx, d, smmlv), updatedAt: ahora });
    if (d.facId !== facAnterior) {
      perfil.apruebaFac = d.facId !== null;
      perfil.fechaApruebaFac = d.facId !== null ? ahora : null;
    }
    escribirColecciones(tx, perfil, d, smmlv);
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}
