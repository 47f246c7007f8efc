import { describe, expect, it } from 'vitest';
import { ESTADO_MENSAJE_SALIENTE } from '../outbox/estados';
import {
  EntradaInvitarCorreo,
  etapaAdmiteInvitacion,
  FormularioContacto,
  MENSAJES_ENVIO,
  reglaEnvioCliente,
  separarCorreos,
  type SituacionEnvio,
} from './envio';

describe('separarCorreos (bulk invitation list)', () => {
  it.each([
    ['a@x.co', ['a@x.co']],
    [' a@x.co ;b@y.com.co;  ', ['a@x.co', 'b@y.com.co']],
    ['a@x.co;;A@X.CO; c@z.org', ['a@x.co', 'c@z.org']],
  ])('%j → %j', (texto, correos) => {
    expect(separarCorreos(texto)).toEqual({ ok: true, correos });
  });

  it.each([
    ['', MENSAJES_ENVIO.correosRequeridos],
    [' ; ;', MENSAJES_ENVIO.correosRequeridos],
    ['a@x.co;pepito', 'pepito no es un correo valido.'],
    ['a@x.co, b@x.co', 'a@x.co, b@x.co no es un correo valido.'],
    ['ana@x', 'ana@x no es un correo valido.'],
    [' mal @x.co ;a@x.co', 'mal @x.co no es un correo valido.'],
  ])('%j is refused with %j', (texto, mensaje) => {
    expect(separarCorreos(texto)).toEqual({ ok: false, mensaje });
  });

  it('refuses more than 100 distinct addresses', () => {
    const texto = Array.from({ length: 101 }, (_, i) => `p${i}@x.co`).join(';');
    expect(separarCorreos(texto)).toEqual({ ok: false, mensaje: MENSAJES_ENVIO.demasiadosCorreos });
  });

  it('the input schema carries the same message', () => {
    const r = EntradaInvitarCorreo.safeParse({ pedidoId: 1, correos: 'a@x.co;malo' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['malo no es un correo valido.']);
    expect(
      EntradaInvitarCorreo.safeParse({ pedidoId: 1, correos: 'a@x.co', pruebas: { FAC: true } }).success,
    ).toBe(true);
  });
});

describe('reglaEnvioCliente (spec 01 §5 send to client)', () => {
  const base: SituacionEnvio = {
    etapaPedido: 3,
    requerimientos: [{ enviarCorreo: true }, { enviarCorreo: false }],
    contactos: 1,
    candidatos: 2,
  };

  it.each([0, 1, 111, 112, 2, 5])('refuses an order in state %i', (etapaPedido) => {
    expect(reglaEnvioCliente({ ...base, etapaPedido })).toEqual({ ok: false, mensaje: MENSAJES_ENVIO.etapa });
  });
  it.each([3, 4])('accepts stage %i', (etapaPedido) => {
    expect(reglaEnvioCliente({ ...base, etapaPedido })).toEqual({ ok: true });
  });
  it('an e-mail requirement without a contact is refused', () => {
    expect(reglaEnvioCliente({ ...base, contactos: 0 })).toEqual({
      ok: false,
      mensaje: MENSAJES_ENVIO.contactoRequerido,
    });
  });
  it('no requirement that sends e-mail: candidates are not sent', () => {
    expect(reglaEnvioCliente({ ...base, requerimientos: [{ enviarCorreo: false }] })).toEqual({
      ok: false,
      mensaje: MENSAJES_ENVIO.sinRequerimientoCorreo,
    });
    expect(reglaEnvioCliente({ ...base, requerimientos: [], contactos: 0 })).toEqual({
      ok: false,
      mensaje: MENSAJES_ENVIO.sinRequerimientoCorreo,
    });
  });
  it('nothing to send is refused', () => {
    expect(reglaEnvioCliente({ ...base, candidatos: 0 })).toEqual({
      ok: false,
      mensaje: MENSAJES_ENVIO.sinCandidatos,
    });
  });
});

describe('contact form and catalogues', () => {
  it('requires name and a well-formed e-mail, with Spanish messages', () => {
    const r = FormularioContacto.safeParse({ nombre: ' ', correo: 'no-es-correo' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nombre', MENSAJES_ENVIO.nombreRequerido],
      ['correo', MENSAJES_ENVIO.correoInvalido],
    ]);
    expect(FormularioContacto.safeParse({ nombre: 'Ana', correo: '' }).error?.issues[0]?.message).toBe(
      MENSAJES_ENVIO.correoRequerido,
    );
    expect(FormularioContacto.parse({ nombre: ' Ana ', correo: ' ana@x.co ' })).toEqual({
      nombre: 'Ana',
      correo: 'ana@x.co',
      enviar: true,
    });
  });
  it('labels outbox states and invitation stages', () => {
    expect([0, 1, 2].map((v) => ESTADO_MENSAJE_SALIENTE.etiqueta(v))).toEqual([
      'Pendiente',
      'Enviado',
      'Error',
    ]);
    expect([0, 1, 2, 3, 4, 5].filter(etapaAdmiteInvitacion)).toEqual([2, 3, 4]);
  });
});
