/**
 * A fresh installation without the demo (`TALENTO_SEED_DEMO=never`): migrated, then only `seedReferencia`, as
 * apps/server/src/main.ts does at every start. The catalogues the rules and forms read must be there, a second run
 * changes nothing, and what an administrator edited stays as edited.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  bloqueoEstadoCita,
  bloqueoReferenciaCita,
  bloqueoRequisito,
  CATEGORIA_CATALOGO,
  CODIGO_ESTADO_CITA,
  ESTADO1_CITA_PRUEBAS_INCOMPLETAS,
  ESTADO1_CITA_SIN_LLEGADA,
  ESTADO2_CITA_REAGENDADA,
  EstadoCitaLista,
  LISTA_EL_EMPLEO,
  REFERENCIA_OTRO,
  TIPO_CARACTERISTICA,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogoItem,
  EstadoCita,
  MotivoRechazo,
  ReferenciaCita,
  Requisito,
  TipoMarca,
} from '../../entities';
import { createOrm, migrate } from '../../orm';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../../postgres/embedded';
import { seedReferencia } from '../demo/base';
import { TEXTO_AVISO_PRIVACIDAD_INICIAL } from './texto-aviso-privacidad';

/** Every table seedCatalogosReferencia fills, and the demo-only ones it must leave empty. */
const TABLAS_REFERENCIA = [
  'catalogo_item',
  'motivo_rechazo',
  'tipo_cargo',
  'tipo_caracteristica',
  'competencia',
  'valor',
  'el_empleo_item',
  'profesion',
  'tipo_marca',
  'motivo_cambio_datos',
  'requisito',
  'estado_cita',
  'referencia_cita',
  'medio_reclutamiento',
  'tipo_novedad',
  'sub_tipo_novedad',
] as const;
const TABLAS_DEMO = [
  'cargo',
  'categoria_stock',
  'centro_trabajo',
  'centro_costo_erp',
  'nivel_organizacional_erp',
  'pedido',
  'usuario',
];

/** Thrown to roll a test's transaction back. */
class Deshacer extends Error {}

let carpeta: string;
let pg: EmbeddedPostgresHandle | undefined;
let orm: MikroORM;

async function sql<T = Record<string, unknown>>(consulta: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(consulta, params);
}

/** Every row of the reference tables (and the position of their sequences), to compare two moments. */
async function foto(): Promise<Record<string, unknown>> {
  const r: Record<string, unknown> = {};
  for (const t of TABLAS_REFERENCIA) {
    r[t] = await sql(`select to_jsonb(t) - 'created_at' as fila from "${t}" t order by id`);
    r[`${t}.secuencia`] = await sql(
      `select pg_sequence_last_value(pg_get_serial_sequence('${t}', 'id')::regclass)::int as v`,
    );
  }
  return r;
}

beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-seed-referencia-'));
  // As root the cluster runs as the `postgres` user, which must traverse this folder.
  await chmod(carpeta, 0o755);
  pg = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), ephemeral: true, fast: true });
  orm = await createOrm({ clientUrl: pg.url });
  await migrate(orm);
  await seedReferencia(orm.em.fork());
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await pg?.stop();
  await rm(carpeta, { recursive: true, force: true });
}, 60_000);

