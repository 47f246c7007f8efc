import { exigirUbicableEnCategoria, ubicarEnCategoria } from '../../stock';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CandidatoVetado,
  CategoriaStock,
  MotivoRechazo,
  Usuario,
  type Candidato,
  type CandidatoPedido,
  type Pedido,
} from '@talento/db';
import {
  EstadoPerfil,
  MENSAJES_PEDIDOS_STOCK,
  MENSAJES_PIPELINE,
  motivoDescarteFaltante,
  pedidoAdmiteCandidatos,
  type CamposDescarte,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPedidoParaEscribir } from '../../pedidos';
import { bloquearCandidato } from './comun';
import { soltarPersona, ubicarPersonaEnCategoria } from './disponibilidad';
import { vincularCandidato } from './vincular';

export const MENSAJES_DESCARTE = {
  motivoInexistente: 'El motivo de rechazo seleccionado no existe o está inactivo.',
  categoriaInexistente: 'La categoría de stock seleccionada no existe o está inactiva.',
  destinoInvalido:
    'El pedido seleccionado no admite candidatos: debe ser otro pedido en preselección, selección o legalización.',
  destinoTipo: 'El pedido seleccionado no es del tipo elegido (pedido vigente o pedido de stock).',
  sinCiudad: 'No se puede enviar a la categoría: el pedido y el candidato no tienen ciudad.',
} as const;

const rechazo = (mensaje: string) => new AppError('BAD_REQUEST', mensaje);

/** The destination order of a_pedido_vigente / a_pedido_stock: locked, in scope, another order of the right kind in states 2–4. */
async function pedidoDestino(
  tx: EntityManager,
  usuario: UsuarioSesion,
  origen: Pedido,
  d: CamposDescarte,
): Promise<Pedido | null> {
  if (d.accionDescarte !== 'a_pedido_vigente' && d.accionDescarte !== 'a_pedido_stock') return null;
  const destino = await cargarPedidoParaEscribir(tx, usuario.alcance, d.pedidoDestinoId ?? 0, undefined);
  if (destino.id === origen.id || !pedidoAdmiteCandidatos(destino.estadoPedido))
    throw rechazo(MENSAJES_DESCARTE.destinoInvalido);
  if (destino.esStock !== (d.accionDescarte === 'a_pedido_stock'))
    throw rechazo(MENSAJES_DESCARTE.destinoTipo);
  if (destino.esStock) {
    // Only a stock order whose profile is still approved takes people (spec 02 §4, issue 15).
    await tx.populate(destino, ['perfilSeleccion']);
    if (destino.perfilSeleccion.estadoPerfil !== EstadoPerfil.APROBADO)
      throw rechazo(MENSAJES_PEDIDOS_STOCK.perfilNoAprobado);
  }
  if (d.vetarCandidato === 1 && destino.cliente.id === origen.cliente.id)
    throw rechazo(MENSAJES_PIPELINE.vetadoCliente);
  return destino;
}

/** a_categoria: the person (with digital tests, not already in a category) goes to a stock category for the order's city. */
async function enviarACategoria(
  tx: EntityManager,
  usuario: UsuarioSesion,
  cp: CandidatoPedido,
  candidato: Candidato,
  categoriaId: number,
  ahora: Date,
) {
  const categoria = await tx.findOne(CategoriaStock, { id: categoriaId, estado: 1 });
  if (!categoria) throw rechazo(MENSAJES_DESCARTE.categoriaInexistente);
  const ultima = await exigirUbicableEnCategoria(tx, candidato, categoria.id, {
    yaEnCategoria: MENSAJES_PIPELINE.yaEnCategoria,
    sinPruebas: MENSAJES_PIPELINE.categoriaSinPruebas,
  });
  const ciudad = cp.pedido.ciudad ?? candidato.ciudadDondeVive;
  if (!ciudad) throw rechazo(MENSAJES_DESCARTE.sinCiudad);
  ubicarEnCategoria(tx, {
    candidato,
    ciudad,
    categoria,
    ultimaCalificacion: ultima,
    pedidoOrigen: cp.pedido,
    usuarioId: usuario.id,
    ahora,
  });
  ubicarPersonaEnCategoria(candidato);
}

/**
 * Staff discard (rechazar) of a candidate: reason (required unless already rejected by the client), follow-up
 * action and bar. Frees the person (availability 0) unless sent on to another order, where they are added
 * like "Agregar" (type-3 event there); vetar 1 bars the person for this order's client (CandidatoVetado).
 * Runs inside the caller's transaction with the candidate-in-order locked; order rows are locked before
 * the person (same lock order as adding).
 */
export async function aplicarDescarte(
  tx: EntityManager,
  usuario: UsuarioSesion,
  cp: CandidatoPedido,
  d: CamposDescarte,
  ahora: Date,
): Promise<void> {
  if (motivoDescarteFaltante(cp.estadoCandidatoPedido, d.motivoRechazoId))
    throw rechazo(MENSAJES_PIPELINE.motivoRequerido);
  const motivo = d.motivoRechazoId
    ? await tx.findOne(MotivoRechazo, { id: d.motivoRechazoId, activo: true })
    : null;
  if (d.motivoRechazoId && !motivo) throw rechazo(MENSAJES_DESCARTE.motivoInexistente);
  const destino = await pedidoDestino(tx, usuario, cp.pedido, d);
  const candidato = await bloquearCandidato(tx, cp.candidato.id);

  if (motivo) cp.motivoRechazoCandidato = motivo;
  if (d.otroMotivo) cp.otroMotivoRechazo = d.otroMotivo;
  cp.accionDescarte = d.accionDescarte;
  cp.vetarCandidato = d.vetarCandidato;
  cp.noEnviarACliente = d.vetarCandidato === 1;
  cp.validadoRechazo = true;

  soltarPersona(candidato);
  if (d.vetarCandidato === 1) {
    const cliente = cp.pedido.cliente;
    if (!(await tx.count(CandidatoVetado, { candidato: candidato.id, cliente: cliente.id }))) {
      tx.create(CandidatoVetado, {
        candidato,
        cliente,
        motivo: motivo?.nombre ?? d.otroMotivo ?? `Descartado en el pedido ${cp.pedido.id}`,
        pedidoOrigen: cp.pedido,
        createdBy: tx.getReference(Usuario, usuario.id),
        createdAt: ahora,
      });
    }
  }
  if (d.accionDescarte === 'a_categoria')
    await enviarACategoria(tx, usuario, cp, candidato, d.categoriaId ?? 0, ahora);
  if (destino) await vincularCandidato(tx, destino, candidato, usuario.id, ahora);
}
