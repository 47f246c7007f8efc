/** administracion.clientes.*: list, detail and save (NIT with DIAN's DV, city, branches, contacts, stock, deactivation). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  digitoVerificacionNit,
  MENSAJES_CLIENTES_ADMIN as M,
  MENSAJES_ENVIO,
  MENSAJES_NIT,
  type EntradaGuardarClienteAdmin,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';
import { CLIENTE_POR_DEFECTO } from '../../../testing/fabricas/pedido';

let db: TestDatabase;
let admin: Caller;
let adminId: number;
let jefe: Caller;
let sucursales: { id: number; nombre: string }[];
let ciudadId: number;

type Entrada = z.input<typeof EntradaGuardarClienteAdmin>;
const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);
const campos = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  return {
    code: e.code,
    campos: (
      e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined
    )?.issues?.map((i) => [i.path.join('.'), i.message]),
  };
};
const auditorias = (id: number) =>
  sql<{ accion: string; usuario_id: number; detalle: { antes: unknown; despues: unknown } }>(
    `select accion, usuario_id, detalle from auditoria where recurso = 'cliente' and recurso_id = ? order by id`,
    [String(id)],
  );
const guardado = async (p: Promise<unknown>) => {
  const r = (await p) as {
    estado: string;
    cliente?: Awaited<ReturnType<Caller['administracion']['clientes']['detalle']>>;
  };
  expect(r.estado).toBe('guardado');
  return r.cliente!;
};
const nuevo = (extra: Partial<Entrada> = {}): Entrada => ({
  tipoDocumento: 0,
  numeroDocumento: '800.197.268-4',
  nombre: 'Dirección de Impuestos y Aduanas Nacionales',
  ...extra,
});
/** The form as it would be sent back for an existing client. */
const deDetalle = (c: Awaited<ReturnType<Caller['administracion']['clientes']['detalle']>>): Entrada => ({
  id: c.id,
  version: c.version,
  tipoDocumento: c.tipoDocumento as 0 | 1,
  numeroDocumento: c.documentoEditable,
  nombre: c.nombre,
  ciudadId: c.ciudad?.id ?? null,
  sucursalIds: c.sucursales.map((s) => s.id),
  contactos: c.contactos.map(({ id, nombre, correo, enviar, activo }) => ({
    id,
    nombre,
    correo,
    enviar,
    activo,
  })),
  implementacionPruebas: c.implementacionPruebas,
  manejaStock: c.manejaStock,
  permiteAgregarExplicito: c.permiteAgregarExplicito,
  activo: c.activo,
});

beforeAll(async () => {
  db = await createTestDatabase('admin_clientes');
  const a = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' });
  admin = a.caller;
  adminId = a.usuario!.id;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  sucursales = await sql<{ id: number; nombre: string }>(
    'select id, nombre from sucursal where activa order by id',
  );
  [{ id: ciudadId }] = (await sql<{ id: number }>('select id from ciudad order by id limit 1')) as [
    { id: number },
  ];
});
afterAll(async () => {
  await db?.drop();
});

