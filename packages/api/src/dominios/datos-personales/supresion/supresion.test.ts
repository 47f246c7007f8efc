/**
 * datosPersonales.supresion: refused while the person is in an active process or was hired (saying which); done, no
 * text column of any table holds the person's document, e-mail or names, and the operations report is unchanged.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { ANONIMO, fechaEnZonaNegocio, MENSAJES_SUPRESION } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { personaConDatos, type PersonaConDatos } from '../testing/persona-con-datos';

let db: TestDatabase;
let f: Fabricas;
let admin: Caller;
let jefe: Caller;
let persona: PersonaConDatos;

beforeAll(async () => {
  db = await createTestDatabase('datos_personales_supresion');
  f = fabricasDe(db.orm);
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff' })).caller;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  persona = await personaConDatos(db.orm, f, jefe);
});
afterAll(async () => {
  await db?.drop();
});

const sql = () => db.orm.em.fork().getConnection();

/** Every text, character and JSON column of every table of the public schema holding one of the strings. */
async function rastros(textos: string[]): Promise<string[]> {
  const columnas = await sql().execute<{ tabla: string; columna: string }[]>(
    `select table_name as tabla, column_name as columna from information_schema.columns c
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        and exists (select 1 from information_schema.tables t where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')`,
  );
  expect(columnas.length).toBeGreaterThan(100);
  const encontrados: string[] = [];
  for (const { tabla, columna } of columnas) {
    const [fila] = await sql().execute<{ n: number }[]>(
      `select count(*)::int as n from "${tabla}" where position(lower(?) in lower("${columna}"::text)) > 0
          or position(lower(?) in lower("${columna}"::text)) > 0 or position(lower(?) in lower("${columna}"::text)) > 0
          or position(lower(?) in lower("${columna}"::text)) > 0`,
      textos,
    );
    if (fila!.n > 0) encontrados.push(`${tabla}.${columna}`);
  }
  return encontrados;
}

describe('datosPersonales.supresion', () => {
  it('is refused while the person is in an order, saying so; nothing changes', async () => {
    expect(await admin.datosPersonales.supresion.estado({ candidatoId: persona.candidatoId })).toEqual({
      nombre: `${persona.nombre1} ${persona.apellido1}`,
      documento: persona.documento,
      suprimida: false,
      motivoNoSuprimible: MENSAJES_SUPRESION.procesoActivo('en un pedido'),
    });
    const e = await errorDe(admin.datosPersonales.supresion.suprimir({ candidatoId: persona.candidatoId }));
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toBe(MENSAJES_SUPRESION.procesoActivo('en un pedido'));
    const [c] = await sql().execute<{ numero_documento: string }[]>(
      'select numero_documento from candidato where id = ?',
      [persona.candidatoId],
    );
    expect(c!.numero_documento).toBe(persona.documento);
  });

  it('is refused for a hired person: employment records are kept by law', async () => {
    const otra = await f.hojaDeVida();
    await sql().execute('update candidato set disponibilidad = 2 where id = ?', [otra.id]);
    const e = await errorDe(admin.datosPersonales.supresion.suprimir({ candidatoId: otra.id }));
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toBe(MENSAJES_SUPRESION.deberLegal);
  });

  it('needs admin_datos_personales, and an unknown person is NOT_FOUND', async () => {
    expect(
      (await errorDe(jefe.datosPersonales.supresion.suprimir({ candidatoId: persona.candidatoId }))).code,
    ).toBe('FORBIDDEN');
    expect(
      (await errorDe(admin.datosPersonales.supresion.suprimir({ candidatoId: 2_000_000_000 }))).code,
    ).toBe('NOT_FOUND');
  });

  it('once free, anonymises the person: no table keeps their document, e-mail or names; orders, events and the report stay', async () => {
    const [fila] = await sql().execute<{ version: number }[]>(
      'select version from candidato_pedido where id = ?',
      [persona.candidatoPedido.id],
    );
    await jefe.candidatosPedido.remover({ id: persona.candidatoPedido.id, version: fila!.version });
    const hoy = fechaEnZonaNegocio(new Date());
    await jefe.reportes.recalcularHoy();
    const informe = async () => {
      const { calculadoEn: _c, ...resto } = await jefe.reportes.informeGeneral({ fecha: hoy });
      return resto;
    };
    const antes = await informe();
    const cuentas = async () =>
      (
        await sql().execute<{ pedidos: number; eventos: number; requisitos: number; marcas: number }[]>(
          `select (select count(*) from candidato_pedido where candidato_id = ?)::int as pedidos,
                  (select count(*) from evento_pedido where pedido_id = ?)::int as eventos,
                  (select count(*) from requisito_persona where hoja_de_vida_id = ?)::int as requisitos,
                  (select count(*) from marca_hoja_de_vida where hoja_de_vida_id = ?)::int as marcas`,
          [persona.candidatoId, persona.pedidoId, persona.hojaDeVidaId, persona.hojaDeVidaId],
        )
      )[0];
    const cuentasAntes = await cuentas();
    const textos = [persona.documento, persona.email, persona.nombre1, persona.apellido1];
    expect((await rastros(textos)).length).toBeGreaterThan(5);

    expect(await admin.datosPersonales.supresion.suprimir({ candidatoId: persona.candidatoId })).toEqual({
      mensaje: MENSAJES_SUPRESION.hecha,
    });

    expect(await rastros(textos)).toEqual([]);
    expect(await cuentas()).toEqual(cuentasAntes);
    await jefe.reportes.recalcularHoy();
    expect(await informe()).toEqual(antes);
    const [c] = await sql().execute<Record<string, unknown>[]>(
      `select c.nombre1, c.numero_documento, c.email, c.foto_rostro, h.busqueda, h.conyuge_nombre,
              (select count(*) from experiencia where hoja_de_vida_id = h.id)::int as experiencias,
              (select count(*) from archivo_evidencia_requisito e join requisito_persona r on r.id = e.requisito_persona_id where r.hoja_de_vida_id = h.id)::int as archivos,
              (select origen from supresion_datos where candidato_id = c.id) as origen
         from candidato c join hoja_de_vida h on h.candidato_id = c.id where c.id = ?`,
      [persona.candidatoId],
    );
    expect(c).toEqual({
      nombre1: ANONIMO.nombre,
      numero_documento: ANONIMO.documento(persona.candidatoId),
      email: ANONIMO.email(persona.candidatoId),
      foto_rostro: null,
      busqueda: null,
      conyuge_nombre: null,
      experiencias: 0,
      archivos: 0,
      origen: 'solicitud',
    });
    const [evento] = await sql().execute<{ n: number }[]>(
      `select count(*)::int as n from evento_pedido where pedido_id = ? and candidato_nombre = ?`,
      [persona.pedidoId, ANONIMO.nombreCompleto],
    );
    expect(evento!.n).toBeGreaterThan(0);
    // A second time: already done, said so.
    const e = await errorDe(admin.datosPersonales.supresion.suprimir({ candidatoId: persona.candidatoId }));
    expect(e.message).toBe(MENSAJES_SUPRESION.yaSuprimida);
    const acceso = await jefe.datosPersonales.accesos.recientes({ candidatoId: persona.candidatoId });
    expect(acceso.filas[0]).toMatchObject({ accion: 'supresion_datos_personales', usuario: 'admin' });
  });
});
