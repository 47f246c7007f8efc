import type pg from 'pg';
import { unico } from './unico';

/**
 * A new client company that does not manage stock yet (no procedure registers clients: they come from the ERP, so
 * this goes to the database). Its name is searchable from 4 characters.
 */
export async function crearClienteNuevo(base: pg.Pool): Promise<{ id: number; nombre: string; nit: string }> {
  const sufijo = unico();
  const nombre = `Comercializadora Prueba ${sufijo}`;
  const nit = `9${sufijo}`.slice(0, 20);
  const { rows } = await base.query<{ id: number }>(
    'insert into cliente (nombre, numero_documento, created_at) values ($1, $2, now()) returning id',
    [nombre, nit],
  );
  return { id: rows[0]!.id, nombre, nit };
}

/**
 * A digital-test rating of the person outside any order (the testing platform's report of an agency evaluation):
 * global 80, DETAC 70 and COMPETENCIAS 75. A stock category needs the person to have one.
 */
export async function darPruebasDigitales(base: pg.Pool, candidatoId: number): Promise<void> {
  const cal = await base.query<{ id: number }>(
    'insert into calificacion_prueba_digital (candidato_id, puntaje_global_reportado, descartado, fecha) values ($1, 80, false, now()) returning id',
    [candidatoId],
  );
  for (const [codigo, puntaje] of [
    ['DETAC', 70],
    ['COMPETENCIAS', 75],
  ] as const) {
    await base.query(
      'insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values ($1, $2, $3, false)',
      [cal.rows[0]!.id, codigo, puntaje],
    );
  }
}
