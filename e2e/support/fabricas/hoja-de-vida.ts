import type pg from 'pg';
import { unico } from './unico';

export interface OpcionesHojaDeVida {
  nombre?: string;
  apellido?: string;
  /** Completeness of the CV (the selection reading asks 70 % or more). */
  porcentaje?: number;
  /** estado_producto 1 (finished product), the other selection reading on the person. */
  productoTerminado?: boolean;
  /** 'YYYY-MM-DD' (a complete CV has one; "Editar candidato" requires it). */
  fechaNacimiento?: string;
  /** Name of the city of residence (catálogo de ciudades, e.g. 'Medellín'); none by default. */
  ciudad?: string;
}

export interface HojaDeVidaCreada {
  id: number;
  nombre: string;
  documento: string;
  email: string;
}

/**
 * A new free person with a CV, written as the demo seeder writes them (candidato + hoja_de_vida; the search index
 * fills itself by trigger). The product has no screen nor procedure to register a CV yet, so this goes to the
 * database; everything after it (adding to orders, selecting…) goes through the API.
 */
export async function crearHojaDeVida(
  base: pg.Pool,
  opciones: OpcionesHojaDeVida = {},
): Promise<HojaDeVidaCreada> {
  const sufijo = unico();
  const nombre1 = opciones.nombre ?? 'Persona';
  const apellido1 = opciones.apellido ?? `Prueba ${sufijo}`;
  const documento = `8${sufijo}`;
  const email = `persona+${sufijo}@correo.test`;
  const { rows } = await base.query<{ id: number }>(
    `insert into candidato (nombre1, apellido1, email, telefono_o_celular, numero_documento, estado_producto, fecha_nacimiento,
       ciudad_donde_vive_id, created_at, updated_at)
     values ($1, $2, $3, '3001234567', $4, $5, $6, (select id from ciudad where nombre = $7 order by id limit 1), now(), now())
     returning id`,
    [
      nombre1,
      apellido1,
      email,
      documento,
      opciones.productoTerminado === false ? 0 : 1,
      opciones.fechaNacimiento ?? '1992-05-14',
      opciones.ciudad ?? null,
    ],
  );
  const id = rows[0]!.id;
  await base.query(
    'insert into hoja_de_vida (candidato_id, porcentaje_total, fecha_creacion, fecha_modificacion) values ($1, $2, now(), now())',
    [id, opciones.porcentaje ?? 90],
  );
  return { id, nombre: `${nombre1} ${apellido1}`, documento, email };
}

/**
 * The digital-test rating the selection reading asks for: one score per test the order requires, for that order
 * (what the testing platform would have reported).
 */
export async function calificarParaPedido(
  base: pg.Pool,
  candidatoId: number,
  pedidoId: number,
): Promise<void> {
  const { rows } = await base.query<Record<string, boolean>>('select * from pedido where id = $1', [
    pedidoId,
  ]);
  const pedido = rows[0];
  if (!pedido) throw new Error(`El pedido ${pedidoId} no existe`);
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
    .filter(([columna]) => pedido[columna])
    .map(([, codigo]) => codigo);
  const cal = await base.query<{ id: number }>(
    'insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha) values ($1, $2, 80, false, now()) returning id',
    [candidatoId, pedidoId],
  );
  for (const codigo of codigos) {
    await base.query(
      'insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values ($1, $2, 80, false)',
      [cal.rows[0]!.id, codigo],
    );
  }
}
