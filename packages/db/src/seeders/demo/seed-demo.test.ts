import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ESTADO_CANDIDATO_PEDIDO, ESTADO_PEDIDO, fechaNegociada, horaEnZonaNegocio } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate } from '../../orm';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../../postgres/embedded';
import { CIUDADES, DEMO_PASSWORD, DEMO_USUARIOS, seedDemo } from '.';

const hashPassword = (p: string) => Promise.resolve(`x${p}`);
const LA_SABANA = '900123456';
const TEXTILES = '890301234';

let carpeta: string;
let pg: EmbeddedPostgresHandle | undefined;
let orm: MikroORM;

async function sql<T = Record<string, unknown>>(consulta: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(consulta, params);
}

async function contar(tabla: string): Promise<number> {
  const [fila] = await sql<{ n: number }>(`select count(*)::int as n from "${tabla}"`);
  return fila?.n ?? 0;
}

beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-seed-demo-'));
  // As root the cluster runs as the `postgres` user, which must traverse this folder.
  await chmod(carpeta, 0o755);
  pg = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), ephemeral: true, fast: true });
  orm = await createOrm({ clientUrl: pg.url });
  await migrate(orm);
  const inicio = performance.now();
  await seedDemo(orm.em.fork(), { hashPassword });
  // Printed, asserted nowhere: timings belong to `npm run bench`.
  console.info(`seedDemo: ${Math.round(performance.now() - inicio)} ms`);
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await pg?.stop();
  await rm(carpeta, { recursive: true, force: true });
}, 60_000);

