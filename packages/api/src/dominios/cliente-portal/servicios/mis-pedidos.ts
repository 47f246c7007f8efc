import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AlcanceClientes,
  diasRestantes,
  diasRestantesParaCliente,
  ESTADO_PEDIDO,
  ESTADOS_PENDIENTES_CLIENTE,
} from '@talento/rules';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { sqlSinVetoDelCliente } from './alcance';

/** Safety cap of the list (a client has tens of open orders). */
const MAXIMO = 200;

interface Fila {
  id: number;
  cliente: string;
  cargo: string;
  ciudad: string | null;
  estado: number;
  vacantes: number;
  vacantes_cumplidas: number;
  fecha_aprobacion: Date | null;
  fecha_solicitud: Date;
  fecha_ingreso: string | null;
  dias_busqueda: number | null;
  enviados: number;
  pendientes: number;
}

export interface PedidoClienteResumen {
  id: number;
  cliente: string;
  cargo: string;
  ciudad: string | null;
  estado: number;
  estadoEtiqueta: string;
  vacantes: number;
  vacantesCumplidas: number;
  diasRestantes: number | null;
  fechaIngreso: string | null;
  candidatosEnviados: number;
  pendientesDecision: number;
}

/**
 * "Mis pedidos": ordinary orders of the user's companies in stages 3–4 with at least one active candidate
 * sent (state ≥ 1), newest request first. Scope, stage and candidate conditions are all in the SQL.
 */
export async function listarMisPedidos(
  em: EntityManager,
  alcance: AlcanceClientes,
  hoy: Date,
): Promise<PedidoClienteResumen[]> {
  const q = new Parametros();
  const pendientes = ESTADOS_PENDIENTES_CLIENTE.map((n) => Math.trunc(n)).join(', ');
  const sql = `select p.id, c.nombre as cliente, p.nombre_cargo as cargo, ci.nombre as ciudad, p.estado_pedido as estado,
      p.vacantes, p.vacantes_cumplidas, p.fecha_aprobacion, p.fecha_solicitud, to_char(p.fecha_ingreso, 'YYYY-MM-DD') as fecha_ingreso,
      pf.tiempo_dias_busqueda as dias_busqueda, k.enviados, k.pendientes
    from pedido p
    join cliente c on c.id = p.cliente_id
    join perfil pf on pf.id = p.perfil_seleccion_id
    left join ciudad ci on ci.id = p.ciudad_id
    join lateral (
      select count(*)::int as enviados, (count(*) filter (where cp.estado_candidato_pedido in (${pendientes})))::int as pendientes
      from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido >= 1 and ${sqlSinVetoDelCliente('cp')}
    ) k on k.enviados > 0
    where not p.es_stock and not p.es_hijo and p.estado_pedido in (3, 4)${sqlAlcance(q, alcance)}
    order by p.fecha_solicitud desc, p.id desc
    limit ${MAXIMO}`;
  const filas = await em.getConnection().execute<Fila[]>(sql, q.valores);
  return filas.map((f) => ({
    id: f.id,
    cliente: f.cliente,
    cargo: f.cargo,
    ciudad: f.ciudad,
    estado: f.estado,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(f.estado),
    vacantes: f.vacantes,
    vacantesCumplidas: f.vacantes_cumplidas,
    diasRestantes:
      f.dias_busqueda === null
        ? null
        : diasRestantesParaCliente(
            diasRestantes(new Date(f.fecha_aprobacion ?? f.fecha_solicitud), hoy, f.dias_busqueda),
          ),
    fechaIngreso: f.fecha_ingreso,
    candidatosEnviados: f.enviados,
    pendientesDecision: f.pendientes,
  }));
}
