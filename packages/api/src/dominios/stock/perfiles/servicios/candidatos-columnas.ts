/**
 * The columns of a stock profile's pool (candidatos.ts), each declared once: `COLUMNAS_CANDIDATOS_STOCK` go to the
 * screen as the statement answers them (their schema is part of CandidatoStockDto), `AUXILIARES_CANDIDATOS_STOCK` are
 * read to compose the name.
 */
import { col } from '../../../../nucleo/sql/columnas';

export const COLUMNAS_CANDIDATOS_STOCK = {
  id: col.numero('x.id'),
  candidatoId: col.numero('x.candidato_id'),
  numeroDocumento: col.texto('c.numero_documento'),
  /** 1 Activo, 2 Removido. */
  estado: col.numero('x.estado'),
  vigencia: col.numeroONulo('x.vigencia'),
  /** 'YYYY-MM-DD' calendar dates. */
  inicioVigenciaStock: col.textoONulo(`to_char(x.inicio_vigencia_stock, 'YYYY-MM-DD')`),
  vigenciaStock: col.textoONulo(`to_char(x.vigencia_stock, 'YYYY-MM-DD')`),
  standard: col.booleano('x.standard'),
  /** Global score of the rating snapshot taken on entry. */
  puntaje: col.numeroONulo(`(x.calificacion->>'puntajeGlobal')::float8`),
  ingreso: col.instante('x.created_at'),
};

export const AUXILIARES_CANDIDATOS_STOCK = {
  nombre1: col.texto('c.nombre1'),
  nombre2: col.textoONulo('c.nombre2'),
  apellido1: col.texto('c.apellido1'),
  apellido2: col.textoONulo('c.apellido2'),
};
