/** administracion.catalogos.*: create, edit, duplicates under the field, versions, locked entries, audit, the flag. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_CATALOGOS_ADMIN as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';

let db: TestDatabase;
let admin: Caller;
let jefe: Caller;

const sql = <T>(query: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(query, params);

const campos = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  return {
    code: e.code,
    campos: (
      e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined
    )?.issues?.map((i) => [i.path.join('.'), i.message]),
  };
};

const auditoria = (recurso: string, id: number) =>
  sql<{ accion: string; detalle: { antes: unknown; despues: unknown } }>(
    'select accion, detalle from auditoria where recurso = ? and recurso_id = ? order by id',
    [recurso, String(id)],
  );

beforeAll(async () => {
  db = await createTestDatabase('admin_catalogos');
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff' })).caller;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('administracion.catalogos', () => {
  it('only admin_catalogos lists or changes a catalogue', async () => {
    expect((await errorDe(jefe.administracion.catalogos.listar({ catalogo: 'ciudades' }))).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await errorDe(jefe.administracion.catalogos.guardar({ catalogo: 'tiposMarca', nombre: 'Del jefe' })))
        .code,
    ).toBe('FORBIDDEN');
    expect(await sql('select 1 from tipo_marca where nombre = ?', ['Del jefe'])).toEqual([]);
  });

  it('a city: created active with its DANE code, duplicates refused under the field, edited with its version, audited', async () => {
    const nueva = await admin.administracion.catalogos.guardar({
      catalogo: 'ciudades',
      codigoDane: '99773',
      nombre: 'Cumaribo Prueba',
      departamento: 'Vichada',
      esCapital: false,
    });
    expect(nueva).toMatchObject({
      activo: true,
      bloqueo: null,
      valores: { codigoDane: '99773', nombre: 'Cumaribo Prueba', departamento: 'Vichada', esCapital: false },
    });
    // Same code, same name in the same department (accents and case aside): under each field, nothing saved.
    expect(
      await campos(
        admin.administracion.catalogos.guardar({
          catalogo: 'ciudades',
          codigoDane: '99773',
          nombre: 'CUMARIBÓ prueba',
          departamento: 'vichada',
          esCapital: false,
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      campos: [
        ['codigoDane', M.daneRepetido],
        ['nombre', M.ciudadRepetida],
      ],
    });
    // Bad input never reaches the service.
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'ciudades',
            codigoDane: '12',
            nombre: '',
            departamento: 'Vichada',
            esCapital: false,
          }),
        )
      ).campos,
    ).toEqual([
      ['codigoDane', M.daneFormato],
      ['nombre', M.nombreRequerido],
    ]);
    expect(await sql("select count(*)::int as n from ciudad where codigo_dane = '99773'")).toEqual([
      { n: 1 },
    ]);

    const editada = await admin.administracion.catalogos.guardar({
      catalogo: 'ciudades',
      id: nueva.id,
      version: nueva.version,
      codigoDane: '99773',
      nombre: 'Cumaribo',
      departamento: 'Vichada',
      esCapital: false,
    });
    expect(editada.version).toBe(nueva.version + 1);
    // The screen's old version: conflict, nothing changed.
    const viejo = await errorDe(
      admin.administracion.catalogos.guardar({
        catalogo: 'ciudades',
        id: nueva.id,
        version: nueva.version,
        codigoDane: '99773',
        nombre: 'Otro nombre',
        departamento: 'Vichada',
        esCapital: false,
      }),
    );
    expect([viejo.code, viejo.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect(await sql('select nombre from ciudad where id = ?', [nueva.id])).toEqual([{ nombre: 'Cumaribo' }]);

    const filas = await auditoria('ciudad', nueva.id);
    expect(filas.map((f) => f.accion)).toEqual(['catalogo.crear', 'catalogo.editar']);
    expect(filas[1]!.detalle).toMatchObject({
      antes: { nombre: 'Cumaribo Prueba', activo: true },
      despues: { nombre: 'Cumaribo', activo: true },
    });
  });

  it('a branch needs an active city; deactivated and activated with its version, each change audited', async () => {
    const [ciudad] = await sql<{ id: number }>("select id from ciudad where codigo_dane = '11001'");
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'sucursales',
            nombre: 'Norte',
            ciudadId: 999_999,
          }),
        )
      ).campos,
    ).toEqual([['ciudadId', M.ciudadInexistente]]);
    const s = await admin.administracion.catalogos.guardar({
      catalogo: 'sucursales',
      nombre: 'Sucursal Norte Prueba',
      ciudadId: ciudad!.id,
      direccion: '  ',
    });
    expect(s.valores).toMatchObject({
      ciudadId: ciudad!.id,
      ciudadNombre: 'Bogotá D.C. (Bogotá D.C.)',
      direccion: null,
    });
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'sucursales',
            nombre: 'sucursal norte prueba',
            ciudadId: ciudad!.id,
          }),
        )
      ).campos,
    ).toEqual([['nombre', M.nombreRepetido]]);
    const inactiva = await admin.administracion.catalogos.desactivar({
      catalogo: 'sucursales',
      id: s.id,
      version: s.version,
    });
    expect(inactiva.activo).toBe(false);
    expect(
      (
        await errorDe(
          admin.administracion.catalogos.activar({ catalogo: 'sucursales', id: s.id, version: s.version }),
        )
      ).code,
    ).toBe('CONFLICT');
    expect(
      (
        await admin.administracion.catalogos.activar({
          catalogo: 'sucursales',
          id: s.id,
          version: inactiva.version,
        })
      ).activo,
    ).toBe(true);
    expect((await auditoria('sucursal', s.id)).map((f) => f.accion)).toEqual([
      'catalogo.crear',
      'catalogo.desactivar',
      'catalogo.activar',
    ]);
    // An entry of another catalogue is not found through this one.
    expect(
      (
        await errorDe(
          admin.administracion.catalogos.desactivar({
            catalogo: 'tiposPedido',
            id: s.id + 100_000,
            version: 1,
          }),
        )
      ).message,
    ).toBe(M.noExiste);
  });

  it('locked entries (the spec rules use them) cannot be renamed, moved to the other list or deactivated', async () => {
    const estados = (await admin.administracion.catalogos.listar({ catalogo: 'estadosCita' })).entradas;
    const reagendado = estados.find((e) => e.valores.nombre === 'Reagendado')!;
    expect(reagendado.bloqueo).toBeTruthy();
    expect(estados.find((e) => e.valores.nombre === 'Pruebas incompletas')!.bloqueo).toBeTruthy();
    expect(estados.find((e) => e.valores.nombre === 'Aprobado para continuar')!.bloqueo).toBeNull();
    expect(
      await campos(
        admin.administracion.catalogos.guardar({
          catalogo: 'estadosCita',
          id: reagendado.id,
          version: reagendado.version,
          nombre: 'Cambió de fecha',
          flag: 0,
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      campos: [
        ['nombre', M.bloqueadoRenombrar(reagendado.bloqueo!)],
        ['flag', M.bloqueadoLista(reagendado.bloqueo!)],
      ],
    });
    const desactivar = await errorDe(
      admin.administracion.catalogos.desactivar({
        catalogo: 'estadosCita',
        id: reagendado.id,
        version: reagendado.version,
      }),
    );
    expect([desactivar.code, desactivar.message]).toEqual([
      'BAD_REQUEST',
      M.bloqueadoDesactivar(reagendado.bloqueo!),
    ]);
    expect(await sql('select nombre, flag, activo from estado_cita where id = ?', [reagendado.id])).toEqual([
      { nombre: 'Reagendado', flag: 1, activo: true },
    ]);

    const otro = (await admin.administracion.catalogos.listar({ catalogo: 'referenciasCita' })).entradas.find(
      (r) => r.id === 6,
    )!;
    expect(otro.bloqueo).toBeTruthy();
    const pruebas = (await admin.administracion.catalogos.listar({ catalogo: 'requisitos' })).entradas.find(
      (r) => r.valores.nombre === 'Pruebas digitales',
    )!;
    expect(pruebas.bloqueo).toBeTruthy();
    // A locked requirement keeps its name but its validity can change.
    const cambiada = await admin.administracion.catalogos.guardar({
      catalogo: 'requisitos',
      id: pruebas.id,
      version: pruebas.version,
      nombre: 'Pruebas digitales',
      validezDias: 200,
      esDeProductoTerminado: false,
      visible: true,
      enviarCorreo: false,
      correo: null,
    });
    expect(cambiada.valores.validezDias).toBe(200);
  });

  it('order types keep their code (orders store it); a sub-category needs an active category; mail needs an address', async () => {
    const tipo = await admin.administracion.catalogos.guardar({
      catalogo: 'tiposPedido',
      codigo: 'PROYECTO',
      nombre: 'Proyecto especial',
      orden: 7,
    });
    expect(await sql('select categoria, codigo from catalogo_item where id = ?', [tipo.id])).toEqual([
      { categoria: 'TIPO_PEDIDO', codigo: 'PROYECTO' },
    ]);
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'tiposPedido',
            id: tipo.id,
            version: tipo.version,
            codigo: 'OTRO',
            nombre: 'Proyecto especial',
            orden: 7,
          }),
        )
      ).campos,
    ).toEqual([['codigo', M.codigoNoCambia]]);
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'tiposPedido',
            codigo: 'NUEVO',
            nombre: 'Nuevo 2',
            orden: 0,
          }),
        )
      ).campos,
    ).toEqual([['codigo', M.codigoRepetido]]);

    const categoria = await admin.administracion.catalogos.guardar({
      catalogo: 'tiposNovedad',
      nombre: 'Precios',
    });
    const sub = await admin.administracion.catalogos.guardar({
      catalogo: 'subTiposNovedad',
      tipoNovedadId: categoria.id,
      nombre: 'Precio mal marcado',
    });
    expect(sub.valores).toMatchObject({ tipoNovedadNombre: 'Precios', nombre: 'Precio mal marcado' });
    await admin.administracion.catalogos.desactivar({
      catalogo: 'tiposNovedad',
      id: categoria.id,
      version: categoria.version,
    });
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'subTiposNovedad',
            tipoNovedadId: categoria.id,
            nombre: 'Otro precio',
          }),
        )
      ).campos,
    ).toEqual([['tipoNovedadId', M.tipoNovedadInexistente]]);
    // Its existing sub-category may still be edited under the (now inactive) category it already has.
    expect(
      (
        await admin.administracion.catalogos.guardar({
          catalogo: 'subTiposNovedad',
          id: sub.id,
          version: sub.version,
          tipoNovedadId: categoria.id,
          nombre: 'Precio mal marcado en góndola',
        })
      ).valores.nombre,
    ).toBe('Precio mal marcado en góndola');

    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({
            catalogo: 'requisitos',
            nombre: 'Curso de alturas',
            validezDias: 365,
            esDeProductoTerminado: false,
            visible: false,
            enviarCorreo: true,
            correo: '',
          }),
        )
      ).campos,
    ).toEqual([['correo', M.correoRequerido]]);
    const requisito = await admin.administracion.catalogos.guardar({
      catalogo: 'requisitos',
      nombre: 'Curso de alturas',
      validezDias: 365,
      esDeProductoTerminado: false,
      visible: false,
      enviarCorreo: false,
      correo: null,
    });
    expect(
      await sql('select estado, es_pruebas, codigo from requisito where id = ?', [requisito.id]),
    ).toEqual([{ estado: true, es_pruebas: false, codigo: null }]);
  });

  it('a position: code generated (CAR-NNN) or typed, name and code unique, "existe en el ERP" only from the ERP refresh', async () => {
    const [ultimo] = await sql<{ n: string }>(
      `select coalesce(max(substring(codigo from 5)::int), 0) as n from cargo where codigo ~ '^CAR-[0-9]+$'`,
    );
    const n = Number(ultimo!.n);
    const siguiente = `CAR-${String(n + 1).padStart(3, '0')}`;
    const nuevo = await admin.administracion.catalogos.guardar({
      catalogo: 'cargos',
      codigo: '  ',
      nombre: ' Operario de montacargas eléctrico ',
    });
    expect(nuevo).toMatchObject({
      activo: true,
      bloqueo: null,
      valores: { codigo: siguiente, nombre: 'Operario de montacargas eléctrico', existeEnErp: false },
    });
    // The next one without a code gets the following number.
    const otro = await admin.administracion.catalogos.guardar({
      catalogo: 'cargos',
      nombre: 'Auxiliar de cargue nocturno',
    });
    expect(otro.valores.codigo).toBe(`CAR-${String(n + 2).padStart(3, '0')}`);

    // Same name (accents and case aside) and same code (case aside): under each field, nothing saved.
    expect(
      await campos(
        admin.administracion.catalogos.guardar({
          catalogo: 'cargos',
          codigo: siguiente.toLowerCase(),
          nombre: 'OPERARIO DE MONTACARGAS ELECTRICO',
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      campos: [
        ['codigo', M.codigoCargoRepetido],
        ['nombre', M.cargoRepetido],
      ],
    });
    expect(
      (
        await campos(
          admin.administracion.catalogos.guardar({ catalogo: 'cargos', codigo: 'CAR 9', nombre: '' }),
        )
      ).campos,
    ).toEqual([
      ['codigo', M.codigoCargoFormato],
      ['nombre', M.nombreRequerido],
    ]);
    expect(
      await sql('select count(*)::int as n from cargo where nombre ilike ?', ['%montacargas el%']),
    ).toEqual([{ n: 1 }]);

    // Typed: the ERP's code. The ERP refresh says it exists there; an edit of the name keeps that.
    const tipado = await admin.administracion.catalogos.guardar({
      catalogo: 'cargos',
      codigo: 'ERP-7781',
      nombre: 'Coordinador de inventarios',
    });
    expect(tipado.valores).toMatchObject({ codigo: 'ERP-7781', existeEnErp: false });
    await sql('update cargo set existe_en_erp = true where id = ?', [tipado.id]);
    const renombrado = await admin.administracion.catalogos.guardar({
      catalogo: 'cargos',
      id: tipado.id,
      version: tipado.version,
      codigo: 'ERP-7781',
      nombre: 'Coordinador de inventario',
    });
    expect(renombrado).toMatchObject({
      version: tipado.version + 1,
      valores: { codigo: 'ERP-7781', nombre: 'Coordinador de inventario', existeEnErp: true },
    });
    // Left empty on an edit, the code stays.
    const sinCodigo = await admin.administracion.catalogos.guardar({
      catalogo: 'cargos',
      id: tipado.id,
      version: renombrado.version,
      codigo: null,
      nombre: 'Coordinador de inventario',
    });
    expect(sinCodigo.valores).toMatchObject({ codigo: 'ERP-7781', existeEnErp: true });
    // A new code is unknown to the ERP until its next refresh.
    const recodificado = await admin.administracion.catalogos.guardar({
      catalogo: 'cargos',
      id: tipado.id,
      version: sinCodigo.version,
      codigo: 'ERP-7782',
      nombre: 'Coordinador de inventario',
    });
    expect(recodificado.valores).toMatchObject({ codigo: 'ERP-7782', existeEnErp: false });
    // The screen's old version: conflict, nothing changed.
    const viejo = await errorDe(
      admin.administracion.catalogos.guardar({
        catalogo: 'cargos',
        id: tipado.id,
        version: renombrado.version,
        codigo: 'ERP-7781',
        nombre: 'Otro cargo',
      }),
    );
    expect([viejo.code, viejo.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect(await sql('select codigo, nombre from cargo where id = ?', [tipado.id])).toEqual([
      { codigo: 'ERP-7782', nombre: 'Coordinador de inventario' },
    ]);

    const inactivo = await admin.administracion.catalogos.desactivar({
      catalogo: 'cargos',
      id: tipado.id,
      version: recodificado.version,
    });
    expect(inactivo.activo).toBe(false);
    const filas = await auditoria('cargo', tipado.id);
    expect(filas.map((f) => f.accion)).toEqual([
      'catalogo.crear',
      'catalogo.editar',
      'catalogo.editar',
      'catalogo.editar',
      'catalogo.desactivar',
    ]);
    expect(filas[3]!.detalle).toMatchObject({
      antes: { codigo: 'ERP-7781', existeEnErp: true },
      despues: { codigo: 'ERP-7782', existeEnErp: false },
    });
    expect(
      (await errorDe(jefe.administracion.catalogos.guardar({ catalogo: 'cargos', nombre: 'Cargo del jefe' })))
        .code,
    ).toBe('FORBIDDEN');
  });
});
