/** "Change candidate address" (spec 01 §3 Address, §5): same rules as the modal; scope through the order. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_CONTRATACION as M, type EntradaCambiarDireccion } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarCandidatoPedido, bloquearCandidato } from '../../candidatos-pedido';

export async function cambiarDireccion(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaCambiarDireccion,
) {
  return em.transactional(async (tx) => {
    const cp = await cargarCandidatoPedido(tx, usuario.alcance, entrada.candidatoPedidoId);
    const candidato = await bloquearCandidato(tx, cp.candidato.id);
    tx.assign(candidato, entrada.direccion);
    await tx.flush();
    return { candidatoId: candidato.id, mensaje: M.direccionGuardada };
  });
}

/** The current address of the candidate, for the modal. */
export async function leerDireccion(em: EntityManager, usuario: UsuarioSesion, candidatoPedidoId: number) {
  const { candidato: c } = await cargarCandidatoPedido(em, usuario.alcance, candidatoPedidoId);
  return {
    tipoDireccion: c.tipoDireccion ?? null,
    direccionCadena: c.direccionCadena ?? null,
    direccionZona: c.direccionZona ?? null,
    direccionBarrio: c.direccionBarrio ?? null,
    direccionAdicional: c.direccionAdicional ?? null,
    direccionRural: c.direccionRural ?? null,
    direccionOtra: c.direccionOtra ?? null,
  };
}
