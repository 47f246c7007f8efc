import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoPedido, CandidatoVetado, Pedido } from '@talento/db';
import { ESTADO_PEDIDO, ESTADOS_PEDIDO_ACTIVOS, mensajeDisponibilidad } from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { noEncontrado } from '../../../../nucleo/errors';
import { patronBusqueda } from '../../../candidatos-pedido';

const LIMITE = 20;

/** What excludes orders for one person: their availability, the orders they are active in, the clients barring them. */
async function datosPersona(em: EntityManager, candidatoId: number) {
  const candidato = await em.findOne(Candidato, candidatoId, { fields: ['id', 'disponibilidad'] });
  if (!candidato) throw noEncontrado();
  const [activos, vetos] = await Promise.all([
    em.find(CandidatoPedido, { candidato: candidatoId, activo: true }, { fields: ['pedido'] }),
    em.find(CandidatoVetado, { candidato: candidatoId }, { fields: ['cliente'] }),
  ]);
  return {
    disponibilidad: candidato.disponibilidad,
    pedidosActivos: activos.map((a) => a.pedido.id),
    clientesVetados: vetos.map((v) => v.cliente.id),
  };
}

/**
 * `hojasDeVida.pedidosCompatibles` (spec 03 §7 "compatible stock orders (candidato, es_stock)"): current
 * (non-stock) orders in states 2–4 of the user's clients where the person could be added: not already
 * active in it, not barred by its client, and with the order's FAC defined (the FAC gate would refuse it). `texto` searches the order number, position and client name.
 * Without a person (the bulk "Agregar a pedido" of the searches), every such order: each person's refusal is reported
 * when adding.
 */
export async function pedidosCompatibles(
  em: EntityManager,
  usuario: UsuarioSesion,
  candidatoId: number | undefined,
  texto: string,
) {
  const persona = candidatoId === undefined ? null : await datosPersona(em, candidatoId);
  const t = texto.trim();
  const busqueda = t
    ? {
        $or: [
          ...(/^\d{1,9}$/.test(t) ? [{ id: Number(t) }] : []),
          { nombreCargo: { $ilike: patronBusqueda(t) } },
          { cliente: { nombre: { $ilike: patronBusqueda(t) } } },
        ],
      }
    : {};
  const excluir = persona?.pedidosActivos ?? [];
  const clientesVetados = persona?.clientesVetados ?? [];
  const pedidos = await em.find(
    Pedido,
    {
      $and: [
        filtroCliente(usuario.alcance),
        { esStock: false, estadoPedido: { $in: [...ESTADOS_PEDIDO_ACTIVOS] }, fac: { $ne: null } },
        excluir.length ? { id: { $nin: excluir } } : {},
        clientesVetados.length ? { cliente: { $nin: clientesVetados } } : {},
        busqueda,
      ],
    },
    { populate: ['cliente', 'ciudad'], orderBy: { id: 'desc' }, limit: LIMITE },
  );
  return {
    /** The refusal "Agregar" would get because of availability, shown in the modal beforehand. */
    mensajeDisponibilidad: persona ? mensajeDisponibilidad(persona.disponibilidad) : null,
    pedidos: pedidos.map((p) => ({
      id: p.id,
      nombreCargo: p.nombreCargo,
      cliente: p.cliente.nombre,
      ciudad: p.ciudad?.nombre ?? null,
      estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
    })),
  };
}
