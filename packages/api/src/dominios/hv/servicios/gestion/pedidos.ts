import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoPedido, CandidatoVetado, Pedido } from '@talento/db';
import { ESTADO_PEDIDO, ESTADOS_PEDIDO_ACTIVOS, mensajeDisponibilidad } from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { noEncontrado } from '../../../../nucleo/errors';
import { patronBusqueda } from '../../../candidatos-pedido';

const LIMITE = 20;

/**
 * `hojasDeVida.pedidosCompatibles` (spec 03 §7 "compatible stock orders (candidato, es_stock)"): current
 * (non-stock) orders in states 2–4 of the user's clients where the person could be added: not already
 * active in it, not barred by its client, and with the order's FAC defined (the FAC gate would refuse it). `texto` searches the order number, position and client name.
 */
export async function pedidosCompatibles(
  em: EntityManager,
  usuario: UsuarioSesion,
  candidatoId: number,
  texto: string,
) {
  const candidato = await em.findOne(Candidato, candidatoId, { fields: ['id', 'disponibilidad'] });
  if (!candidato) throw noEncontrado();
  const [activos, vetos] = await Promise.all([
    em.find(CandidatoPedido, { candidato: candidatoId, activo: true }, { fields: ['pedido'] }),
    em.find(CandidatoVetado, { candidato: candidatoId }, { fields: ['cliente'] }),
  ]);
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
  const excluir = activos.map((a) => a.pedido.id);
  const clientesVetados = vetos.map((v) => v.cliente.id);
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
    mensajeDisponibilidad: mensajeDisponibilidad(candidato.disponibilidad),
    pedidos: pedidos.map((p) => ({
      id: p.id,
      nombreCargo: p.nombreCargo,
      cliente: p.cliente.nombre,
      ciudad: p.ciudad?.nombre ?? null,
      estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
    })),
  };
}