describe('empresa de demostración', () => {
  it('tiene pedidos en cada estado_pedido (0, 1, 111, 112, 2, 3, 4, 5)', async () => {
    const filas = await sql<{ estado_pedido: number; n: number }>(
      'select estado_pedido, count(*)::int as n from pedido group by estado_pedido',
    );
    const presentes = filas.map((f) => f.estado_pedido).sort((a, b) => a - b);
    expect(presentes).toEqual([...ESTADO_PEDIDO.valores].sort((a, b) => a - b));
    expect(await contar('pedido')).toBeGreaterThanOrEqual(40);
  });

  it('las líneas 112 apuntan a un padre multiciudad 111', async () => {
    const hijos = await sql<{ es_hijo: boolean; estado_padre: number | null }>(
      `select h.es_hijo, p.estado_pedido as estado_padre
         from pedido h left join pedido p on p.id = h.pedido_padre_id where h.estado_pedido = 112`,
    );
    expect(hijos.length).toBeGreaterThanOrEqual(1);
    for (const h of hijos) {
      expect(h.es_hijo).toBe(true);
      expect(h.estado_padre).toBe(111);
    }
  });

  it('tiene candidatos en cada estado_candidato_pedido (0 a 10) al menos dos veces', async () => {
    const filas = await sql<{ estado: number; n: number }>(
      'select estado_candidato_pedido as estado, count(*)::int as n from candidato_pedido group by 1',
    );
    const porEstado = new Map(filas.map((f) => [f.estado, f.n]));
    for (const estado of ESTADO_CANDIDATO_PEDIDO.valores)
      expect(porEstado.get(estado) ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('los estados 1 o más de un candidato solo aparecen en pedidos que llegaron a la etapa 3 (o, el 10, al cerrarse el pedido)', async () => {
    const [fila] = await sql<{ n: number }>(
      `select count(*)::int as n from candidato_pedido cp join pedido p on p.id = cp.pedido_id
        where cp.estado_candidato_pedido >= 1 and (p.fecha_estado3 is null or cp.pool <> 1)
          and not (cp.estado_candidato_pedido = 10 and p.estado_pedido in (0, 5))`,
    );
    expect(fila?.n).toBe(0);
  });

  it('cada usuario demo puede iniciar sesión: activo, con su clave y sus grupos', async () => {
    const em = orm.em.fork();
    for (const u of DEMO_USUARIOS) {
      const [fila] = await em
        .getConnection()
        .execute<{ activo: boolean; password_hash: string; grupos: string[] }[]>(
          `select u.activo, u.password_hash, array_agg(g.nombre order by g.nombre) as grupos
           from usuario u join usuario_grupo ug on ug.usuario_id = u.id join grupo g on g.id = ug.grupo_id
          where u.username = ? group by u.id`,
          [u.username],
        );
      expect(fila, u.username).toBeDefined();
      expect(fila?.activo).toBe(true);
      expect(fila?.password_hash).toBe(`x${DEMO_PASSWORD}`);
      expect([...(fila?.grupos ?? [])].sort()).toEqual([...u.grupos].sort());
    }
  });

  it('tiene las 32 capitales de departamento y el resto de ciudades', async () => {
    const [fila] = await sql<{ capitales: number; departamentos: number; total: number }>(
      `select count(*) filter (where es_capital)::int as capitales,
              count(distinct departamento) filter (where es_capital)::int as departamentos, count(*)::int as total from ciudad`,
    );
    expect(fila).toEqual({ capitales: 32, departamentos: 32, total: CIUDADES.length });
  });

  it('tiene 10 clientes: 9 con NIT y 1 con CC', async () => {
    const filas = await sql<{ tipo_documento: number; n: number }>(
      'select tipo_documento, count(*)::int as n from cliente group by 1 order by 1',
    );
    expect(filas).toEqual([
      { tipo_documento: 0, n: 9 },
      { tipo_documento: 1, n: 1 },
    ]);
  });

  it('Logística Andina (sin implementación de pruebas) la tiene en Bogotá y Cali para todos sus usuarios (issue 17)', async () => {
    const filas = await sql<{ ciudad: string; usuario_id: number | null; implementacion_pruebas: boolean }>(
      `select ci.nombre as ciudad, i.usuario_id, c.implementacion_pruebas from implementacion_pruebas i
         join cliente c on c.id = i.cliente_id join ciudad ci on ci.id = i.ciudad_id order by ci.nombre`,
    );
    expect(filas).toEqual([
      { ciudad: 'Bogotá D.C.', usuario_id: null, implementacion_pruebas: false },
      { ciudad: 'Cali', usuario_id: null, implementacion_pruebas: false },
    ]);
  });

  it.each([LA_SABANA, TEXTILES])(
    'el cliente demo %s tiene pedidos en etapas 3 y 4 con candidatos enviados',
    async (nit) => {
      const filas = await sql<{ estado_pedido: number; enviados: number }>(
        `select p.estado_pedido, count(cp.id)::int as enviados
         from pedido p join cliente c on c.id = p.cliente_id
         left join candidato_pedido cp on cp.pedido_id = p.id and cp.activo and cp.pool = 1 and cp.estado_candidato_pedido >= 1
        where c.numero_documento = ? and p.estado_pedido in (3, 4) group by p.id, p.estado_pedido`,
        [nit],
      );
      for (const etapa of [3, 4]) {
        expect(
          filas.some((f) => f.estado_pedido === etapa && f.enviados > 0),
          `etapa ${etapa}`,
        ).toBe(true);
      }
    },
  );

  it('La Sabana ve candidatos en estados 1, 2, 4 y 6 y un comentario visible para el cliente', async () => {
    const estados = await sql<{ estado: number }>(
      `select distinct cp.estado_candidato_pedido as estado from candidato_pedido cp
         join pedido p on p.id = cp.pedido_id join cliente c on c.id = p.cliente_id
        where c.numero_documento = ? and p.estado_pedido in (3, 4) and cp.activo`,
      [LA_SABANA],
    );
    expect(estados.map((e) => e.estado)).toEqual(expect.arrayContaining([1, 2, 4, 6]));
    const [visibles] = await sql<{ n: number }>(
      `select count(*)::int as n from comentario_pedido cm join pedido p on p.id = cm.pedido_id
         join cliente c on c.id = p.cliente_id where c.numero_documento = ? and cm.visibilidad = 0`,
      [LA_SABANA],
    );
    expect(visibles?.n).toBeGreaterThan(0);
  });

  it('La Sabana tiene una orden de contratación radicada (con asociación ERP y requisición) y otra guardada, numeradas 1 y 2', async () => {
    const ordenes = await sql<{
      consecutivo: number;
      radicado: boolean;
      asociaciones: number;
      cliente_ok: boolean;
    }>(
      `select o.consecutivo, o.radicado, (select count(*)::int from asociacion_empleado_erp a where a.orden_contratacion_id = o.id) as asociaciones,
              o.cliente_id = p.cliente_id as cliente_ok
         from orden_contratacion o join pedido p on p.id = o.pedido_id join cliente c on c.id = o.cliente_id
        where c.numero_documento = ? order by o.consecutivo`,
      [LA_SABANA],
    );
    expect(ordenes).toEqual([
      { consecutivo: 1, radicado: true, asociaciones: 1, cliente_ok: true },
      { consecutivo: 2, radicado: false, asociaciones: 0, cliente_ok: true },
    ]);
    expect(await contar('requisicion_erp')).toBe(1);
    const [config] = await sql<{ niveles: number[]; oferta: boolean }>(
      `select k.niveles_requeridos as niveles, k.oferta_mercantil as oferta from configuracion_contratacion_cliente k
         join cliente c on c.id = k.cliente_id where c.numero_documento = ?`,
      [LA_SABANA],
    );
    expect(config).toEqual({ niveles: [1, 2], oferta: true });
  });

  it('los pedidos cumplen las reglas de §5: fecha negociada, auxilio de transporte, cancelados y terminados', async () => {
    // Negotiated date = approval date (or request date for drafts) + profile search days + 1, in Bogotá days.
    const fechas = await sql<{ id: number; base: Date; negociada: string; dias: number }>(
      `select p.id, coalesce(p.fecha_aprobacion, p.fecha_solicitud) as base, p.fecha_negociada::text as negociada,
              pf.tiempo_dias_busqueda as dias from pedido p join perfil pf on pf.id = p.perfil_seleccion_id`,
    );
    for (const f of fechas) {
      expect(f.negociada, `pedido ${f.id}`).toBe(fechaNegociada(new Date(f.base), new Date(f.base), f.dias));
    }
    const incumplen = await sql<{ id: number; regla: string }>(
      `select p.id, 'auxilio' as regla from pedido p, (select smmlv from valor_anual order by vigente_desde desc limit 1) c
        where (p.tiene_ruta or p.salario > 2 * c.smmlv) <> (p.auxilio_transporte = 0 and not p.tiene_auxilio_transporte)
       union all
       select id, 'cancelado' from pedido where estado_pedido = 0
          and (causa_cancelacion is null or razon_escrita_cancelacion is null or actor_cancelacion_id is null or fecha_cancelacion is null)
       union all
       select id, 'terminado' from pedido where estado_pedido = 5 and (vacantes_cumplidas <> vacantes or fecha_finalizacion is null)
       union all
       select p.id, 'vacantes cumplidas' from pedido p where p.estado_pedido in (4, 5) and p.vacantes_cumplidas <>
         (select count(*) from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido = 8)`,
    );
    expect(incumplen).toEqual([]);
  });

  it('los perfiles tienen responsabilidades al 100 %, salario de al menos un SMMLV y 5 a 20 días de búsqueda', async () => {
    const malos = await sql<{ id: number }>(
      `select p.id from perfil p, (select smmlv from valor_anual order by vigente_desde desc limit 1) c
        where p.salario < c.smmlv or p.tiempo_dias_busqueda not between 5 and 20
           or (select sum(r.porcentaje) from perfil_responsabilidad r where r.perfil_id = p.id) <> 100`,
    );
    expect(malos).toEqual([]);
    const estados = await sql<{ estado_perfil: number }>(
      'select distinct estado_perfil from perfil order by 1',
    );
    expect(estados.map((e) => e.estado_perfil)).toEqual([0, 1, 2, 3]);
    const [sinFac] = await sql<{ n: number }>(
      `select count(*)::int as n from perfil where estado_perfil = 2
          and (fac_id is null or actor_aprobacion_id is null or fecha_aprobacion is null)`,
    );
    expect(sinFac?.n).toBe(0);
  });

  it('el registro de acciones es coherente: en orden, en el pasado y en horario laboral', async () => {
    const [fila] = await sql<{ cadena: number; futuro: number; antes_etapa3: number }>(
      `with e as (
         select e.*, lag(e.estado_nuevo) over w as previo
           from evento_pedido e where e.tipo_evento = 4
         window w as (partition by e.pedido_id, e.candidato_nombre order by e.fecha, e.id))
       select
         (select count(*)::int from e where previo is not null and previo <> estado_anterior) as cadena,
         (select count(*)::int from evento_pedido where fecha > now()) as futuro,
         (select count(*)::int from e join pedido p on p.id = e.pedido_id where e.estado_anterior = 0 and e.fecha < p.fecha_estado3) as antes_etapa3`,
    );
    expect(fila).toEqual({ cadena: 0, futuro: 0, antes_etapa3: 0 });
    // Office hours on the Bogotá clock, whatever the zone of the seeding process.
    const horas = await sql<{ fecha: Date }>(
      'select fecha from evento_pedido union all select fecha from comentario_pedido',
    );
    const fuera = horas.filter(
      ({ fecha }) => horaEnZonaNegocio(new Date(fecha)) < 8 || horaEnZonaNegocio(new Date(fecha)) > 18,
    );
    expect(fuera).toEqual([]);
  });

  it('es determinista: otra base sembrada el mismo día tiene los mismos datos', async () => {
    const huella = async (consultar: typeof sql) =>
      consultar<{ candidatos: string; filas: string; pedidos: string }>(
        `select
           (select md5(string_agg(concat_ws('|', numero_documento, nombre1, nombre2, apellido1, apellido2, email, disponibilidad, estado_producto), ',' order by id)) from candidato) as candidatos,
           (select md5(string_agg(concat_ws('|', pedido_id, candidato_id, pool, estado_candidato_pedido, activo), ',' order by id)) from candidato_pedido) as filas,
           (select md5(string_agg(concat_ws('|', cliente_id, perfil_seleccion_id, estado_pedido, vacantes, salario, ciudad_id), ',' order by id)) from pedido) as pedidos`,
      );
    await sql('create database talento_demo_2');
    const orm2 = await createOrm({
      clientUrl: (pg as EmbeddedPostgresHandle).url.replace(/\/postgres$/, '/talento_demo_2'),
    });
    try {
      await migrate(orm2);
      await seedDemo(orm2.em.fork(), { hashPassword });
      const sql2 = <T>(c: string, p: unknown[] = []) => orm2.em.fork().getConnection().execute<T[]>(c, p);
      expect(await huella(sql2)).toEqual(await huella(sql));
    } finally {
      await orm2.close(true);
    }
  }, 60_000);

  it('volver a sembrar no duplica datos', async () => {
    const antes = await Promise.all(
      ['pedido', 'candidato', 'catalogo_item', 'usuario', 'implementacion_pruebas'].map(contar),
    );
    await seedDemo(orm.em.fork(), { hashPassword });
    const despues = await Promise.all(
      ['pedido', 'candidato', 'catalogo_item', 'usuario', 'implementacion_pruebas'].map(contar),
    );
    expect(despues).toEqual(antes);
  });
});