describe('seedReferencia en una instalación nueva sin la demo', () => {
  it('crea los estados de cita con los ids y códigos fijos que leen las reglas, y bloqueados', async () => {
    const estados = await orm.em.fork().find(EstadoCita, {}, { orderBy: { id: 'asc' } });
    const porId = new Map(estados.map((e) => [e.id, e]));
    expect(porId.get(ESTADO1_CITA_SIN_LLEGADA)).toMatchObject({
      nombre: 'No asistió',
      flag: EstadoCitaLista.ESTADO_1,
      activo: true,
    });
    expect(porId.get(ESTADO1_CITA_PRUEBAS_INCOMPLETAS)).toMatchObject({
      nombre: 'Pruebas incompletas',
      flag: EstadoCitaLista.ESTADO_1,
    });
    expect(porId.get(ESTADO2_CITA_REAGENDADA)).toMatchObject({
      codigo: 'reagendado',
      flag: EstadoCitaLista.ESTADO_2,
    });
    // Every special status of spec 03 §4 exists once, by its code.
    expect(
      estados
        .map((e) => e.codigo)
        .filter((c) => c !== null)
        .sort(),
    ).toEqual([...CODIGO_ESTADO_CITA.valores].sort());
    for (const id of [ESTADO1_CITA_SIN_LLEGADA, ESTADO1_CITA_PRUEBAS_INCOMPLETAS, ESTADO2_CITA_REAGENDADA])
      expect(bloqueoEstadoCita({ id, codigo: porId.get(id)?.codigo ?? null }), `estado ${id}`).not.toBeNull();
    // Both lists have something to offer.
    expect(new Set(estados.map((e) => e.flag))).toEqual(new Set([0, 1]));
  });

  it('crea la referencia «Otro» con el id que pide el texto libre', async () => {
    const otro = await orm.em.fork().findOneOrFail(ReferenciaCita, REFERENCIA_OTRO);
    expect(otro.nombre).toBe('Otro');
    expect(bloqueoReferenciaCita(otro)).not.toBeNull();
    expect(await orm.em.fork().count(ReferenciaCita, { id: { $ne: REFERENCIA_OTRO } })).toBeGreaterThan(0);
  });

  it('crea un requerimiento de pruebas digitales y uno de verificación de hoja de vida, activos', async () => {
    const em = orm.em.fork();
    const pruebas = await em.find(Requisito, { esPruebas: true });
    const hv = await em.find(Requisito, { esHv: true });
    expect(pruebas.map((r) => [r.nombre, r.estado])).toEqual([['Pruebas digitales', true]]);
    expect(hv.map((r) => [r.nombre, r.estado])).toEqual([['Verificación de hoja de vida', true]]);
    expect(bloqueoRequisito(pruebas[0] as Requisito)).not.toBeNull();
    // No demo address is notified on a real installation.
    expect(await em.count(Requisito, { $or: [{ correo: { $ne: null } }, { enviarCorreo: true }] })).toBe(0);
  });

  it('llena cada categoría del catálogo general salvo los conceptos de contrato, que vienen del ERP', async () => {
    const filas = await sql<{ categoria: string; activos: number }>(
      'select categoria, count(*) filter (where activo)::int as activos from catalogo_item group by 1 order by 1',
    );
    expect(filas.map((f) => f.categoria)).toEqual(
      CATEGORIA_CATALOGO.valores.filter((c) => c !== 'CONCEPTO_CONTRATO').sort(),
    );
    for (const f of filas) expect(f.activos, f.categoria).toBeGreaterThan(0);
    const tipos = await orm.em
      .fork()
      .find(CatalogoItem, { categoria: 'TIPO_PEDIDO' }, { orderBy: { orden: 'asc' } });
    expect(tipos.map((t) => t.codigo)).toContain('NUEVO');
    // ARL risks carry the percentage the work centres are filtered by.
    const [sinPorcentaje] = await sql<{ n: number }>(
      `select count(*)::int as n from catalogo_item where categoria = 'RIESGO_ARL' and valor is null`,
    );
    expect(sinPorcentaje?.n).toBe(0);
  });

  it('llena los demás catálogos de los formularios y deja vacíos los de la demo y los maestros del ERP', async () => {
    for (const t of TABLAS_REFERENCIA) {
      const [fila] = await sql<{ n: number }>(`select count(*)::int as n from "${t}"`);
      expect(fila?.n, t).toBeGreaterThan(0);
    }
    for (const t of TABLAS_DEMO) {
      const [fila] = await sql<{ n: number }>(`select count(*)::int as n from "${t}"`);
      expect(fila?.n, t).toBe(0);
    }
    const tipos = await sql<{ tipo: number }>('select distinct tipo from tipo_caracteristica order by 1');
    expect(tipos.map((t) => t.tipo)).toEqual([...TIPO_CARACTERISTICA.valores].sort());
    const listas = await sql<{ lista: string }>('select distinct lista from el_empleo_item order by 1');
    expect(listas.map((l) => l.lista)).toEqual([...LISTA_EL_EMPLEO.valores].sort());
    const [competencias] = await sql<{ padres: number; sin_hijas: number }>(
      `select count(*)::int as padres,
              count(*) filter (where not exists (select 1 from competencia h where h.padre_id = p.id))::int as sin_hijas
         from competencia p where p.padre_id is null`,
    );
    expect(competencias?.padres).toBeGreaterThan(0);
    expect(competencias?.sin_hijas).toBe(0);
    const [valores] = await sql<{ n: number }>('select count(*)::int as n from valor where defecto');
    expect(valores?.n).toBeGreaterThan(0);
  });

  it('publica la versión 1 del aviso de privacidad, sin usuario que la publique, solo mientras no haya ninguna', async () => {
    const avisos = () =>
      sql<{ version: number; publicado_por_id: number | null; texto: string }>(
        'select version, publicado_por_id, texto from aviso_privacidad order by version',
      );
    expect(await avisos()).toEqual([
      { version: 1, publicado_por_id: null, texto: TEXTO_AVISO_PRIVACIDAD_INICIAL },
    ]);
    // A version an administrator published is left alone, and the initial one is not published again.
    await sql(
      `insert into aviso_privacidad (version, texto, publicado_por_id, publicado_en) values (2, 'Aviso de la agencia', null, now())`,
    );
    await seedReferencia(orm.em.fork());
    expect((await avisos()).map((a) => a.version)).toEqual([1, 2]);
    // An installation that had no notice (migrated before there was an initial one) gets it at its next start.
    await sql('delete from aviso_privacidad');
    await seedReferencia(orm.em.fork());
    expect(await avisos()).toEqual([
      { version: 1, publicado_por_id: null, texto: TEXTO_AVISO_PRIVACIDAD_INICIAL },
    ]);
  });

  it('las secuencias quedan después de los ids fijos: una entrada nueva toma un id libre', async () => {
    const em = orm.em.fork();
    const [maxEstado] = await sql<{ n: number }>('select max(id)::int as n from estado_cita');
    const [maxReferencia] = await sql<{ n: number }>('select max(id)::int as n from referencia_cita');
    await em
      .transactional(async (tx) => {
        const estado = tx.create(EstadoCita, { nombre: 'Prueba de secuencia', flag: 1, codigo: null });
        const referencia = tx.create(ReferenciaCita, { nombre: 'Prueba de secuencia' });
        await tx.flush();
        expect(estado.id).toBeGreaterThan(maxEstado?.n ?? 0);
        expect(referencia.id).toBeGreaterThan(maxReferencia?.n ?? 0);
        // Leaves the installation as it was for the next tests.
        throw new Deshacer();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Deshacer)) throw e;
      });
  });

  it('volver a correrlo no cambia nada', async () => {
    const antes = await foto();
    await seedReferencia(orm.em.fork());
    await seedReferencia(orm.em.fork());
    expect(await foto()).toEqual(antes);
  });

  it('respeta lo que editó un administrador: nombres, desactivaciones, entradas nuevas y categorías apagadas', async () => {
    const em = orm.em.fork();
    const tipo = await em.findOneOrFail(CatalogoItem, { categoria: 'TIPO_PEDIDO', codigo: 'NUEVO' });
    tipo.nombre = 'Pedido nuevo';
    const motivo = await em.findOneOrFail(MotivoRechazo, { nombre: 'Otro' });
    motivo.activo = false;
    const estado = await em.findOneOrFail(EstadoCita, 8);
    estado.nombre = 'Esperando resultados';
    const marca = await em.findOneOrFail(TipoMarca, { nombre: 'No contactar' });
    marca.activo = false;
    em.create(TipoMarca, { nombre: 'Candidato VIP' });
    // Every interview question turned off: the category stays empty of active rows, not refilled.
    await em.nativeUpdate(CatalogoItem, { categoria: 'PREGUNTA_ENTREVISTA' }, { activo: false });
    await em.flush();
    const antes = await foto();

    await seedReferencia(orm.em.fork());

    expect(await foto()).toEqual(antes);
    const despues = orm.em.fork();
    expect((await despues.findOneOrFail(CatalogoItem, tipo.id)).nombre).toBe('Pedido nuevo');
    expect((await despues.findOneOrFail(MotivoRechazo, motivo.id)).activo).toBe(false);
    expect((await despues.findOneOrFail(EstadoCita, 8)).nombre).toBe('Esperando resultados');
    expect((await despues.findOneOrFail(TipoMarca, marca.id)).activo).toBe(false);
    expect(await despues.count(TipoMarca, { nombre: 'No contactar' })).toBe(1);
    expect(await despues.count(CatalogoItem, { categoria: 'PREGUNTA_ENTREVISTA', activo: true })).toBe(0);
  });
});

