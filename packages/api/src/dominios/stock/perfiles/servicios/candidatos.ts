import type { EntityManager } from '@mikro-orm/postgresql';
import {
  diasEntreFechas,
  fechaIsoDeColumna,
  hoyIso,
  rangoVigencia,
  type AlcanceClientes,
  type EntradaCandidatosPerfilStock,
  nombreCompleto,
} from '@talento/rules';
import type { z } from 'zod';
import { noEncontrado } from '../../../../nucleo/errors';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { Parametros } from '../../../../nucleo/sql/parametros';
import { sqlEnRangoVigencia } from '../../servicios/rango-vigencia-sql';

interface Fila {
  id: number;
  candidato_id: number;
  nombre1: string;
  nombre2: string | null;
  apellido1: string;
  apellido2: string | null;
  numero_documento: string;
  estado: number;
  vigencia: number | null;
  inicio_vigencia_stock: string | Date | null;
  vigencia_stock: string | Date | null;
  standard: boolean;
  puntaje: string | number | null;
  created_at: Date | string;
}

/**
 * The pool of one stock profile in scope (NOT_FOUND outside it): its candidates, optionally by estado (1 active,
 * 2 removed) and by validity range (days left until vigencia_stock, the rules' RANGOS_VIGENCIA_STOCK), with the days
 * left and the rating snapshot taken on entry.
 */
export async function candidatosPerfilStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: z.output<typeof EntradaCandidatosPerfilStock>,
  ahora: Date,
) {
  const q = new Parametros();
  const [stock] = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `select ps.id from perfil_stock ps where ps.id = ${q.v(f.perfilStockId)}${sqlAlcance(q, alcance, 'ps.cliente_id')}`,
      q.valores,
    );
  if (!stock) throw noEncontrado();
  const hoy = hoyIso(ahora);
  const rango = f.rango === undefined ? undefined : rangoVigencia(f.rango);
  const p = new Parametros();
  const filas = await em.getConnection().execute<Fila[]>(
    `select x.id, x.candidato_id, c.nombre1, c.nombre2, c.apellido1, c.apellido2, c.numero_documento, x.estado, x.vigencia,
        x.inicio_vigencia_stock, x.vigencia_stock, x.standard, x.calificacion->>'puntajeGlobal' as puntaje, x.created_at
       from candidato_perfil_stock x join candidato c on c.id = x.candidato_id
      where x.perfil_stock_id = ${p.v(stock.id)}${f.estado ? ` and x.estado = ${p.v(f.estado)}` : ''}${
        rango ? ` and ${sqlEnRangoVigencia('x.vigencia_stock', rango, hoy, p)}` : ''
      }
      order by x.estado, x.vigencia_stock nulls last, x.id`,
    p.valores,
  );
  return filas.map((r) => {
    const fin = fechaIsoDeColumna(r.vigencia_stock);
    return {
      id: r.id,
      candidatoId: r.candidato_id,
      nombre: nombreCompleto(r),
      numeroDocumento: r.numero_documento,
      estado: r.estado,
      vigencia: r.vigencia,
      inicioVigenciaStock: fechaIsoDeColumna(r.inicio_vigencia_stock),
      vigenciaStock: fin,
      diasRestantes: fin ? diasEntreFechas(hoy, fin) : null,
      standard: r.standard,
      puntaje: r.puntaje === null ? null : Number(r.puntaje),
      ingreso: new Date(r.created_at),
    };
  });
}
