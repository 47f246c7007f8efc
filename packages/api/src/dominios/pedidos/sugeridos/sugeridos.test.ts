/**
 * `pedidos.sugeridos` (issue 15): the SQL ranking gives exactly the rule's score for varied CVs, never shows
 * barred (for the order's client), unavailable, other-city or already-active people, keeps the client scope
 * and answers bad input in Spanish.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  calcularCompatibilidad,
  hoyIso,
  LIMITE_POOL_SUGERIDOS,
  sumarAnios,
  sumarDias,
  type HojaDeVidaCompatibilidad,
  type RequisitosCompatibilidad,
  type Sugerido,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasSql, errorDe, sesionesStaff, type TestSession } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let fabricas: Fabricas;
let q: ReturnType<typeof consultasSql>;
let pedidoId: number;
let clienteId: number;
let bogota: number;
let otraCiudad: number;
let cargo: string;
const hoy = hoyIso(new Date());
let segundos = 0;

interface Persona {
  ciudad?: number | null;
  nacimiento?: string | null;
  genero?: number | null;
  disponibilidad?: number;
  nivel?: number | null;
  aspiracion?: number | null;
  porcentaje?: number;
  experiencias?: { cargo: string; ingreso: string | null; retiro: string | null }[];
  pruebas?: { puntaje: number | null; descartado: boolean; diasAtras: number }[];
}

/** A new person with a CV as described, modified "now + n s" so it is among the newest CVs of the pool. */
async function persona(p: Persona = {}): Promise<{ id: number; hojaDeVidaId: number }> {
  const hv = await fabricas.hojaDeVida();
  await q.sql(
    'update candidato set ciudad_donde_vive_id = ?, fecha_nacimiento = ?, genero = ?, disponibilidad = ? where id = ?',
    [
      p.ciudad === undefined ? bogota : p.ciudad,
      p.nacimiento === undefined ? '1995-03-01' : p.nacimiento,
      p.genero === undefined ? 1 : p.genero,
      p.disponibilidad ?? 0,
      hv.id,
    ],
  );
  segundos += 1;
  await q.sql(
    `update hoja_de_vida set nivel_academico = ?, aspiracion_salarial_minima = ?, porcentaje_total = ?, fecha_modificacion = now() + make_interval(secs => ?) where id = ?`,
    [
      p.nivel === undefined ? 2 : p.nivel,
      p.aspiracion === undefined ? 1_500_000 : p.aspiracion,
      p.porcentaje ?? 90,
      segundos,
      hv.hojaDeVidaId,
    ],
  );
  for (const e of p.experiencias ?? []) {
    await q.sql(
      'insert into experiencia (hoja_de_vida_id, empresa, cargo, fecha_ingreso, fecha_retiro, actual, origen) values (?, ?, ?, ?, ?, ?, 0)',
      [hv.hojaDeVidaId, 'Empresa de prueba', e.cargo, e.ingreso, e.retiro, e.retiro === null],
    );
  }
  for (const t of p.pruebas ?? []) {
    await q.sql(
      `insert into calificacion_prueba_digital (candidato_id, puntaje_global_reportado, descartado, fecha) values (?, ?, ?, now() - make_interval(days => ?))`,
      [hv.id, t.puntaje, t.descartado, t.diasAtras],
    );
  }
  return { id: hv.id, hojaDeVidaId: hv.hojaDeVidaId };
}

const acentuar = (texto: string) =>
  texto.replace(/a/g, 'á').replace(/e/g, 'é').replace(/o/g, 'ó').replace(/n/g, 'ñ');

