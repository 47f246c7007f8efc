/**
 * Order dashboards (spec 01 §2): current and closed views. One SQL query per view (dashboard-consulta)
 * answers the cards as JSON text, the "hay más" flag and whether the user has any order of the view.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AlcanceClientes,
  type FiltrosCerrados,
  type FiltrosVigentes,
  type ResultadoDashboard,
  LIMITE_TARJETAS_DASHBOARD,
  rangoCerradosPorDefecto,
} from '@talento/rules';
import { veTodosLosClientes } from '../../../nucleo/sql/alcance';
import { consultaPreparada, type OpcionesPreparada } from '../../../nucleo/sql/consulta-preparada';
import { consultaCerrados, consultaVigentes, momentoDe, type Consulta } from './dashboard-consulta';

export { momentoDe };

interface FilaResultado {
  hay_mas: boolean;
  tarjetas: string;
  hay_pedidos: boolean;
}

/**
 * A page past the screen's first `LIMITE_TARJETAS_DASHBOARD` (the export reads every page): plain statements, since
 * each offset is a different text and would leave a prepared statement per page on the connection.
 */
export interface PaginaDashboard {
  limite: number;
  desplazamiento: number;
}

async function resultado(
  em: EntityManager,
  consulta: Consulta,
  rango: ResultadoDashboard['rango'],
  limite: number,
  preparada = true,
  opciones: OpcionesPreparada = {},
): Promise<ResultadoDashboard> {
  const [fila] = preparada
    ? await consultaPreparada<FilaResultado>(em, consulta.sql, consulta.params, opciones)
    : await em.getConnection().execute<FilaResultado[]>(consulta.sql, consulta.params);
  return {
    tarjetasJson: fila?.tarjetas ?? '[]',
    hayMas: fila?.hay_mas ?? false,
    limite,
    hayPedidos: fila?.hay_pedidos ?? false,
    rango,
  };
}

/** Current orders of the user's clients (stages 1, 111, 2, 3, 4), newest first. */
export function dashboardVigentes(
  em: EntityManager,
  usuario: { id: number; alcance: AlcanceClientes },
  filtros: FiltrosVigentes,
  ahora: Date,
  pagina?: PaginaDashboard,
) {
  const limite = pagina?.limite ?? LIMITE_TARJETAS_DASHBOARD;
  const m = momentoDe(ahora);
  const consulta = consultaVigentes(usuario.alcance, filtros, m, limite, usuario.id, pagina?.desplazamiento);
  // A limited user's client list is an array parameter: PostgreSQL would plan the statement again on every request
  // (OpcionesPreparada.planGenerico). Without it, the generic plan is PostgreSQL's own choice after five executions.
  return resultado(em, consulta, null, limite, !pagina, {
    planGenerico: !veTodosLosClientes(usuario.alcance),
  });
}

/** The closed view's range: the given dates, each side defaulting to the last 35 days up to today. */
export function rangoCerrados(filtros: FiltrosCerrados, ahora: Date): { desde: string; hasta: string } {
  const defecto = rangoCerradosPorDefecto(ahora);
  return { desde: filtros.desde ?? defecto.desde, hasta: filtros.hasta ?? defecto.hasta };
}

/** Cancelled and finished orders of the user's clients closed in the range, most recently closed first. */
export function dashboardCerrados(
  em: EntityManager,
  alcance: AlcanceClientes,
  filtros: FiltrosCerrados,
  ahora: Date,
  pagina?: PaginaDashboard,
) {
  const limite = pagina?.limite ?? LIMITE_TARJETAS_DASHBOARD;
  const rango = rangoCerrados(filtros, ahora);
  const consulta = consultaCerrados(
    alcance,
    filtros,
    rango,
    momentoDe(ahora),
    limite,
    pagina?.desplazamiento,
  );
  return resultado(em, consulta, rango, limite, !pagina);
}
