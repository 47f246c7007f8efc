/**
 * Suggested candidates of an order (issue 15): the ranking runs in SQL (sugeridos-sql.ts, the rule's formula);
 * here the page is only labelled. NOT_FOUND when the order is not one of the caller's clients.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  NOMBRES_PARTES_COMPATIBILIDAD,
  PARTES_COMPATIBILIDAD,
  PESOS_COMPATIBILIDAD,
  TAMANO_PAGINA_SUGERIDOS,
  hoyIso,
  type ResultadoSugeridos,
  type Sugerido,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { aMarcadoresPg } from '../../../nucleo/sql/consulta-preparada';
import { noEncontrado } from '../../../nucleo/errors';
import { consultaSugeridos } from './sugeridos-sql';

type FilaJson = Omit<Sugerido, 'partes'> & Record<`p_${string}`, number>;

interface Fila {
  existe: boolean;
  total: number;
  filas: FilaJson[];
}

/** The score parts of a row as the rule names them. */
export function partesDeFila(f: Record<string, unknown>): Sugerido['partes'] {
  return PARTES_COMPATIBILIDAD.map((parte) => ({
    parte,
    nombre: NOMBRES_PARTES_COMPATIBILIDAD[parte],
    puntos: Number(f[`p_${parte}`]),
    maximo: PESOS_COMPATIBILIDAD[parte],
  }));
}

export async function listarSugeridos(
  em: EntityManager,
  usuario: UsuarioSesion,
  pedidoId: number,
  pagina: number,
  ahora: Date,
): Promise<ResultadoSugeridos> {
  const { sql, params } = consultaSugeridos(usuario.alcance, pedidoId, hoyIso(ahora), pagina);
  // Unnamed: planned with the actual order every time (a cached generic plan does not know the city's size).
  const pool = await em.getConnection().getNativeClient();
  const [fila] = (await pool.query<Fila>(aMarcadoresPg(sql), params)).rows;
  if (!fila?.existe) throw noEncontrado();
  return {
    filas: fila.filas.map((f) => ({
      candidatoId: f.candidatoId,
      hojaDeVidaId: f.hojaDeVidaId,
      nombre: f.nombre,
      numeroDocumento: f.numeroDocumento,
      ciudad: f.ciudad,
      puntaje: f.puntaje,
      partes: partesDeFila(f),
    })),
    total: fila.total,
    pagina,
    paginas: Math.ceil(fila.total / TAMANO_PAGINA_SUGERIDOS),
  };
}