/** The rule's inputs read straight from the tables (independently of the ranking SQL). */
async function requisitosDe(id: number): Promise<RequisitosCompatibilidad> {
  const [r] = await q.sql<{
    ciudad_id: number | null;
    departamento: string | null;
    edad_minima: number | null;
    edad_maxima: number | null;
    genero: number;
    educacion: number;
    cargo: string | null;
    salario: number | null;
  }>(
    `select p.ciudad_id, ci.departamento, pf.edad_minima, pf.edad_maxima, pf.genero, pf.educacion, cg.nombre as cargo, coalesce(p.salario, pf.salario)::float8 as salario
     from pedido p join perfil pf on pf.id = p.perfil_seleccion_id left join cargo cg on cg.id = pf.cargo_id left join ciudad ci on ci.id = p.ciudad_id where p.id = ?`,
    [id],
  );
  if (!r) throw new Error('sin pedido');
  return {
    ciudadId: r.ciudad_id,
    departamento: r.departamento,
    edadMinima: r.edad_minima,
    edadMaxima: r.edad_maxima,
    genero: r.genero,
    educacion: r.educacion,
    cargo: r.cargo ?? '',
    salarioOfrecido: r.salario,
  };
}

async function hojaDeVidaDe(candidatoId: number): Promise<HojaDeVidaCompatibilidad> {
  const [h] = await q.sql<{
    hv: number;
    ciudad: number | null;
    departamento: string | null;
    nacimiento: string | null;
    genero: number | null;
    nivel: number | null;
    aspiracion: number | null;
    porcentaje: number;
  }>(
    `select h.id as hv, c.ciudad_donde_vive_id as ciudad, ci.departamento, to_char(c.fecha_nacimiento, 'YYYY-MM-DD') as nacimiento, c.genero,
       h.nivel_academico as nivel, h.aspiracion_salarial_minima::float8 as aspiracion, h.porcentaje_total::float8 as porcentaje
     from candidato c join hoja_de_vida h on h.candidato_id = c.id left join ciudad ci on ci.id = c.ciudad_donde_vive_id where c.id = ?`,
    [candidatoId],
  );
  if (!h) throw new Error('sin hoja de vida');
  const experiencias = await q.sql<{
    cargo: string;
    fechaIngreso: string | null;
    fechaRetiro: string | null;
  }>(
    `select cargo, to_char(fecha_ingreso, 'YYYY-MM-DD') as "fechaIngreso", to_char(fecha_retiro, 'YYYY-MM-DD') as "fechaRetiro" from experiencia where hoja_de_vida_id = ?`,
    [h.hv],
  );
  const [prueba] = await q.sql<{ puntaje: number | null; descartado: boolean }>(
    'select puntaje_global_reportado::float8 as puntaje, descartado from calificacion_prueba_digital where candidato_id = ? order by fecha desc, id desc limit 1',
    [candidatoId],
  );
  return {
    ciudadId: h.ciudad,
    departamento: h.departamento,
    fechaNacimiento: h.nacimiento,
    genero: h.genero,
    nivelAcademico: h.nivel,
    experiencias,
    aspiracionSalarialMinima: h.aspiracion,
    prueba: prueba ?? null,
    porcentajeTotal: h.porcentaje,
  };
}

async function todos(caller: TestSession['caller'], id: number): Promise<Sugerido[]> {
  const filas: Sugerido[] = [];
  for (let pagina = 1; ; pagina++) {
    const r = await caller.pedidos.sugeridos({ pedidoId: id, pagina });
    filas.push(...r.filas);
    if (pagina >= r.paginas) return filas;
  }
}

