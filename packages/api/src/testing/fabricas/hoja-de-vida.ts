import type { MikroORM } from '@mikro-orm/postgresql';
import { unico } from './unico';

export interface OpcionesHojaDeVida {
  nombre?: string;
  apellido?: string;
  /** Completeness of the CV (the selection reading asks 70 % or more). Default 90. */
  porcentaje?: number;
  /** estado_producto 1 (finished product), the other selection reading on the person. Default true. */
  productoTerminado?: boolean;
}

export interface HojaDeVidaCreada {
  /** candidato id (what the CV screens and the order procedures take). */
  id: number;
  hojaDeVidaId: number;
  version: number;
  nombre: string;
  documento: string;
  email: string;
}

/**
 * A new free person with a CV (availability 0, in no order, barred by nobody), written as the demo seeder writes
 * them: candidato + hoja_de_vida (the search index fills itself by trigger). No procedure registers CVs yet, so
 * this goes to the database; everything after it (adding to orders, selecting…) goes through the procedures.
 */
export async function crearHojaDeVida(
  orm: MikroORM,
  opciones: OpcionesHojaDeVida = {},
): Promise<HojaDeVidaCreada> {
  const conexion = orm.em.fork().getConnection();
  const sufijo = unico();
  const nombre1 = opciones.nombre ?? 'Persona';
  const apellido1 = opciones.apellido ?? `Fábrica ${sufijo}`;
  const documento = `7${sufijo}`;
  const email = `persona+${sufijo}@correo.test`;
  const [candidato] = await conexion.execute<{ id: number; version: number }[]>(
    `insert into candidato (nombre1, apellido1, email, telefono_o_celular, numero_documento, estado_producto, fecha_nacimiento, created_at, updated_at)
     values (?, ?, ?, '3001234567', ?, ?, '1992-05-14', now(), now()) returning id, version`,
    [nombre1, apellido1, email, documento, opciones.productoTerminado === false ? 0 : 1],
  );
  if (!candidato) throw new Error('Fábrica: no se creó el candidato');
  const [hoja] = await conexion.execute<{ id: number }[]>(
    'insert into hoja_de_vida (candidato_id, porcentaje_total, fecha_creacion, fecha_modificacion) values (?, ?, now(), now()) returning id',
    [candidato.id, opciones.porcentaje ?? 90],
  );
  if (!hoja) throw new Error('Fábrica: no se creó la hoja de vida');
  return {
    id: candidato.id,
    hojaDeVidaId: hoja.id,
    version: candidato.version,
    nombre: `${nombre1} ${apellido1}`,
    documento,
    email,
  };
}

/**
 * The digital-test rating the selection reading asks for: one score per test the order requires, for that order
 * (what the testing platform would have reported).
 */
export async function calificarParaPedido(
  orm: MikroORM,
  candidatoId: number,
  pedidoId: number,
): Promise<void> {
  const conexion = orm.em.fork().getConnection();
  const [pedido] = await conexion.execute<Record<string, unknown>[]>('select * from pedido where id = ?', [
    pedidoId,
  ]);
  if (!pedido) throw new Error(`Fábrica: el pedido ${pedidoId} no existe`);
  const codigos = (
    [
      ['prueba_fac', 'FAC'],
      ['prueba_detac', 'DETAC'],
      ['prueba_comp', 'COMPETENCIAS'],
      ['prueba_idisc', 'IDISC'],
      ['prueba_valores', 'VALORES'],
      ['prueba_entrevistas', 'ENTREVISTA'],
    ] as const
  )
    .filter(([columna]) => pedido[columna] === true)
    .map(([, codigo]) => codigo);
  const [cal] = await conexion.execute<{ id: number }[]>(
    'insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha) values (?, ?, 80, false, now()) returning id',
    [candidatoId, pedidoId],
  );
  for (const codigo of codigos) {
    await conexion.execute(
      'insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values (?, ?, 80, false)',
      [cal!.id, codigo],
    );
  }
}
