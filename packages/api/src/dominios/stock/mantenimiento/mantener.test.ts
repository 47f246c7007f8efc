/**
 * The daily stock job with a fixed clock against a real PostgreSQL: validities expire the day after their last
 * day, levels are recomputed, a draft stock order is raised once per low profile with its e-mail to the right
 * operations heads, and never when a current order exists, the option is off or the level is fine. A first run
 * in beforeAll settles the demo data at that clock, so each test counts only its own rows.
 */
import { Ciudad, MensajeSaliente, Sucursal } from '@talento/db';
import { createTestDatabase, esperarBloqueo, type TestDatabase } from '@talento/db/testing';
import { borradorReposicion, EntradaCrearPedidoStock, fechaEnZonaNegocio, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { crearPedidoStock } from '../pedidos/servicios/crear';
import { mantenerStock } from './mantener';

/** 10:00 in Bogotá: "today" is 2027-03-10 for every validity. */
const AHORA = new Date('2027-03-10T15:00:00Z');
const HOY = fechaEnZonaNegocio(AHORA);
const dia = (n: number) => sumarDias(HOY, n);

let db: TestDatabase;
let f: Fabricas;

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);
const estadoPool = async (id: number) =>
  (await sql<{ estado: number }>('select estado from candidato_perfil_stock where id = ?', [id]))[0]?.estado;
const estadoCategoria = async (id: number) =>
  (await sql<{ estado: number }>('select estado from candidato_categoria where id = ?', [id]))[0]?.estado;
const disponibilidadStock = async (id: number) =>
  (await sql<{ d: number }>('select disponibilidad_stock d from candidato where id = ?', [id]))[0]?.d;
const pedidosVigentes = (perfilId: number, ciudadId: number) =>
  sql<{
    id: number;
    estado_pedido: number;
    cliente_id: number;
    vacantes: number;
    created_by_id: number;
    encargado_pedido_id: number;
  }>(
    `select id, estado_pedido, cliente_id, vacantes, created_by_id, encargado_pedido_id from pedido
      where es_stock and estado_pedido not in (0, 5) and perfil_seleccion_id = ? and ciudad_id = ? order by id`,
    [perfilId, ciudadId],
  );
const correosDe = (pedidoId: number) =>
  db.orm.em.fork().find(MensajeSaliente, { referencia: `pedido:${pedidoId}`, tipo: 'correo' });

/** A stock profile with `n` people whose validity runs well past today (their pool counts toward the level). */
async function perfilConPool(n: number, opciones: Parameters<Fabricas['perfilStock']>[0] = {}) {
  const ps = await f.perfilStock(opciones);
  for (let i = 0; i < n; i++)
    await f.enPool({ perfilStockId: ps.id, candidatoId: (await f.hojaDeVida()).id, vigenciaStock: dia(60) });
  return ps;
}

