import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, Perfil, Usuario } from '@talento/db';
import {
  EstadoPerfil,
  MENSAJES_PERFILES as M,
  esPerfilPlantilla,
  type EntradaCrearPerfil,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarCliente } from '../../pedidos';
import { cargarPerfil } from './cargar';
import { camposPerfil, escribirColecciones } from './escribir';
import { exigirDerechos, validarPerfil, type Previo } from './validar';

/** What a duplicate inherits when the user may not set it (test type, FAC is never copied, competencies). */
async function previoDeDuplicado(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number | undefined,
): Promise<Previo> {
  if (id === undefined) return { tipo: null, facId: null, competencias: [] };
  const fuente = await cargarPerfil(em, usuario.alcance, id, ['competencias']);
  if (!esPerfilPlantilla(fuente.estadoPerfil)) throw new AppError('CONFLICT', M.plantillaNoValida);
  const competencias = [...fuente.competencias.getItems()]
    .sort((a, b) => a.orden - b.orden)
    .map((c) => c.competencia.id);
  return { tipo: fuente.tipo ?? null, facId: null, competencias };
}

/**
 * `perfiles.crear`: registers a profile of a client in scope with estado_perfil 1 (spec 02 §4), its
 * characteristics, competencies, values, responsibilities, indicators and relations, in one flush.
 * A duplicate (`duplicadoDe`, a profile in state 0–2 in scope) is a new profile with no FAC nor approval.
 */
export async function crearPerfil(
  em: EntityManager,
  usuario: UsuarioSesion,
  d: EntradaCrearPerfil,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const cliente = await cargarCliente(tx, usuario.alcance, d.clienteId);
    exigirDerechos(usuario, d, await previoDeDuplicado(tx, usuario, d.duplicadoDe));
    const { smmlv } = await validarPerfil(tx, usuario, d, {
      clienteId: cliente.id,
      fecha: ahora,
      edicion: false,
    });
    const perfil = tx.create(Perfil, {
      ...camposPerfil(tx, d, smmlv),
      cliente: tx.getReference(Cliente, cliente.id),
      estadoPerfil: EstadoPerfil.CREADO,
      apruebaFac: d.facId !== null,
      fechaApruebaFac: d.facId !== null ? ahora : null,
      createdBy: tx.getReference(Usuario, usuario.id),
      createdAt: ahora,
      updatedAt: ahora,
    });
    escribirColecciones(tx, perfil, d, smmlv);
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}
