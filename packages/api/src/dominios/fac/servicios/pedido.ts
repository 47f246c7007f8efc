import type { EntityManager } from '@mikro-orm/postgresql';
import { GrupoPreguntasFiltro, type Pedido } from '@talento/db';
import {
  AccionTrazaFac,
  EstadoPedido,
  MENSAJES_FAC,
  nombreFacPedido,
  TipoFac,
  TipoFacPregunta,
  type AlcanceClientes,
  type EntradaDefinirFacPedido,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPedido, cargarPedidoParaEscribir } from '../../pedidos';
import { cargarGrupo } from './cargar';
import { escribirTrazas, insertarGrupo } from './escritura';
import { listarGrupos } from './lectura';

/** Ids of the groups suggested for a profile: its defined group, its groups (perfil_fac) and groups made for it. */
async function idsSugeridos(em: EntityManager, perfilId: number): Promise<number[]> {
  const filas = await em.getConnection().execute<{ id: number }[]>(
    `select g.id from grupo_preguntas_filtro g
      where g.activo and (g.perfil_id = ? or g.id in (select fac_id from perfil where id = ?)
             or g.id in (select grupo_preguntas_filtro_id from perfil_fac where perfil_id = ?))
      order by g.id desc`,
    [perfilId, perfilId, perfilId],
  );
  return filas.map((f) => f.id);
}

const cerrado = (p: Pedido) =>
  p.estadoPedido === EstadoPedido.CANCELADO || p.estadoPedido === EstadoPedido.TERMINADO;

/**
 * `fac.sugeridosPedido`: the order (in scope), the groups suggested for its profile (the profile's defined
 * group first) and the base groups a new group may be based on.
 */
export async function sugeridosPedido(em: EntityManager, alcance: AlcanceClientes, pedidoId: number) {
  const pedido = await cargarPedido(em, alcance, pedidoId, ['perfilSeleccion', 'fac', 'cliente']);
  const perfil = pedido.perfilSeleccion;
  const ids = await idsSugeridos(em, perfil.id);
  const grupos = ids.length
    ? await em.find(
        GrupoPreguntasFiltro,
        { id: { $in: ids } },
        { populate: ['tags', 'preguntas'], orderBy: { id: 'desc' } },
      )
    : [];
  const definido = perfil.fac?.id ?? null;
  grupos.sort((a, b) => Number(b.id === definido) - Number(a.id === definido));
  return {
    pedido: {
      id: pedido.id,
      version: pedido.version,
      nombreCargo: pedido.nombreCargo,
      cliente: pedido.cliente.nombre,
      perfil: { id: perfil.id, nombre: perfil.nombreCargoPerfil },
      fac: pedido.fac ? { id: pedido.fac.id, nombre: pedido.fac.nombre } : null,
      cerrado: cerrado(pedido),
    },
    sugeridos: grupos.map((g) => ({
      id: g.id,
      nombre: g.nombre,
      definidoPerfil: g.id === definido,
      tags: g.tags.getItems().map((t) => ({ id: t.id, nombre: t.nombre })),
      preguntas: g.preguntas.getItems().map((p) => p.titulo),
    })),
    bases: (await listarGrupos(em, {})).map((g) => ({ id: g.id, nombre: g.nombre, preguntas: g.preguntas })),
  };
}

/**
 * `fac.definirPedido`: sets the order's group (locked order, version checked), either a group suggested for
 * its profile or a new group (tipo 2, for the order and its profile) copied from a suggested or base group
 * and named job title plus the text given. A trace row "pedido" on the group records who defined it and when
 * (it feeds the FAC indicator). Once defined, the order can be managed.
 */
export async function definirFacPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaDefinirFacPedido,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaEscribir(tx, usuario.alcance, entrada.pedidoId, entrada.version, [
      'perfilSeleccion',
    ]);
    if (cerrado(pedido)) throw new AppError('BAD_REQUEST', MENSAJES_FAC.pedidoCerrado);
    if (pedido.fac) throw new AppError('BAD_REQUEST', MENSAJES_FAC.pedidoYaDefinido);
    const sugeridos = await idsSugeridos(tx, pedido.perfilSeleccion.id);
    let grupo: GrupoPreguntasFiltro;
    if (entrada.modo === 'existente') {
      if (!sugeridos.includes(entrada.grupoId))
        throw new AppError('BAD_REQUEST', MENSAJES_FAC.grupoNoSugerido);
      grupo = await cargarGrupo(tx, usuario.alcance, entrada.grupoId);
    } else {
      const origen = await cargarGrupo(tx, usuario.alcance, entrada.grupoId);
      const esBase = origen.tipo === TipoFac.BASE && origen.activo;
      if (!sugeridos.includes(origen.id) && !esBase)
        throw new AppError('BAD_REQUEST', MENSAJES_FAC.grupoNoSugerido);
      const preguntas = origen.preguntas.getItems().map((p) => ({
        titulo: p.titulo,
        tipo: p.tipo,
        clase: p.clase,
        usar: p.usar,
        tipoFac: TipoFacPregunta.BASE,
        opciones: p.opciones.getItems().map((o) => ({ opcion: o.opcion, calificacion: o.calificacion })),
      }));
      grupo = await insertarGrupo(
        tx,
        {
          nombre: nombreFacPedido(pedido.nombreCargo, entrada.texto),
          tipo: TipoFac.PEDIDO_PERFIL,
          perfil: pedido.perfilSeleccion,
          pedido,
          etiquetas: origen.tags.getItems(),
          preguntas,
        },
        usuario.id,
        ahora,
      );
    }
    pedido.fac = grupo;
    pedido.apruebaFac = true;
    pedido.facFechaAprobacion = ahora;
    escribirTrazas(
      tx,
      grupo,
      [
        {
          accion: AccionTrazaFac.ACTUALIZAR,
          campo: 'pedido',
          campoId: pedido.id,
          antes: null,
          despues: `Pedido ${pedido.id} - ${pedido.nombreCargo}`,
        },
      ],
      usuario.id,
      ahora,
    );
    await tx.flush();
    return {
      pedidoId: pedido.id,
      version: pedido.version,
      fac: { id: grupo.id, nombre: grupo.nombre },
      mensaje: MENSAJES_FAC.definido,
    };
  });
}
