import { exigirUbicableEnCategoria, ubicarEnCategoria } from '../../../stock';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CategoriaStock, Ciudad, Pedido } from '@talento/db';
import {
  disponibleParaStock,
  ESTADO_PEDIDO,
  ESTADOS_PEDIDO_ACTIVOS,
  EstadoPerfil,
  MENSAJES_PEDIDOS_STOCK,
  MENSAJES_PIPELINE,
  MENSAJES_STOCK_HV,
  validarEnvioStock,
  type EntradaEnviarAStock,
} from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { cargarPedidoParaEscribir } from '../../../pedidos';
import { vincularCandidato, ubicarPersonaEnCategoria } from '../../../candidatos-pedido';
import { filtroCompatiblesCon } from '../../../vetados';
import { bloquearCandidatoHv } from './comun';

const rechazo = (mensaje: string) => new AppError('BAD_REQUEST', mensaje);

/**
 * `hojasDeVida.destinosStock`: active stock categories and the stock orders in scope in states 2–4; with the CV's
 * person, only those they may go to (no client that barred them; their city of residence when known).
 */
export async function destinosStock(em: EntityManager, usuario: UsuarioSesion, candidatoId?: number) {
  const compatibles = await filtroCompatiblesCon(em, candidatoId ? [candidatoId] : []);
  const categorias = await em.find(CategoriaStock, { estado: 1 }, { orderBy: { nombre: 'asc' } });
  const pedidos = await em.find(
    Pedido,
    {
      $and: [
        filtroCliente(usuario.alcance),
        {
          esStock: true,
          estadoPedido: { $in: [...ESTADOS_PEDIDO_ACTIVOS] },
          fac: { $ne: null },
          perfilSeleccion: { estadoPerfil: EstadoPerfil.APROBADO },
        },
        compatibles,
      ],
    },
    { populate: ['cliente', 'ciudad'], orderBy: { id: 'desc' }, limit: 100 },
  );
  return {
    categorias: categorias.map((c) => ({ id: c.id, nombre: c.nombre, vigencia: c.vigencia })),
    pedidosStock: pedidos.map((p) => ({
      id: p.id,
      nombreCargo: p.nombreCargo,
      cliente: p.cliente.nombre,
      ciudad: p.ciudad?.nombre ?? null,
      estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
    })),
  };
}

/**
 * `hojasDeVida.enviarAStock` (spec 03 §5): to a stock category for a city (the candidate needs digital tests
 * and no current category) or to a stock order in scope (added like "Agregar": pre-selected, event type 3).
 * The candidate must be free (disponibilidad 0 and disponibilidad_stock 0). One transaction; order rows are
 * locked before the person (the lock order of the order pipeline).
 */
export async function enviarAStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaEnviarAStock,
  ahora: Date,
) {
  const invalido = validarEnvioStock(e);
  if (invalido) throw rechazo(invalido);
  return em.transactional(async (tx) => {
    if (e.accion === 'a_pedido_stock') {
      const pedido = await cargarPedidoParaEscribir(tx, usuario.alcance, e.pedidoId ?? 0, undefined);
      if (!pedido.esStock || !(ESTADOS_PEDIDO_ACTIVOS as readonly number[]).includes(pedido.estadoPedido))
        throw rechazo(MENSAJES_STOCK_HV.pedidoNoStock);
      await tx.populate(pedido, ['perfilSeleccion']);
      if (pedido.perfilSeleccion.estadoPerfil !== EstadoPerfil.APROBADO)
        throw rechazo(MENSAJES_PEDIDOS_STOCK.perfilNoAprobado);
      const candidato = await bloquearCandidatoHv(tx, e.candidatoId);
      if (!disponibleParaStock(candidato.disponibilidad, candidato.disponibilidadStock))
        throw rechazo(MENSAJES_STOCK_HV.noDisponible);
      await vincularCandidato(tx, pedido, candidato, usuario.id, ahora);
      await tx.flush();
      return {
        disponibilidadStock: candidato.disponibilidadStock,
        mensaje: MENSAJES_STOCK_HV.enviadoPedidoStock,
      };
    }
    const candidato = await bloquearCandidatoHv(tx, e.candidatoId);
    const [categoria, ciudad] = await Promise.all([
      tx.findOne(CategoriaStock, { id: e.categoriaId ?? 0, estado: 1 }),
      tx.findOne(Ciudad, { id: e.ciudadId ?? 0 }),
    ]);
    if (!categoria) throw rechazo(MENSAJES_STOCK_HV.categoriaInexistente);
    if (!ciudad) throw rechazo(MENSAJES_STOCK_HV.ciudadInexistente);
    const ultima = await exigirUbicableEnCategoria(tx, candidato, categoria.id, {
      yaEnCategoria: MENSAJES_STOCK_HV.yaEnCategoria,
      noDisponible: MENSAJES_STOCK_HV.noDisponible,
      sinPruebas: MENSAJES_PIPELINE.categoriaSinPruebas,
    });
    ubicarEnCategoria(tx, {
      candidato,
      ciudad,
      categoria,
      ultimaCalificacion: ultima,
      usuarioId: usuario.id,
      ahora,
    });
    ubicarPersonaEnCategoria(candidato);
    await tx.flush();
    return { disponibilidadStock: 3, mensaje: MENSAJES_STOCK_HV.asociadoCategoria };
  });
}