describe('seedReferencia en una instalación con datos previos', () => {
  it('una base cuyo catálogo general solo tiene los conceptos del ERP recibe las demás categorías con ids libres', async () => {
    await sql('create database talento_con_erp');
    const orm2 = await createOrm({
      clientUrl: (pg as EmbeddedPostgresHandle).url.replace(/\/postgres$/, '/talento_con_erp'),
    });
    try {
      await migrate(orm2);
      const conn = orm2.em.fork().getConnection();
      // What an ERP refresh (refrescarMaestros) leaves before any reference row existed.
      await conn.execute(
        `insert into catalogo_item (categoria, codigo, nombre) values ('CONCEPTO_CONTRATO', '9001', 'Auxilio ERP')`,
      );
      await seedReferencia(orm2.em.fork());
      const filas = await conn.execute<{ categoria: string; n: number }[]>(
        'select categoria, count(*)::int as n from catalogo_item group by 1',
      );
      expect(filas.map((f) => f.categoria).sort()).toEqual([...CATEGORIA_CATALOGO.valores].sort());
      expect(filas.find((f) => f.categoria === 'CONCEPTO_CONTRATO')?.n).toBe(1);
      // The serial sequence still hands out free ids.
      await conn.execute(
        `insert into catalogo_item (categoria, codigo, nombre) values ('CONCEPTO_CONTRATO', '9002', 'Otro auxilio ERP')`,
      );
    } finally {
      await orm2.close(true);
    }
  }, 60_000);
});