describe('administracion.clientes', () => {
  it('only admin_clientes opens the list, the detail and the form (jefe: FORBIDDEN)', async () => {
    expect((await errorDe(jefe.administracion.clientes.listar({}))).code).toBe('FORBIDDEN');
    expect((await errorDe(jefe.administracion.clientes.detalle({ id: 1 }))).code).toBe('FORBIDDEN');
    expect((await errorDe(jefe.administracion.clientes.guardar(nuevo()))).code).toBe('FORBIDDEN');
  });

  it('existing NITs got their DV in the migration; lookups by the bare number keep working; SQL and rules agree', async () => {
    const [sabana] = await sql<{ digito_verificacion: number | null; tipo_documento: number }>(
      'select digito_verificacion, tipo_documento from cliente where numero_documento = ?',
      [CLIENTE_POR_DEFECTO],
    );
    expect(sabana).toEqual({
      tipo_documento: 0,
      digito_verificacion: digitoVerificacionNit(CLIENTE_POR_DEFECTO),
    });
    // Every stored NIT of digits has the DV of the rule; no CC has one.
    const filas = await sql<{
      numero_documento: string;
      tipo_documento: number;
      digito_verificacion: number | null;
    }>('select numero_documento, tipo_documento, digito_verificacion from cliente');
    for (const f of filas)
      expect(f.digito_verificacion).toBe(
        f.tipo_documento === 0 ? digitoVerificacionNit(f.numero_documento) : null,
      );
    // The database function is the rule, digit for digit, on 300 NITs of 1 to 15 digits (a fixed pseudo-random walk).
    let semilla = 20261202n;
    const nits = Array.from({ length: 300 }, (_, i) => {
      semilla = (semilla * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      return String(semilla % 10n ** BigInt((i % 15) + 1));
    });
    const calculados = await sql<{ n: string; dv: number }>(
      "select n, nit_digito_verificacion(n) as dv from unnest(string_to_array(?, ',')) with ordinality as t(n, orden) order by orden",
      [nits.join(',')],
    );
    expect(calculados.map((c) => c.dv)).toEqual(nits.map((n) => digitoVerificacionNit(n)));
  });

  it('creates a client with a NIT typed with dots and DV; a wrong DV or a repeated NIT is refused under the field and nothing is written', async () => {
    const antes = (await sql<{ n: number }>('select count(*)::int as n from cliente'))[0]!.n;
    expect(
      await campos(admin.administracion.clientes.guardar(nuevo({ numeroDocumento: '800.197.268-5' }))),
    ).toEqual({
      code: 'BAD_REQUEST',
      campos: [['numeroDocumento', MENSAJES_NIT.digitoErrado('800197268', 4)]],
    });
    expect(
      (await campos(admin.administracion.clientes.guardar(nuevo({ numeroDocumento: '800197268' })))).campos,
    ).toEqual([['numeroDocumento', MENSAJES_NIT.nitSinDigito]]);
    expect((await sql<{ n: number }>('select count(*)::int as n from cliente'))[0]!.n).toBe(antes);

    const r = await admin.administracion.clientes.guardar(
      nuevo({
        ciudadId,
        sucursalIds: [sucursales[0]!.id],
        contactos: [{ nombre: 'Marta Gómez', correo: ' Marta@DIAN.gov.co ', enviar: true }],
      }),
    );
    expect(r).toMatchObject({ estado: 'guardado', mensaje: M.creado });
    const c = await guardado(Promise.resolve(r));
    expect(c).toMatchObject({
      tipoDocumento: 0,
      numeroDocumento: '800197268',
      digitoVerificacion: 4,
      documento: '800.197.268-4',
      documentoEditable: '800197268-4',
      ciudad: { id: ciudadId },
      sucursales: [{ id: sucursales[0]!.id, nombre: sucursales[0]!.nombre, activa: true }],
      contactos: [{ nombre: 'Marta Gómez', correo: 'marta@dian.gov.co', enviar: true, activo: true }],
      manejaStock: false,
      permiteAgregarExplicito: true,
      activo: true,
      pedidosVigentes: 0,
    });
    expect(await admin.administracion.clientes.detalle({ id: c.id })).toEqual(c);
    const [fila] = await auditorias(c.id);
    expect(fila).toMatchObject({ accion: 'cliente.crear', usuario_id: adminId, detalle: { antes: null } });
    expect(fila!.detalle.despues).toMatchObject({ numeroDocumento: '800197268', digitoVerificacion: 4 });

    // The same NIT again (another spelling), or as a CC: under the field, nothing created.
    expect(
      (
        await campos(
          admin.administracion.clientes.guardar(nuevo({ numeroDocumento: '800197268-4', nombre: 'Otro' })),
        )
      ).campos,
    ).toEqual([['numeroDocumento', M.documentoRepetido]]);
    expect(
      (
        await campos(
          admin.administracion.clientes.guardar(nuevo({ tipoDocumento: 1, numeroDocumento: '800.197.268' })),
        )
      ).campos,
    ).toEqual([['numeroDocumento', M.documentoRepetido]]);
    // A CC has no DV.
    const cc = await guardado(
      admin.administracion.clientes.guardar(
        nuevo({ tipoDocumento: 1, numeroDocumento: '1.020.304.050', nombre: 'Persona natural' }),
      ),
    );
    expect(cc).toMatchObject({
      numeroDocumento: '1020304050',
      digitoVerificacion: null,
      documento: '1.020.304.050',
    });
  });

  it('lists by name or by the NIT as typed, filters active ones, in pages', async () => {
    const porNit = await admin.administracion.clientes.listar({ texto: '800.197.268-4' });
    expect(porNit.filas.map((f) => f.documento)).toEqual(['800.197.268-4']);
    expect(porNit).toMatchObject({ total: 1, pagina: 1, paginas: 1 });
    expect(
      (await admin.administracion.clientes.listar({ texto: 'aduanas' })).filas.map((f) => f.nombre),
    ).toEqual(['Dirección de Impuestos y Aduanas Nacionales']);
    const todos = await admin.administracion.clientes.listar({});
    const [{ n }] = (await sql<{ n: number }>('select count(*)::int as n from cliente')) as [{ n: number }];
    expect(todos.total).toBe(n);
    expect(
      (await admin.administracion.clientes.listar({ activo: false })).filas.every((f) => !f.activo),
    ).toBe(true);
  });

  it('edits city, branches and contacts (add, edit, swap addresses, remove) with the version; a stale version is a CONFLICT and changes nothing', async () => {
    const [{ id }] = (await sql<{ id: number }>(
      "select id from cliente where numero_documento = '800197268'",
    )) as [{ id: number }];
    let c = await admin.administracion.clientes.detalle({ id });
    const agregados = await guardado(
      admin.administracion.clientes.guardar({
        ...deDetalle(c),
        sucursalIds: [sucursales[1]!.id, sucursales[2]!.id],
        contactos: [
          ...deDetalle(c).contactos!,
          { nombre: 'Álvaro Ruiz', correo: 'alvaro@dian.gov.co', enviar: false },
          { nombre: 'Zoila Díaz', correo: 'zoila@dian.gov.co', enviar: true },
        ],
      }),
    );
    expect(agregados.sucursales.map((s) => s.id).sort()).toEqual(
      [sucursales[1]!.id, sucursales[2]!.id].sort(),
    );
    expect(agregados.contactos.map((k) => k.nombre)).toEqual(['Álvaro Ruiz', 'Marta Gómez', 'Zoila Díaz']);
    expect(agregados.version).toBeGreaterThan(c.version);

    // Two contacts swap addresses, one is removed: the unique (client, e-mail) index accepts the order of writes.
    const [alvaro, marta, zoila] = agregados.contactos as [
      (typeof agregados.contactos)[0],
      (typeof agregados.contactos)[0],
      (typeof agregados.contactos)[0],
    ];
    c = await guardado(
      admin.administracion.clientes.guardar({
        ...deDetalle(agregados),
        contactos: [
          { ...alvaro, correo: marta.correo },
          { ...marta, correo: alvaro.correo },
        ],
      }),
    );
    expect(c.contactos).toEqual([
      { ...alvaro, correo: 'marta@dian.gov.co' },
      { ...marta, correo: 'alvaro@dian.gov.co' },
    ]);
    expect(
      (
        await sql<{ n: number }>('select count(*)::int as n from cliente_contacto where id = ?', [zoila.id])
      )[0]!.n,
    ).toBe(0);
    // Only contacts changed, and the version still moved: the screen that had the previous one gets CONFLICT.
    expect(c.version).toBeGreaterThan(agregados.version);
    const viejo = await errorDe(
      admin.administracion.clientes.guardar({ ...deDetalle(agregados), nombre: 'Pisado' }),
    );
    expect(viejo.code).toBe('CONFLICT');
    expect((await admin.administracion.clientes.detalle({ id })).nombre).toBe(c.nombre);

    // The same address twice in the form: under the repeated contact; a contact of another client: refused.
    expect(
      (
        await campos(
          admin.administracion.clientes.guardar({
            ...deDetalle(c),
            contactos: [
              ...deDetalle(c).contactos!,
              { nombre: 'Copia', correo: 'MARTA@dian.gov.co', enviar: true },
            ],
          }),
        )
      ).campos,
    ).toEqual([['contactos.2.correo', MENSAJES_ENVIO.correoDuplicado]]);
    const [{ id: ajeno }] = (await sql<{ id: number }>(
      "insert into cliente_contacto (cliente_id, nombre, correo) select id, 'Ajeno', 'ajeno@otro.co' from cliente where numero_documento = ? returning id",
      [CLIENTE_POR_DEFECTO],
    )) as [{ id: number }];
    expect(
      (
        await campos(
          admin.administracion.clientes.guardar({
            ...deDetalle(c),
            contactos: [{ id: ajeno, nombre: 'Ajeno', correo: 'ajeno@otro.co', enviar: true }],
          }),
        )
      ).campos,
    ).toEqual([['contactos.0.correo', M.contactoNoExiste]]);
    // An inactive branch is not offered to a client that did not have it; nothing changed.
    const [{ id: inactiva }] = (await sql<{ id: number }>(
      "insert into sucursal (nombre, ciudad_id, activa) values ('Sucursal cerrada', ?, false) returning id",
      [ciudadId],
    )) as [{ id: number }];
    expect(
      (
        await campos(
          admin.administracion.clientes.guardar({
            ...deDetalle(c),
            nombre: 'Cambiado',
            sucursalIds: [inactiva],
          }),
        )
      ).campos,
    ).toEqual([['sucursalIds', M.sucursalNoExiste]]);
    expect(await admin.administracion.clientes.detalle({ id })).toEqual(c);
    expect((await auditorias(id)).map((a) => a.accion)).toEqual([
      'cliente.crear',
      'cliente.editar',
      'cliente.editar',
    ]);
  });

  it('stock uses the stock screen rule: switching it on records who and when; off keeps them', async () => {
    const [{ id }] = (await sql<{ id: number }>(
      "select id from cliente where numero_documento = '800197268'",
    )) as [{ id: number }];
    const c = await admin.administracion.clientes.detalle({ id });
    const conStock = await guardado(
      admin.administracion.clientes.guardar({ ...deDetalle(c), manejaStock: true }),
    );
    expect(conStock).toMatchObject({ manejaStock: true, usuarioManejaStock: 'admin' });
    expect(conStock.fechaManejaStock).toBeInstanceOf(Date);
    const sinStock = await guardado(
      admin.administracion.clientes.guardar({ ...deDetalle(conStock), manejaStock: false }),
    );
    expect(sinStock).toMatchObject({
      manejaStock: false,
      usuarioManejaStock: 'admin',
      fechaManejaStock: conStock.fechaManejaStock,
    });
    const [ultima] = (await auditorias(id)).slice(-1);
    expect(ultima!.detalle).toMatchObject({ antes: { manejaStock: true }, despues: { manejaStock: false } });
  });

  it('deactivating a client with current orders answers the count and changes nothing until confirmed; then it is no longer offered but stays readable', async () => {
    const f = fabricasDe(db.orm);
    const [{ id }] = (await sql<{ id: number }>('select id from cliente where numero_documento = ?', [
      CLIENTE_POR_DEFECTO,
    ])) as [{ id: number }];
    const inicial = (await admin.administracion.clientes.detalle({ id })).pedidosVigentes;
    const pedido = await f.pedido({ estado: 1 });
    await f.pedido({ estado: 3 });
    const c = await admin.administracion.clientes.detalle({ id });
    expect(c.pedidosVigentes).toBe(inicial + 2);
    const auditadas = (await auditorias(id)).length;

    const r = await admin.administracion.clientes.guardar({ ...deDetalle(c), activo: false });
    expect(r).toEqual({
      estado: 'confirmar',
      pedidosVigentes: c.pedidosVigentes,
      mensaje: M.pedidosVigentes(c.pedidosVigentes),
    });
    expect(r.mensaje).toMatch(new RegExp(`^El cliente tiene ${c.pedidosVigentes} pedidos vigentes`));
    expect(await admin.administracion.clientes.detalle({ id })).toEqual(c);
    expect(await auditorias(id)).toHaveLength(auditadas);

    const desactivado = await guardado(
      admin.administracion.clientes.guardar({ ...deDetalle(c), activo: false, confirmarDesactivacion: true }),
    );
    expect(desactivado.activo).toBe(false);
    const [ultima] = (await auditorias(id)).slice(-1);
    expect(ultima).toMatchObject({
      accion: 'cliente.desactivar',
      detalle: { antes: { activo: true }, despues: { activo: false } },
    });

    // No longer offered by the client typeahead (every client picker uses it)…
    const ofrecidos = await admin.catalogos.clientes({ texto: 'Sabana' });
    expect(ofrecidos.map((x) => x.id)).not.toContain(id);
    expect((await admin.catalogos.clientes({ texto: CLIENTE_POR_DEFECTO })).map((x) => x.id)).not.toContain(
      id,
    );
    // …but old records still read it: the client by id, its order's detail, the administration list.
    expect(await admin.catalogos.cliente({ id })).toMatchObject({ id, numeroDocumento: CLIENTE_POR_DEFECTO });
    expect((await admin.pedidos.detalle({ id: pedido.id })).cliente).toMatchObject({
      numeroDocumento: CLIENTE_POR_DEFECTO,
    });
    expect(
      (await admin.administracion.clientes.listar({ activo: false, texto: CLIENTE_POR_DEFECTO })).filas.map(
        (x) => x.id,
      ),
    ).toEqual([id]);

    // An inactive client without current orders is reactivated with no question.
    const activo = await guardado(
      admin.administracion.clientes.guardar({ ...deDetalle(desactivado), activo: true }),
    );
    expect(activo.activo).toBe(true);
    expect((await admin.catalogos.clientes({ texto: CLIENTE_POR_DEFECTO })).map((x) => x.id)).toContain(id);
  });
});
