/**
 * The columns of the access audit's statement (consulta.ts), each declared once over the audit row `a`, its user `u`
 * and the person `c` it is about: `COLUMNAS_ACCESOS` go to the screen as the statement answers them (their schema is
 * part of AccesoDatosDto), `AUXILIARES_ACCESOS` are read to compose the person's name, the readable detail and the total.
 */
import { z } from 'zod';
import { col } from '../../../../nucleo/sql/columnas';

export const COLUMNAS_ACCESOS = {
  id: col.numero('a.id::float8'),
  fecha: col.instante('a.fecha'),
  usuarioId: col.numeroONulo('a.usuario_id'),
  usuario: col.textoONulo('u.username'),
  accion: col.texto('a.accion'),
  /** The list exported (`exportar`) or the procedure that read. */
  recurso: col.texto('a.recurso'),
  ip: col.texto('a.ip'),
  candidatoId: col.numeroONulo('c.id'),
  documento: col.textoONulo('c.numero_documento'),
};

export const AUXILIARES_ACCESOS = {
  /** The audit row's own detail (counts, format, portal…), never shown as it is. */
  detalleAuditoria: col.json(z.record(z.string(), z.unknown()).nullable())('a.detalle'),
  nombre1: col.textoONulo('c.nombre1'),
  nombre2: col.textoONulo('c.nombre2'),
  apellido1: col.textoONulo('c.apellido1'),
  apellido2: col.textoONulo('c.apellido2'),
  /** Rows of every page. */
  total: col.numero('(count(*) over ())::int'),
};
