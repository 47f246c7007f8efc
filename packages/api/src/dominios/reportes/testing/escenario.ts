/**
 * Test data of the operations report with exact dates: orders and candidate states written in SQL on a real
 * PostgreSQL (the state changes go through the candidato_pedido trigger like the application's writes), each test
 * in its own new branch so demo data never mixes in.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { instanteEnBogota, type FechaIso } from '@talento/rules';

let secuencia = 0;

export interface Escenario {
  sucursalId: number;
  clienteId: number;
  perfilId: number;
  creadorId: number;
  pedido(o: OpcionesPedidoPrueba): Promise<number>;
  /** A candidate in the order who goes through `estados` ([state, day]) in order; the candidato_pedido id. */
  candidato(pedidoId: number, estados: [number, FechaIso][]): Promise<number>;
  sql<T>(texto: string, valores?: unknown[]): Promise<T[]>;
}

export interface OpcionesPedidoPrueba {
  solicitud: FechaIso;
  vacantes?: number;
  negociada?: FechaIso | null;
  cancelado?: FechaIso;
  terminado?: FechaIso;
  clienteId?: number;
  encargadoId?: number | null;
}

const a10 = (dia: FechaIso) => instanteEnBogota(dia, 10, 0);

/** A new branch (in a demo city) with helpers writing orders of a demo client into it. */
export async function nuevoEscenario(orm: MikroORM, documentoCliente = '900123456'): Promise<Escenario> {
  const em = orm.em.fork();
  const sql = <T>(texto: string, valores: unknown[] = []) => em.execute<T[]>(texto, valores);
  const n = ++secuencia;
  const [suc] = await sql<{ id: number }>(
    `insert into sucursal (nombre, ciudad_id) select ?, min(id) from ciudad returning id`,
    [`Sucursal de prueba ${n} ${Date.now()}`],
  );
  const [cli] = await sql<{ id: number }>('select id from cliente where numero_documento = ?', [
    documentoCliente,
  ]);
  const [perfil] = await sql<{ id: number }>(
    'select id from perfil where cliente_id = ? order by id limit 1',
    [cli!.id],
  );
  const [creador] = await sql<{ id: number }>(`select id from usuario where username = 'jefe'`);
  const esc: Escenario = {
    sucursalId: suc!.id,
    clienteId: cli!.id,
    perfilId: perfil!.id,
    creadorId: creador!.id,
    sql,
    async pedido(o) {
      const clienteId = o.clienteId ?? cli!.id;
      const [p] = await sql<{ id: number }>(
        `select id from perfil where cliente_id = ? order by id limit 1`,
        [clienteId],
      );
      const [fila] = await sql<{ id: number }>(
        `insert into pedido (cliente_id, sucursal_id, perfil_seleccion_id, nombre_cargo, vacantes, fecha_solicitud, fecha_negociada,
           fecha_cancelacion, fecha_finalizacion, estado_pedido, encargado_pedido_id, created_by_id, actualizado_en)
         values (?, ?, ?, 'Cargo de prueba', ?, ?, ?, ?, ?, ?, ?, ?, now()) returning id`,
        [
          clienteId,
          suc!.id,
          p!.id,
          o.vacantes ?? 1,
          a10(o.solicitud),
          o.negociada === undefined ? null : o.negociada,
          o.cancelado ? a10(o.cancelado) : null,
          o.terminado ? a10(o.terminado) : null,
          o.cancelado ? 0 : o.terminado ? 5 : 3,
          o.encargadoId ?? null,
          creador!.id,
        ],
      );
      return fila!.id;
    },
    async candidato(pedidoId, estados) {
      const [persona] = await sql<{ id: number }>(
        `insert into candidato (nombre1, apellido1, email, telefono_o_celular, numero_documento, created_at, updated_at)
         values ('Persona', ?, ?, '3000000000', ?, now(), now()) returning id`,
        [
          `Prueba ${pedidoId}`,
          `p${pedidoId}-${Date.now()}-${Math.random()}@prueba.test`,
          `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 20),
        ],
      );
      const inicio = estados[0]?.[1] ?? '2026-01-01';
      const [cp] = await sql<{ id: number }>(
        `insert into candidato_pedido (pedido_id, candidato_id, fecha_creacion, fecha_cambio_estado, fecha_modificacion) values (?, ?, ?, ?, now()) returning id`,
        [pedidoId, persona!.id, a10(inicio), a10(inicio)],
      );
      for (const [estado, dia] of estados) {
        await sql(
          'update candidato_pedido set estado_candidato_pedido = ?, fecha_cambio_estado = ? where id = ?',
          [estado, a10(dia), cp!.id],
        );
      }
      return cp!.id;
    },
  };
  return esc;
}
