import { describe, expect, it } from 'vitest';
import { rutaDeRegreso } from './ruta-de-regreso';

const BASE = 'http://talento.invalid';

describe('rutaDeRegreso: the page to open after the login (no open redirect)', () => {
  it('staff: a staff path comes back as it was, query and anchor included', () => {
    expect(rutaDeRegreso('/pedido-detail/42', 'staff')).toBe('/pedido-detail/42');
    expect(rutaDeRegreso('/pedido-detail/42?pestana=candidatos#c-7', 'staff')).toBe(
      '/pedido-detail/42?pestana=candidatos#c-7',
    );
    expect(rutaDeRegreso('/clientes-list', 'staff')).toBe('/clientes-list');
  });

  it('cliente: a path under /cliente comes back as the portal router path', () => {
    expect(rutaDeRegreso('/cliente/pedido/42', 'cliente')).toBe('/pedido/42');
    expect(rutaDeRegreso('/cliente/pedido/42/candidato/7?x=1', 'cliente')).toBe('/pedido/42/candidato/7?x=1');
  });

  it.each([
    ['//evil.com', 'staff'],
    ['//evil.com/cliente/pedido/1', 'cliente'],
    ['/\\evil.com', 'staff'],
    ['/\\/evil.com', 'cliente'],
    ['https://evil.com/pedido-detail/42', 'staff'],
    ['https://evil.com/cliente/pedido/42', 'cliente'],
    ['http:/evil.com', 'staff'],
    ['javascript:alert(1)', 'staff'],
    ['evil.com', 'staff'],
    ['pedido-detail/42', 'staff'],
    ['/\t/evil.com', 'staff'],
    ['/\n/evil.com', 'cliente'],
    ['/ /evil.com', 'staff'],
    ['/a/..//evil.com', 'staff'],
    ['/cliente//evil.com', 'cliente'],
    ['', 'staff'],
    [null, 'cliente'],
    [undefined, 'staff'],
    [`/${'a'.repeat(2001)}`, 'staff'],
  ] as const)('refuses %j on the %s login (→ home)', (valor, portal) => {
    expect(rutaDeRegreso(valor, portal)).toBeNull();
  });

  it('a path of the other portal is ignored (→ home)', () => {
    expect(rutaDeRegreso('/cliente/pedido/42', 'staff')).toBeNull();
    expect(rutaDeRegreso('/cliente', 'staff')).toBeNull();
    expect(rutaDeRegreso('/cliente?x=1', 'staff')).toBeNull();
    expect(rutaDeRegreso('/pedido-detail/42', 'cliente')).toBeNull();
    expect(rutaDeRegreso('/clientex/pedido/42', 'cliente')).toBeNull();
    // `..` is resolved before judging: these land in the other portal.
    expect(rutaDeRegreso('/cliente/../pedido-detail/1', 'cliente')).toBeNull();
    expect(rutaDeRegreso('/x/../cliente/pedido/1', 'staff')).toBeNull();
  });

  it('the login itself and the home are not places to return to', () => {
    expect(rutaDeRegreso('/login', 'staff')).toBeNull();
    expect(rutaDeRegreso('/login?volver=/login', 'staff')).toBeNull();
    expect(rutaDeRegreso('/cliente/login', 'cliente')).toBeNull();
    expect(rutaDeRegreso('/cliente/', 'cliente')).toBeNull();
    expect(rutaDeRegreso('/', 'staff')).toBeNull();
  });

  it('whatever it accepts is a path of this site: one leading slash, resolving to the same origin', () => {
    const muestras = [
      '/a',
      '/%2F%2Fevil.com',
      '/a/..//evil.com',
      '/cliente/%5Cevil.com',
      '/a?next=//evil.com',
      '/cliente//evil.com',
      '/.//evil.com',
    ];
    for (const portal of ['staff', 'cliente'] as const) {
      for (const m of muestras) {
        const r = rutaDeRegreso(
          portal === 'cliente' && !m.startsWith('/cliente') ? `/cliente${m}` : m,
          portal,
        );
        if (r === null) continue;
        expect(r).toMatch(/^\/(?![/\\])/);
        expect(new URL(r, BASE).origin).toBe(BASE);
      }
    }
  });
});
