/**
 * N interview appointments over the last `diasHistoria` days and two weeks ahead (issue 18 scale: 300,000 over two
 * years), across every branch and its city, for registered candidates, with clients (reason 0) or without (reason
 * 1), every state-1/state-2 combination the demo uses, the staff users as persons in charge and creators. Loaded with
 * COPY like the other scale data; requirements are not generated (the dashboard does not read them).
 */
import { hoyIso, instanteEnBogota, sumarDias, sumarDiasInstante, sumarMinutos } from '@talento/rules';
import { Aleatorio } from '../seeders/demo/operacion/aleatorio';
import type { ContextoEscala } from './base';
import { ajustarSecuencia, copiar, siguienteId, type Valor } from './copiar';

export interface OpcionesCitas {
  citas: number;
  diasHistoria: number;
  semilla: number;
}

const COLUMNAS = [
  'id',
  'candidato_id',
  'cliente_id',
  'persona_acargo_entrevista_id',
  'razon_entrevista',
  'fecha_hora_entrevista',
  'fecha_hora_llegada',
  'comentario',
  'estado1_id',
  'estado2_id',
  'referencia_id',
  'correo_enviado',
  'usuario_creador_id',
  'sucursal_id',
  'ciudad_id',
  'created_at',
  'secuencia_ical',
  'version',
] as const;

const COMENTARIOS = [
  'Presentarse con hoja de vida impresa, cédula y certificados laborales.',
  'Entrevista para banco de candidatos de stock.',
  'Traer certificado de estudios.',
  null,
];

async function ids(ctx: ContextoEscala, sql: string): Promise<number[]> {
  return (await ctx.cliente.query<{ id: number }>(sql)).rows.map((r) => r.id);
}

export async function cargarCitas(ctx: ContextoEscala, o: OpcionesCitas): Promise<number> {
  const rnd = new Aleatorio(o.semilla);
  const sucursales = (
    await ctx.cliente.query<{ id: number; ciudad_id: number }>(
      'select id, ciudad_id from sucursal order by id',
    )
  ).rows;
  const candidatos = await ids(ctx, 'select id from candidato order by id limit 200000');
  const clientes = await ids(ctx, 'select id from cliente order by id');
  const staff = await ids(ctx, 'select id from usuario where not es_staff_cliente order by id');
  const estados = new Set(await ids(ctx, 'select id from estado_cita'));
  const referencias = await ids(ctx, 'select id from referencia_cita order by id');
  if (!sucursales.length || !candidatos.length || !clientes.length || !staff.length || !estados.has(1)) {
    throw new Error(
      'Faltan sucursales, candidatos, clientes, usuarios o estados de cita: cargue primero los datos demo',
    );
  }
  const estado = (id: number) => (estados.has(id) ? id : null);
  const desde = await siguienteId(ctx.cliente, 'cita');
  const hoy = hoyIso(ctx.ahora);
  function* filas(): Generator<Valor[]> {
    for (let n = 0; n < o.citas; n++) {
      const sucursal = rnd.elegir(sucursales);
      // Office hours (Bogotá) of a random day from `diasHistoria` ago to two weeks ahead, on the half hour.
      const fecha = instanteEnBogota(
        sumarDias(hoy, rnd.entero(-o.diasHistoria, 14)),
        rnd.entero(8, 17),
        rnd.si() ? 30 : 0,
      );
      const pasada = fecha < ctx.ahora;
      const r = rnd.entero(0, 9);
      const e1 = pasada ? (r < 2 ? 1 : r < 7 ? 2 : r < 9 ? 3 : 4) : null;
      const e2 = e1 === 1 ? (r === 0 ? 6 : 7) : e1 === 2 ? (r % 2 ? 5 : 8) : null;
      const conCliente = rnd.num() < 0.7;
      yield [
        desde + n,
        rnd.elegir(candidatos),
        conCliente ? rnd.elegir(clientes) : null,
        rnd.elegir(staff),
        conCliente ? 0 : 1,
        fecha,
        e1 !== null && e1 !== 1 ? sumarMinutos(fecha, -10) : null,
        rnd.elegir(COMENTARIOS),
        e1 === null ? null : estado(e1),
        e2 === null ? null : estado(e2),
        referencias.length ? rnd.elegir(referencias) : null,
        rnd.num() < 0.8,
        rnd.elegir(staff),
        sucursal.id,
        sucursal.ciudad_id,
        sumarDiasInstante(fecha, -rnd.entero(1, 5)),
        0,
        1,
      ];
    }
  }
  const n = await copiar(ctx.cliente, 'cita', COLUMNAS, filas());
  await ajustarSecuencia(ctx.cliente, 'cita');
  ctx.log(`${n} citas`);
  return n;
}
