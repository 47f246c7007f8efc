import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { CatalogoItem } from '@talento/db';
import {
  borradorReposicion,
  CategoriaCatalogo,
  correoReposicion,
  EntradaCrearPedidoStock,
  EstadoPedido,
  fechaEnZonaNegocio,
  jefesAvisados,
  MENSAJES_PEDIDOS_STOCK,
  nivelPideReposicion,
} from '@talento/rules';
import { cargarUsuarioSesion } from '../../../nucleo/sesion/usuario-sesion';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { urlPublica } from '../../../nucleo/outbox/remitente';
import { valoresVigentes } from '../../administracion';
import { crearPedidoStock } from '../pedidos/servicios/crear';
import { jefesConAccesoAlCliente } from './jefes';

export interface PedidoReposicion {
  perfilStockId: number;
  pedidoId: number;
  /** Operations heads the e-mail went to. */
  avisados: number;
}

export interface PerfilSinPedido {
  perfilStockId: number;
  /** Why no draft was created (Spanish, for the job's log). */
  motivo: string;
}

export interface Reposiciones {
  creados: PedidoReposicion[];
  /** The current stock order appeared meanwhile (a person, or another run, created it first: the unique index decided). */
  yaExistian: number[];
  omitidos: PerfilSinPedido[];
}

interface Candidata {
  id: number;
  cliente_id: number;
  cliente: string;
  perfil_id: number;
  perfil: string;
  salario: string;
  horario_trabajo: number;
  tiempo_dias_busqueda: number | null;
  ciudad_id: number;
  ciudad: string;
  sucursal_id: number | null;
  meta: number;
  nivel: number | null;
  candidatos: string;
}

/**
 * Step c) of the daily stock job: for each stock profile with pedido_automatico whose stored level asks for
 * restocking (3 low, 4 very low), of an active client that manages stock, and with no current stock order for
 * its profile and city, a draft stock order (state 1) created by the stock-order service itself and an e-mail
 * to the operations heads, both in one transaction per profile. Idempotent: a second run finds the order; a
 * person saving the same order at the same moment makes the unique index refuse one of the two, and that
 * refusal is counted here, not thrown.
 */
export async function crearPedidosDeReposicion(em: EntityManager, ahora: Date): Promise<Reposiciones> {
  const resultado: Reposiciones = { creados: [], yaExistian: [], omitidos: [] };
  const candidatas = (
    await em.fork().execute<Candidata[]>(
      `select ps.id, ps.cliente_id, cl.nombre as cliente, ps.perfil_id, pe.nombre_cargo_perfil as perfil, pe.salario,
              pe.horario_trabajo, pe.tiempo_dias_busqueda, ps.ciudad_id, ci.nombre as ciudad, ps.sucursal_id, ps.meta, ps.nivel,
              (select count(*) from candidato_perfil_stock c where c.perfil_stock_id = ps.id and c.estado = 1) as candidatos
         from perfil_stock ps
         join cliente cl on cl.id = ps.cliente_id
         join perfil pe on pe.id = ps.perfil_id
         join ciudad ci on ci.id = ps.ciudad_id
        where ps.pedido_automatico and ps.nivel is not null and cl.activo and cl.maneja_stock
          and not exists (select 1 from pedido p
                           where p.es_stock and p.estado_pedido not in (?, ?) and p.perfil_seleccion_id = ps.perfil_id and p.ciudad_id = ps.ciudad_id)
        order by ps.id`,
      [EstadoPedido.CANCELADO, EstadoPedido.TERMINADO],
    )
  ).filter((c) => nivelPideReposicion(c.nivel));
  if (candidatas.length === 0) return resultado;

  // A new order: the minimum wage in force today.
  const { smmlv } = await valoresVigentes(em.fork(), ahora);
  // The stock form asks for a convocatoria type when the profile has filter questions: the first active type.
  const tipo = await em
    .fork()
    .findOne(
      CatalogoItem,
      { categoria: CategoriaCatalogo.TIPO_CONVOCATORIA, activo: true },
      { orderBy: { orden: 'asc', id: 'asc' } },
    );
  const convocatoria = tipo?.codigo ?? null;
  for (const c of candidatas) {
    const jefes = jefesAvisados(await jefesConAccesoAlCliente(em.fork(), c.cliente_id), c.sucursal_id);
    const responsable = jefes[0] ? await cargarUsuarioSesion(em.fork(), jefes[0].id) : null;
    if (!responsable) {
      resultado.omitidos.push({
        perfilStockId: c.id,
        motivo: 'Ningún jefe de operaciones activo con correo tiene acceso al cliente.',
      });
      continue;
    }
    const nivel = c.nivel ?? 4;
    const candidatos = Number(c.candidatos);
    const datos = EntradaCrearPedidoStock.safeParse(
      borradorReposicion({
        clienteId: c.cliente_id,
        perfil: {
          id: c.perfil_id,
          nombreCargoPerfil: c.perfil,
          salario: Number(c.salario),
          horarioTrabajo: c.horario_trabajo,
          tiempoDiasBusqueda: c.tiempo_dias_busqueda,
        },
        ciudadId: c.ciudad_id,
        ciudadNombre: c.ciudad,
        meta: c.meta,
        candidatos,
        nivel,
        hoy: fechaEnZonaNegocio(ahora),
        smmlv,
        convocatoria,
      }),
    );
    if (!datos.success) {
      resultado.omitidos.push({
        perfilStockId: c.id,
        motivo: datos.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
      continue;
    }
    try {
      const pedidoId = await em.fork().transactional(async (tx) => {
        const { id } = await crearPedidoStock(tx, responsable, datos.data, ahora);
        // Marked as automatic: named as the system's on the dashboard and detail, approvable once completed.
        await tx.execute('update pedido set nivel_automatico = ? where id = ?', [nivel, id]);
        const correo = correoReposicion({
          cliente: c.cliente,
          perfil: c.perfil,
          ciudad: c.ciudad,
          nivel,
          candidatos,
          meta: c.meta,
          pedidoId: id,
          enlace: `${urlPublica()}/stock/pedidos-edit/${id}`,
        });
        encolarCorreo(tx, { para: jefes.map((j) => j.email), ...correo, referencia: `pedido:${id}` });
        await tx.flush();
        return id;
      });
      resultado.creados.push({ perfilStockId: c.id, pedidoId, avisados: jefes.length });
    } catch (error) {
      const motivos = motivosDe(error);
      if (!motivos) throw error;
      if (motivos.includes(MENSAJES_PEDIDOS_STOCK.duplicado)) resultado.yaExistian.push(c.id);
      else resultado.omitidos.push({ perfilStockId: c.id, motivo: motivos.join('; ') });
    }
  }
  return resultado;
}

/** The Spanish messages of a refusal by the stock-order service (field messages first); null for any other failure. */
function motivosDe(error: unknown): string[] | null {
  if (!(error instanceof TRPCError)) return null;
  const causa = error.cause as { issues?: { message: string }[] } | undefined;
  const campos = causa?.issues?.map((i) => i.message) ?? [];
  return campos.length > 0 ? campos : [error.message];
}