beforeAll(async () => {
  db = await createTestDatabase('pedidos_sugeridos');
  fabricas = fabricasDe(db.orm);
  q = consultasSql(db.orm);
  [jefe, psicologa] = await sesionesStaff(db.orm, 'jefe', 'psicologa');
  const pedido = await fabricas.pedido({ estado: 2 });
  pedidoId = pedido.id;
  clienteId = pedido.clienteId;
  const [p] = await q.sql<{ ciudad_id: number; perfil_id: number; cargo: string }>(
    'select p.ciudad_id, p.perfil_seleccion_id as perfil_id, cg.nombre as cargo from pedido p join perfil pf on pf.id = p.perfil_seleccion_id join cargo cg on cg.id = pf.cargo_id where p.id = ?',
    [pedidoId],
  );
  bogota = p!.ciudad_id;
  cargo = p!.cargo;
  otraCiudad = await q.uno('select id from ciudad where id <> ? order by id limit 1', [bogota]);
  // A demanding profile, so every part of the score varies across the CVs below.
  await q.sql(
    'update perfil set edad_minima = 20, edad_maxima = 40, genero = 1, educacion = 2 where id = ?',
    [p!.perfil_id],
  );
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos.sugeridos', () => {
  it('ranks with exactly the rule’s score (every part) for varied CVs, best first', async () => {
    const maximo = sumarAnios(hoy, -20);
    const variadas = [
      persona({
        experiencias: [{ cargo: cargo.toUpperCase(), ingreso: sumarDias(hoy, -800), retiro: null }],
        pruebas: [{ puntaje: 93.5, descartado: false, diasAtras: 1 }],
        porcentaje: 100,
      }),
      persona({
        nacimiento: maximo,
        genero: 2,
        nivel: 1,
        aspiracion: 2_000_000,
        experiencias: [
          { cargo: `${cargo} senior`, ingreso: sumarDias(hoy, -400), retiro: sumarDias(hoy, -30) },
        ],
      }),
      persona({
        nacimiento: sumarDias(maximo, 1),
        genero: null,
        nivel: 0,
        aspiracion: 99_000_000,
        porcentaje: 79.99,
      }),
      persona({
        nacimiento: null,
        nivel: null,
        aspiracion: null,
        porcentaje: 0,
        experiencias: [{ cargo: 'Cajero', ingreso: '2010-01-01', retiro: '2020-01-01' }],
      }),
      persona({
        nacimiento: sumarDias(sumarAnios(hoy, -41), 1),
        pruebas: [
          { puntaje: 99, descartado: true, diasAtras: 1 },
          { puntaje: 60, descartado: false, diasAtras: 10 },
        ],
      }),
      persona({
        nacimiento: sumarAnios(hoy, -41),
        pruebas: [
          { puntaje: 20, descartado: false, diasAtras: 1 },
          { puntaje: 99, descartado: false, diasAtras: 10 },
        ],
      }),
      persona({
        experiencias: [
          { cargo: cargo.toLowerCase(), ingreso: sumarDias(hoy, -200), retiro: sumarDias(hoy, -20) },
          { cargo, ingreso: null, retiro: sumarDias(hoy, -5) },
          { cargo, ingreso: sumarDias(hoy, -100), retiro: sumarDias(hoy, -150) },
        ],
      }),
      persona({ pruebas: [{ puntaje: null, descartado: false, diasAtras: 0 }], porcentaje: 45.5 }),
      // Accents (lower and upper case) on the position name still count as that position.
      persona({
        experiencias: [
          { cargo: `Ex ${acentuar(cargo)}`, ingreso: sumarDias(hoy, -500), retiro: sumarDias(hoy, -100) },
        ],
      }),
      persona({
        experiencias: [{ cargo: acentuar(cargo).toUpperCase(), ingreso: sumarDias(hoy, -300), retiro: null }],
      }),
    ];
    const creadas = await Promise.all(variadas);
    const filas = await todos(jefe.caller, pedidoId);
    expect(filas.length).toBeGreaterThanOrEqual(creadas.length);
    for (const c of creadas) expect(filas.map((f) => f.candidatoId)).toContain(c.id);

    const requisitos = await requisitosDe(pedidoId);
    const totales = new Set<number>();
    for (const f of filas) {
      const esperado = calcularCompatibilidad(requisitos, await hojaDeVidaDe(f.candidatoId), hoy);
      expect({ candidato: f.candidatoId, puntaje: f.puntaje, partes: f.partes }).toEqual({
        candidato: f.candidatoId,
        puntaje: esperado.total,
        partes: esperado.partes,
      });
      totales.add(f.puntaje);
    }
    // The CVs above really spread the score, and the list is ordered by it.
    expect(totales.size).toBeGreaterThanOrEqual(6);
    // 400 days (13 months) and 300 days (10 months) in the accented position.
    const experiencia = (id: number | undefined) =>
      filas.find((f) => f.candidatoId === id)?.partes.find((x) => x.parte === 'experiencia')?.puntos;
    expect([experiencia(creadas[8]?.id), experiencia(creadas[9]?.id)]).toEqual([10, 8]);
    expect(filas.map((f) => f.puntaje)).toEqual([...filas.map((f) => f.puntaje)].sort((a, b) => b - a));
    // Every part took more than one value among the CVs (the comparison covered each branch of the formula).
    for (const parte of ['edad', 'genero', 'educacion', 'experiencia', 'salario', 'pruebas', 'hojaDeVida']) {
      expect(
        new Set(filas.map((f) => f.partes.find((x) => x.parte === parte)?.puntos)).size,
        parte,
      ).toBeGreaterThan(1);
    }
  });

  it('never shows people barred by the order’s client, unavailable, of another city or already active in the order', async () => {
    const vetada = await persona();
    const vetadaPorOtro = await persona();
    const noDisponibles = await Promise.all([1, 2, 3].map((disponibilidad) => persona({ disponibilidad })));
    const lejos = await persona({ ciudad: otraCiudad });
    const sinCiudad = await persona({ ciudad: null });
    // Added through the pipeline; then made free again and moved to the city, so only "active in the order" keeps it out.
    const enElPedido = (await fabricas.candidatoEnPedido({ pedidoId })).persona;
    await q.sql('update candidato set ciudad_donde_vive_id = ?, disponibilidad = 0 where id = ?', [
      bogota,
      enElPedido.id,
    ]);
    await q.sql(
      "update hoja_de_vida set fecha_modificacion = now() + interval '1 hour' where candidato_id = ?",
      [enElPedido.id],
    );
    const libre = await persona();
    const otroCliente = await q.uno('select id from cliente where id <> ? order by id limit 1', [clienteId]);
    await q.sql(
      'insert into candidato_vetado (candidato_id, cliente_id, motivo, created_at) values (?, ?, ?, now()), (?, ?, ?, now())',
      [vetada.id, clienteId, 'Vetada en prueba', vetadaPorOtro.id, otroCliente, 'Vetada por otro cliente'],
    );

    const ids = (await todos(psicologa.caller, pedidoId)).map((f) => f.candidatoId);
    expect(ids).toContain(libre.id);
    expect(ids).toContain(vetadaPorOtro.id);
    for (const fuera of [vetada, ...noDisponibles, lejos, sinCiudad, enElPedido])
      expect(ids).not.toContain(fuera.id);
    // And the barred / unavailable people really are in the pool's city, newest CVs: only the rules keep them out.
    const [n] = await q.sql<{ n: number }>(
      'select count(*)::int as n from candidato where id = any(?::int[]) and ciudad_donde_vive_id = ?',
      [`{${[vetada.id, ...noDisponibles.map((x) => x.id), enElPedido.id].join(',')}}`, bogota],
    );
    expect(n?.n).toBe(5);
  });

  it('an order outside the caller’s clients is NOT_FOUND; a wrong page is refused in Spanish', async () => {
    const fuera = await fabricas.pedido({ cliente: '860012345' });
    expect((await jefe.caller.pedidos.sugeridos({ pedidoId: fuera.id })).pagina).toBe(1);
    expect((await errorDe(psicologa.caller.pedidos.sugeridos({ pedidoId: fuera.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorDe(jefe.caller.pedidos.sugeridos({ pedidoId: 2_000_000_000 }))).code).toBe(
      'NOT_FOUND',
    );
    const mala = await errorDe(jefe.caller.pedidos.sugeridos({ pedidoId, pagina: LIMITE_POOL_SUGERIDOS }));
    expect(mala.code).toBe('BAD_REQUEST');
    expect(mala.message).toContain('La página debe ser un número entero entre 1 y');
  });
});

describe('pedidos.pendientesConPuntaje', () => {
  it('ranks the current orders for one person with exactly the rule’s score (city parts by department), without barred clients or orders where the person is active', async () => {
    // Two cities of one department (A, B) and a city of another department (C).
    const [par] = await q.sql<{ a: number; b: number; c: number }>(
      `select min(x.id) as a, max(x.id) as b, (select min(y.id) from ciudad y where y.departamento <> x.departamento) as c
       from ciudad x group by x.departamento having count(*) >= 2 order by x.departamento limit 1`,
    );
    const { a, b, c } = par!;
    const yo = await persona({
      ciudad: a,
      experiencias: [{ cargo: `${cargo} junior`, ingreso: sumarDias(hoy, -450), retiro: null }],
      pruebas: [{ puntaje: 75, descartado: false, diasAtras: 2 }],
    });
    const lineas = await Promise.all([
      fabricas.pedido({ estado: 2 }),
      fabricas.pedido({ estado: 2 }),
      fabricas.pedido({ estado: 2 }),
    ]);
    await q.sql('update pedido set ciudad_id = ? where id = ?', [a, lineas[0].id]);
    await q.sql('update pedido set ciudad_id = ? where id = ?', [b, lineas[1].id]);
    await q.sql('update pedido set ciudad_id = ?, salario = 900000 where id = ?', [c, lineas[2].id]);
    const vetadoPor = await fabricas.pedido({ estado: 2, cliente: '860012345' });
    await q.sql(
      'insert into candidato_vetado (candidato_id, cliente_id, motivo, created_at) values (?, ?, ?, now())',
      [yo.id, vetadoPor.clienteId, 'Vetada en prueba'],
    );
    const sinEmpezar = await fabricas.pedido({ estado: 1 });

    const filas: { pedidoId: number; puntaje: number; partes: unknown }[] = [];
    for (let pagina = 1; ; pagina++) {
      const r = await jefe.caller.pedidos.pendientesConPuntaje({ candidatoId: yo.id, pagina });
      filas.push(...r.filas);
      if (pagina >= r.paginas) break;
    }
    const ids = filas.map((f) => f.pedidoId);
    for (const l of lineas) expect(ids).toContain(l.id);
    expect(ids).not.toContain(vetadoPor.id);
    expect(ids).not.toContain(sinEmpezar.id);
    const datos = await hojaDeVidaDe(yo.id);
    for (const f of filas) {
      const esperado = calcularCompatibilidad(await requisitosDe(f.pedidoId), datos, hoy);
      expect({ pedido: f.pedidoId, puntaje: f.puntaje, partes: f.partes }).toEqual({
        pedido: f.pedidoId,
        puntaje: esperado.total,
        partes: esperado.partes,
      });
    }
    const ciudad = (id: number) =>
      (filas.find((f) => f.pedidoId === id)?.partes as { parte: string; puntos: number }[]).find(
        (x) => x.parte === 'ciudad',
      )?.puntos;
    expect(lineas.map((l) => ciudad(l.id))).toEqual([20, 10, 0]);
    expect(filas.map((f) => f.puntaje)).toEqual([...filas.map((f) => f.puntaje)].sort((a, b) => b - a));

    // Active in an order: that order leaves the list.
    const enUno = await fabricas.candidatoEnPedido({ pedidoId: lineas[0].id });
    const suyas = await jefe.caller.pedidos.pendientesConPuntaje({
      candidatoId: enUno.persona.id,
      clienteId: lineas[0].clienteId,
    });
    expect(suyas.filas.map((f) => f.pedidoId)).not.toContain(lineas[0].id);
    expect(suyas.filas.map((f) => f.pedidoId)).toContain(lineas[2].id);
  });

  it('keeps the client scope, needs a CV and refuses a wrong page in Spanish', async () => {
    const yo = await persona();
    const fuera = await fabricas.pedido({ estado: 2, cliente: '860012345' });
    const delJefe = await jefe.caller.pedidos.pendientesConPuntaje({
      candidatoId: yo.id,
      clienteId: fuera.clienteId,
    });
    expect(delJefe.filas.map((f) => f.pedidoId)).toContain(fuera.id);
    const dePsicologa = await psicologa.caller.pedidos.pendientesConPuntaje({
      candidatoId: yo.id,
      clienteId: fuera.clienteId,
    });
    expect(dePsicologa.filas).toEqual([]);
    expect(
      (await errorDe(jefe.caller.pedidos.pendientesConPuntaje({ candidatoId: 2_000_000_000 }))).code,
    ).toBe('NOT_FOUND');
    const mala = await errorDe(jefe.caller.pedidos.pendientesConPuntaje({ candidatoId: yo.id, pagina: 0 }));
    expect(mala.code).toBe('BAD_REQUEST');
    expect(mala.message).toContain('La página debe ser un número entero entre 1 y 100');
  });
});
