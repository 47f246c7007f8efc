/**
 * Issue 12 §7, the attacks as reported: a NUL in text fields, `pedidos.crear.salario = 1e308` and
 * `busqueda.criterios.ciudadResidencia = 2147483648` answered HTTP 500. Each now gets a 400 with the field's
 * Spanish message (also in `detalle`, never the issues' JSON) and writes nothing. Then the safety net:
 * PostgreSQL data errors that only input can cause become a 400 in Spanish even when no schema caught them.
 */
import { ComentarioPedido } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_FORMULARIO_PEDIDO, MENSAJES_PRIMITIVOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DatoRechazadoPorBaseDeDatos } from './nucleo/errores-datos';
import {
  conteos,
  formulario,
  referencias,
  type Referencias,
} from './dominios/pedidos/formulario/testing/datos-prueba';
import { pedidosDe, NIT_LA_SABANA } from './dominios/cliente-portal/testing/apoyo';
import { callerFor, errorDe, formaDeError, type TestSession } from './testing';
import { baseProcedure, createCallerFactory, router } from './nucleo/trpc';
import { autenticadoProcedure, publicProcedure, staffProcedure } from './nucleo/procedures';

let db: TestDatabase;
let admin: TestSession;
let cliente: TestSession;
let r: Referencias;

beforeAll(async () => {
  db = await createTestDatabase('entradas_malas');
  admin = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' });
  cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
  r = await referencias(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

/** The error as the browser receives it: 400, "Información errada", the field messages and `detalle`. */
async function rechazo(promesa: Promise<unknown>) {
  const e = await errorDe(promesa);
  expect(e.code).toBe('BAD_REQUEST');
  const forma = formaDeError(e);
  expect(forma.message).toBe('Información errada');
  expect(forma.data.detalle).not.toMatch(/^\s*\[|"code"/);
  return forma.data;
}

const comentarios = () => db.orm.em.fork().count(ComentarioPedido, {});

describe('the reported 500s answer 400 with the field message', () => {
  const NUL = MENSAJES_PRIMITIVOS.caracteresNoPermitidos;

  it('pedidos.comentar with a NUL in texto', async () => {
    const antes = await comentarios();
    const pedidoId = (await pedidosDe(db, NIT_LA_SABANA))[0]!;
    const data = await rechazo(admin.caller.pedidos.comentar({ id: pedidoId, texto: 'Hola\u0000mundo' }));
    expect(data.campos).toEqual({ texto: [NUL] });
    expect(data.detalle).toBe(NUL);
    expect(await comentarios()).toBe(antes);
  });

  it('clientePortal.comentar with a NUL in texto', async () => {
    const antes = await comentarios();
    const pedidoId = (await pedidosDe(db, NIT_LA_SABANA))[0]!;
    const data = await rechazo(cliente.caller.clientePortal.comentar({ pedidoId, texto: '\u0000' }));
    expect(data.campos).toEqual({ texto: [NUL] });
    expect(await comentarios()).toBe(antes);
  });

  it('busqueda.palabra and fac.crearEtiqueta with a NUL', async () => {
    expect((await rechazo(admin.caller.busqueda.palabra({ texto: 'auxiliar\u0000' }))).campos).toEqual({
      texto: [NUL],
    });
    expect((await rechazo(admin.caller.fac.crearEtiqueta({ nombre: 'etiqueta\u0000' }))).campos).toEqual({
      nombre: [NUL],
    });
  });

  it('pedidos.crear with salario 1e308 (and other money fields past numeric(12,2))', async () => {
    const antes = await conteos(db.orm);
    const base = formulario(r);
    const data = await rechazo(admin.caller.pedidos.crear({ ...base, salario: 1e308 }));
    expect(data.campos).toEqual({ salario: [MENSAJES_FORMULARIO_PEDIDO.maxCaracteres(10)] });
    const otro = await rechazo(
      admin.caller.pedidos.crear({ ...base, otrosAuxilios: [{ nombre: 'Bono', valor: 1e11 }] }),
    );
    expect(otro.campos).toEqual({ 'otrosAuxilios.0.valor': [MENSAJES_FORMULARIO_PEDIDO.maxCaracteres(10)] });
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('busqueda.criterios with ciudadResidencia 2147483648', async () => {
    const data = await rechazo(admin.caller.busqueda.criterios({ ciudadResidencia: 2_147_483_648 }));
    expect(data.campos).toEqual({ ciudadResidencia: ['Ciudad inválida'] });
  });
});

/** Each kind of procedure maps the known errors (every one derives from baseProcedure): the same cases through each. */
const TIPOS_DE_PROCEDIMIENTO = {
  base: baseProcedure,
  publico: publicProcedure,
  autenticado: autenticadoProcedure,
  staff: staffProcedure('read_hojadevida', { alcanceCliente: false }),
};

describe.each(Object.entries(TIPOS_DE_PROCEDIMIENTO))(
  'PostgreSQL data errors caused by input are a 400 in Spanish (safety net), procedure %s',
  (_tipo, procedimiento) => {
    /** A procedure with no schema of its own, so the value reaches the database as the caller sent it. */
    const prueba = router({
      ejecutar: procedimiento
        .input(z.object({ consulta: z.string(), valor: z.unknown() }))
        .mutation(async ({ ctx, input }) => ctx.em.getConnection().execute(input.consulta, [input.valor])),
    });
    const llamar = async (consulta: string, valor: unknown) =>
      createCallerFactory(prueba)(await admin.contexto()).ejecutar({ consulta, valor });
    const M = MENSAJES_PRIMITIVOS.baseDeDatos;

    it.each([
      ['08P01 NUL en un parámetro de texto', 'select ?::text as t', 'a\u0000b', M.caracteres],
      ['22003 entero fuera de rango', 'select ?::integer as n', '2147483648', M.numero],
      ['22003 numeric(12,2) fuera de rango', 'select ?::numeric(12,2) as n', '1e20', M.numero],
      ['22008 fecha inexistente', 'select ?::date as d', '2026-02-30', M.fecha],
      ['22007 fecha con formato inválido', 'select ?::date as d', 'mañana', M.fecha],
      [
        '22001 texto más largo que su columna',
        'insert into motivo_rechazo (id, nombre) values (-1, ?)',
        'x'.repeat(201),
        M.largo,
      ],
    ])('%s', async (_nombre, consulta, valor, mensaje) => {
      const e = await errorDe(llamar(consulta, valor));
      expect(e).toBeInstanceOf(DatoRechazadoPorBaseDeDatos);
      expect(e.code).toBe('BAD_REQUEST');
      expect(formaDeError(e).data.detalle).toBe(mensaje);
    });

    it('any other database failure is still a 500 (nothing else is disguised as bad input)', async () => {
      const e = await errorDe(llamar('select * from tabla_que_no_existe where id = ?', 1));
      expect(e.code).toBe('INTERNAL_SERVER_ERROR');
      expect(formaDeError(e).data.detalle).toBeUndefined();
    });
  },
);
