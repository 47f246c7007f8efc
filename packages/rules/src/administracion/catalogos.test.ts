import { describe, expect, it } from 'vitest';
import {
  bloqueoEstadoCita,
  bloqueoReferenciaCita,
  bloqueoRequisito,
  CAMPOS_CATALOGO_ADMIN,
  CATALOGOS_ADMIN,
  CLAVES_CATALOGO_ADMIN,
  EntradaGuardarCatalogoAdmin,
  MENSAJES_CATALOGOS_ADMIN as M,
} from './catalogos';

const errores = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('administración › catálogos', () => {
  it('every catalogue has a title and a form whose fields are exactly the schema keys', () => {
    for (const clave of CLAVES_CATALOGO_ADMIN) {
      expect(CATALOGOS_ADMIN[clave].titulo).not.toBe('');
      expect(CATALOGOS_ADMIN[clave].campos.map((c) => c.nombre).sort()).toEqual(
        Object.keys(CAMPOS_CATALOGO_ADMIN[clave].shape).sort(),
      );
    }
  });

  it.each([
    [{ catalogo: 'ciudades', codigoDane: '05001', nombre: ' Medellín ', departamento: 'Antioquia' }, []],
    [
      { catalogo: 'ciudades', codigoDane: '5001', nombre: '', departamento: '' },
      [
        ['codigoDane', M.daneFormato],
        ['nombre', M.nombreRequerido],
        ['departamento', M.departamentoRequerido],
      ],
    ],
    [{ catalogo: 'sucursales', nombre: 'Centro', ciudadId: null }, [['ciudadId', M.ciudadRequerida]]],
    [{ catalogo: 'estadosCita', nombre: 'En espera', flag: 3 }, [['flag', M.listaRequerida]]],
    [{ catalogo: 'tiposPedido', codigo: 'nuevo', nombre: 'Nuevo', orden: 0 }, [['codigo', M.codigoFormato]]],
    [
      { catalogo: 'requisitos', nombre: 'Curso', validezDias: 0, enviarCorreo: true, correo: ' ' },
      [
        ['validezDias', M.validezRequerida],
        ['correo', M.correoRequerido],
      ],
    ],
    [
      { catalogo: 'requisitos', nombre: 'Curso', validezDias: 30, correo: 'no-es-correo' },
      [['correo', M.correoInvalido]],
    ],
    [{ catalogo: 'subTiposNovedad', nombre: 'Góndola vacía' }, [['tipoNovedadId', M.tipoNovedadRequerido]]],
    [{ catalogo: 'cargos', nombre: 'Bodeguero' }, []],
    [{ catalogo: 'cargos', codigo: 'CAR-120', nombre: 'Bodeguero' }, []],
    [
      { catalogo: 'cargos', codigo: '-CAR 1', nombre: ' ' },
      [
        ['codigo', M.codigoCargoFormato],
        ['nombre', M.nombreRequerido],
      ],
    ],
    [{ catalogo: 'cargos', codigo: 'X'.repeat(41), nombre: 'Bodeguero' }, [['codigo', M.codigoCargoFormato]]],
    [{ catalogo: 'otro', nombre: 'x' }, [['catalogo', expect.any(String)]]],
  ])('EntradaGuardarCatalogoAdmin %j', (entrada, esperado) => {
    expect(errores(EntradaGuardarCatalogoAdmin.safeParse(entrada))).toEqual(esperado);
  });

  it('trims names and turns an empty optional text into null', () => {
    expect(
      EntradaGuardarCatalogoAdmin.parse({
        catalogo: 'sucursales',
        nombre: ' Norte ',
        ciudadId: 3,
        direccion: ' ',
      }),
    ).toEqual({ catalogo: 'sucursales', nombre: 'Norte', ciudadId: 3, direccion: null });
  });

  it('a position left without a code sends null (the server generates it)', () => {
    expect(
      EntradaGuardarCatalogoAdmin.parse({ catalogo: 'cargos', codigo: '  ', nombre: ' Bodeguero ' }),
    ).toEqual({
      catalogo: 'cargos',
      codigo: null,
      nombre: 'Bodeguero',
    });
  });

  it('read-only values are not fields of the form', () => {
    for (const clave of CLAVES_CATALOGO_ADMIN)
      for (const d of CATALOGOS_ADMIN[clave].soloLectura ?? [])
        expect(Object.keys(CAMPOS_CATALOGO_ADMIN[clave].shape)).not.toContain(d.nombre);
    expect(CATALOGOS_ADMIN.cargos.soloLectura?.map((d) => d.nombre)).toEqual(['existeEnErp']);
  });

  it.each([
    [{ id: 2, codigo: 'llego' }, true],
    [{ id: 6, codigo: null }, true],
    [{ id: 1, codigo: null }, true],
    [{ id: 4, codigo: null }, true],
    [{ id: 5, codigo: null }, false],
  ])('bloqueoEstadoCita(%j) locked: %s', (estado, bloqueado) => {
    expect(bloqueoEstadoCita(estado) !== null).toBe(bloqueado);
  });

  it('the "other" referral and the digital tests / CV check requirements are locked', () => {
    expect(bloqueoReferenciaCita({ id: 6 })).not.toBeNull();
    expect(bloqueoReferenciaCita({ id: 2 })).toBeNull();
    expect(bloqueoRequisito({ esPruebas: true, esHv: false })).not.toBeNull();
    expect(bloqueoRequisito({ esPruebas: false, esHv: true })).not.toBeNull();
    expect(bloqueoRequisito({ esPruebas: false, esHv: false })).toBeNull();
  });
});
