import { describe, expect, it } from 'vitest';
import { MENSAJES_ENVIO } from '../candidatos/envio';
import {
  CamposClienteAdmin,
  EntradaGuardarClienteAdmin,
  ESTADOS_PEDIDO_VIGENTES_CLIENTE,
  MENSAJES_CLIENTES_ADMIN as M,
  requiereConfirmarDesactivacion,
} from './clientes';
import { MENSAJES_NIT } from './nit';

const base = { tipoDocumento: 0, numeroDocumento: '800.197.268-4', nombre: 'DIAN' } as const;
const errores = (v: object) =>
  EntradaGuardarClienteAdmin.safeParse({ ...base, ...v }).error?.issues.map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('formulario de cliente', () => {
  it('accepts a NIT with its DV and fills the defaults', () => {
    expect(EntradaGuardarClienteAdmin.parse(base)).toEqual({
      ...base,
      ciudadId: null,
      sucursalIds: [],
      contactos: [],
      implementacionPruebas: false,
      manejaStock: false,
      permiteAgregarExplicito: true,
      activo: true,
      confirmarDesactivacion: false,
    });
  });

  it('refuses a wrong DV, a NIT without DV and a malformed CC under numeroDocumento', () => {
    expect(errores({ numeroDocumento: '800197268-5' })).toEqual([
      ['numeroDocumento', MENSAJES_NIT.digitoErrado('800197268', 4)],
    ]);
    expect(errores({ numeroDocumento: '800197268' })).toEqual([
      ['numeroDocumento', MENSAJES_NIT.nitSinDigito],
    ]);
    expect(errores({ tipoDocumento: 1, numeroDocumento: '80019726-8' })).toEqual([
      ['numeroDocumento', MENSAJES_NIT.ccFormato],
    ]);
    expect(errores({ tipoDocumento: 1, numeroDocumento: '1.020.304.050' })).toBeUndefined();
    expect(errores({ tipoDocumento: 2 })).toEqual([['tipoDocumento', M.tipoDocumento]]);
    expect(errores({ nombre: '   ' })).toEqual([['nombre', M.nombreRequerido]]);
  });

  it('contacts: valid e-mails, a name, and one address per client (any case), under the repeated one', () => {
    const contactos = [
      { nombre: 'Ana', correo: 'ana@cliente.co' },
      { nombre: 'Luis', correo: 'no-es-correo' },
      { nombre: '', correo: 'luis@cliente.co' },
      { nombre: 'Ana B', correo: ' ANA@cliente.co ' },
    ];
    expect(errores({ contactos })).toEqual([
      ['contactos.1.correo', MENSAJES_ENVIO.correoInvalido],
      ['contactos.2.nombre', MENSAJES_ENVIO.nombreRequerido],
      ['contactos.3.correo', M.correoRepetido],
    ]);
  });

  it('the form schema is the same without id, version and confirmation', () => {
    expect(CamposClienteAdmin.safeParse({ ...base, numeroDocumento: '800197268-1' }).success).toBe(false);
    expect(CamposClienteAdmin.parse(base)).not.toHaveProperty('confirmarDesactivacion');
  });
});

describe('desactivación', () => {
  it('asks only when an active client with current orders is switched off', () => {
    expect(requiereConfirmarDesactivacion(true, false, 3)).toBe(true);
    expect(requiereConfirmarDesactivacion(true, false, 0)).toBe(false);
    expect(requiereConfirmarDesactivacion(false, false, 3)).toBe(false);
    expect(requiereConfirmarDesactivacion(true, true, 3)).toBe(false);
  });

  it('current orders are stages 1–4 and the multi-city parent, never closed ones', () => {
    expect([...ESTADOS_PEDIDO_VIGENTES_CLIENTE].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 111]);
    expect(M.pedidosVigentes(3)).toMatch(/^El cliente tiene 3 pedidos vigentes/);
    expect(M.pedidosVigentes(1)).toMatch(/^El cliente tiene 1 pedido vigente/);
  });
});