/** A new branch no demo user works in. */
async function sucursalNueva(): Promise<number> {
  const em = db.orm.em.fork();
  const ciudad = await em.findOneOrFail(Ciudad, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  const s = em.create(Sucursal, { nombre: `Sucursal de prueba ${Date.now()}`, ciudad, activa: true });
  await em.flush();
  return s.id;
}

beforeAll(async () => {
  db = await createTestDatabase('mantener_stock');
  f = fabricasDe(db.orm);
  await mantenerStock(db.orm, AHORA);
});
afterAll(async () => {
  await db?.drop();
});

describe('mantenerStock: vigencias', () => {
  it('removes pool and category rows the day after their last valid day and frees the people nothing else holds', async () => {
    const ps = await f.perfilStock({ pedidoAutomatico: false });
    const persona = async () => (await f.hojaDeVida()).id;
    const [ayer, hoy, renovado, expira, enCategoria, categoriaAyer, categoriaRenovada] = await Promise.all(
      Array.from({ length: 7 }, () => persona()),
    );
    const pool = {
      ayer: await f.enPool({ perfilStockId: ps.id, candidatoId: ayer!, vigenciaStock: dia(-1) }),
      hoy: await f.enPool({ perfilStockId: ps.id, candidatoId: hoy!, vigenciaStock: HOY }),
      renovado: await f.enPool({
        perfilStockId: ps.id,
        candidatoId: renovado!,
        vigenciaStock: dia(-5),
        vigenciaStock2: HOY,
      }),
      expira: await f.enPool({
        perfilStockId: ps.id,
        candidatoId: expira!,
        vigenciaStock: dia(30),
        vigenciaExpiracion: dia(-1),
      }),
      enCategoria: await f.enPool({
        perfilStockId: ps.id,
        candidatoId: enCategoria!,
        vigenciaStock: dia(-1),
      }),
    };
    const categoria = {
      ayer: await f.enCategoria({ candidatoId: categoriaAyer!, vigenciaCategoria: dia(-1) }),
      renovada: await f.enCategoria({
        candidatoId: categoriaRenovada!,
        vigenciaCategoria: dia(-3),
        vigenciaCategoria2: HOY,
      }),
      deLaPersonaEnPool: await f.enCategoria({ candidatoId: enCategoria!, vigenciaCategoria: dia(20) }),
    };
    // The pool mark of the person also in a category was written last by the pool (2).
    await sql('update candidato set disponibilidad_stock = 2 where id = ?', [enCategoria]);

    const r = await mantenerStock(db.orm, AHORA);

    expect(r.vencidos).toEqual({ pool: 3, categoria: 1, personas: 4 });
    expect(await estadoPool(pool.ayer)).toBe(2);
    expect(await estadoPool(pool.hoy)).toBe(1);
    expect(await estadoPool(pool.renovado)).toBe(1);
    expect(await estadoPool(pool.expira)).toBe(2);
    expect(await estadoPool(pool.enCategoria)).toBe(2);
    expect(await estadoCategoria(categoria.ayer)).toBe(2);
    expect(await estadoCategoria(categoria.renovada)).toBe(1);
    expect(await estadoCategoria(categoria.deLaPersonaEnPool)).toBe(1);
    expect(await disponibilidadStock(ayer!)).toBe(0);
    expect(await disponibilidadStock(expira!)).toBe(0);
    expect(await disponibilidadStock(categoriaAyer!)).toBe(0);
    expect(await disponibilidadStock(enCategoria!)).toBe(3);
    expect(await disponibilidadStock(hoy!)).toBe(2);
    expect(await disponibilidadStock(renovado!)).toBe(2);
    expect(await disponibilidadStock(categoriaRenovada!)).toBe(3);

    // The next day the rows valid "today" expire too; a second run the same day changes nothing.
    expect((await mantenerStock(db.orm, AHORA)).vencidos).toEqual({ pool: 0, categoria: 0, personas: 0 });
    const manana = await mantenerStock(db.orm, new Date('2027-03-11T15:00:00Z'));
    expect(manana.vencidos).toEqual({ pool: 2, categoria: 1, personas: 3 });
    expect(await estadoPool(pool.hoy)).toBe(2);
    expect(await estadoPool(pool.renovado)).toBe(2);
  });
});

describe('mantenerStock: nivel y pedido automático', () => {
  it('recomputes every level, raises one draft per low profile once, and e-mails the heads of its branch', async () => {
    const sucursal = await sucursalNueva();
    const bajo = await perfilConPool(2, { sucursalId: sucursal });
    const jefeSucursal = await f.usuario({ rol: 'jefe' });
    const jefeInactivo = await f.usuario({ rol: 'jefe' });
    const psicologo = await f.usuario({ rol: 'psicologo', clientes: ['900123456'] });
    await sql('update usuario set sucursal_id = ? where id = any(?::int[])', [
      sucursal,
      `{${jefeSucursal.id},${jefeInactivo.id},${psicologo.id}}`,
    ]);
    await sql('update usuario set activo = false where id = ?', [jefeInactivo.id]);

    const r = await mantenerStock(db.orm, AHORA);

    const [nivel] = await sql<{ nivel: number; nivel_calculado_en: Date }>(
      'select nivel, nivel_calculado_en from perfil_stock where id = ?',
      [bajo.id],
    );
    expect(nivel!.nivel).toBe(4);
    expect(new Date(nivel!.nivel_calculado_en).toISOString()).toBe(AHORA.toISOString());
    const [{ n }] = (await sql<{ n: string }>('select count(*) n from perfil_stock')) as [{ n: string }];
    expect(r.recalculados).toBe(Number(n));

    const pedidos = await pedidosVigentes(bajo.perfilId, bajo.ciudadId);
    expect(pedidos).toHaveLength(1);
    const [pedido] = pedidos;
    expect(pedido).toMatchObject({
      estado_pedido: 1,
      cliente_id: bajo.clienteId,
      vacantes: 18,
      created_by_id: jefeSucursal.id,
      encargado_pedido_id: jefeSucursal.id,
    });
    expect(r.pedidos.creados).toEqual([{ perfilStockId: bajo.id, pedidoId: pedido!.id, avisados: 1 }]);

    const correos = await correosDe(pedido!.id);
    expect(correos).toHaveLength(1);
    const [correo] = correos;
    expect(correo!.estado).toBe(0);
    expect(correo!.payload).toMatchObject({ para: [`${jefeSucursal.username}@talento.test`] });
    const { asunto, texto } = correo!.payload as { asunto: string; texto: string };
    expect(asunto).toBe(
      `Stock en nivel Muy bajo: borrador de pedido stock ${pedido!.id} (Distribuidora La Sabana S.A.S.)`,
    );
    expect(texto).toContain('El stock del cliente Distribuidora La Sabana S.A.S., perfil ');
    expect(texto).toContain('bajó a nivel Muy bajo (2 de 20 candidatos)');
    expect(texto).toMatch(new RegExp(`https?://[^\\s]+/stock/pedidos-edit/${pedido!.id}\\b`));

    // Running again (same day or the next) finds the draft: no second order, no second e-mail.
    const otra = await mantenerStock(db.orm, AHORA);
    expect(otra.pedidos.creados).toEqual([]);
    expect(await pedidosVigentes(bajo.perfilId, bajo.ciudadId)).toHaveLength(1);
    expect(await correosDe(pedido!.id)).toHaveLength(1);
  });

  it('without a branch, tells every active head with access to the client, never other roles', async () => {
    const ps = await perfilConPool(0);
    const psicologo = await f.usuario({ rol: 'psicologo', clientes: ['900123456'] });
    const r = await mantenerStock(db.orm, AHORA);
    const creado = r.pedidos.creados.find((c) => c.perfilStockId === ps.id);
    expect(creado).toBeDefined();
    const [correo] = await correosDe(creado!.pedidoId);
    const para = (correo!.payload as { para: string[] }).para;
    const jefes = await sql<{ email: string }>(
      `select u.email from usuario u join usuario_grupo ug on ug.usuario_id = u.id join grupo g on g.id = ug.grupo_id
        where g.nombre = 'Jefes_de_Operaciones' and u.activo order by u.id`,
    );
    expect(para).toEqual(jefes.map((j) => j.email));
    const [demo] = await sql<{ email: string }>("select email from usuario where username = 'jefe'");
    expect(para).toContain(demo!.email);
    expect(para).not.toContain(`${psicologo.username}@talento.test`);
    expect(creado!.avisados).toBe(para.length);
  });

  it('raises nothing when a current stock order exists, the option is off, or the level is high or medium', async () => {
    const conPedido = await perfilConPool(1);
    const apagado = await perfilConPool(1, { pedidoAutomatico: false });
    const alto = await perfilConPool(3, { meta: 3, media: 2, baja: 1 });
    const medio = await perfilConPool(2, { meta: 3, media: 2, baja: 1 });
    const jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
    const { id: humano } = await jefe.caller.pedidosStock.crear(
      borradorReposicion({
        clienteId: conPedido.clienteId,
        perfil: {
          id: conPedido.perfilId,
          nombreCargoPerfil: 'Creado por una persona',
          salario: 0,
          horarioTrabajo: 0,
          tiempoDiasBusqueda: null,
        },
        ciudadId: conPedido.ciudadId,
        ciudadNombre: 'x',
        meta: 20,
        candidatos: 1,
        nivel: 4,
        hoy: fechaEnZonaNegocio(new Date()),
        smmlv: 1_500_000,
        convocatoria: 'EXTERNA',
      }),
    );

    const r = await mantenerStock(db.orm, AHORA);

    expect(r.pedidos.creados).toEqual([]);
    expect(r.pedidos.omitidos).toEqual([]);
    expect((await pedidosVigentes(conPedido.perfilId, conPedido.ciudadId)).map((p) => p.id)).toEqual([
      humano,
    ]);
    expect(await pedidosVigentes(apagado.perfilId, apagado.ciudadId)).toEqual([]);
    expect(await pedidosVigentes(alto.perfilId, alto.ciudadId)).toEqual([]);
    expect(await pedidosVigentes(medio.perfilId, medio.ciudadId)).toEqual([]);
    const niveles = await sql<{ id: number; nivel: number }>(
      'select id, nivel from perfil_stock where id = any(?::int[]) order by id',
      [`{${[conPedido.id, apagado.id, alto.id, medio.id].join(',')}}`],
    );
    expect(niveles.map((x) => x.nivel)).toEqual([4, 4, 1, 2]);
  });

  it('a person saving the same order while the job runs: the unique index decides and the job does not fail', async () => {
    const ps = await perfilConPool(1);
    const jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
    const sesion = await jefe.sesion();
    const datos = EntradaCrearPedidoStock.parse(
      borradorReposicion({
        clienteId: ps.clienteId,
        perfil: {
          id: ps.perfilId,
          nombreCargoPerfil: 'Guardado por una persona',
          salario: 0,
          horarioTrabajo: 0,
          tiempoDiasBusqueda: null,
        },
        ciudadId: ps.ciudadId,
        ciudadNombre: 'x',
        meta: 20,
        candidatos: 1,
        nivel: 4,
        hoy: HOY,
        smmlv: 1_500_000,
        convocatoria: 'EXTERNA',
      }),
    );
    // The person's order is written but not committed yet: the job cannot see it and its insert waits on the index.
    const humano = db.orm.em.fork();
    await humano.begin();
    const { id } = await crearPedidoStock(humano, sesion!.usuario, datos, AHORA);
    const trabajo = mantenerStock(db.orm, AHORA);
    await esperarBloqueo(db.orm);
    await humano.commit();

    const r = await trabajo;
    expect(r.pedidos.yaExistian).toEqual([ps.id]);
    expect(r.pedidos.creados.filter((c) => c.perfilStockId === ps.id)).toEqual([]);
    expect((await pedidosVigentes(ps.perfilId, ps.ciudadId)).map((p) => p.id)).toEqual([id]);
    expect(await correosDe(id)).toEqual([]);
  });
});
