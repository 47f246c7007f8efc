import { MENSAJES } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { mensajeDeLogin } from './formulario-login';
import { recibirPermisos } from './ingreso';
import { AlmacenEnMemoria } from './testing/almacen-en-memoria';

describe('mensajeDeLogin (spec 03 §8)', () => {
  it('sin respuesta del servidor (red caída) pide revisar la conexión', () => {
    expect(mensajeDeLogin({ message: 'Failed to fetch', data: undefined })).toBe(
      'Verifica tu conexión a Internet o tus permisos',
    );
    expect(mensajeDeLogin({ message: 'Failed to fetch', data: null })).toBe(MENSAJES.login.conexion);
  });

  it('credenciales rechazadas y demás respuestas del servidor: "Revisa tus credenciales o permisos"; el bloqueo, con el texto del servidor', () => {
    expect(mensajeDeLogin({ message: 'x', data: { code: 'UNAUTHORIZED' } })).toBe(
      'Revisa tus credenciales o permisos',
    );
    expect(mensajeDeLogin({ message: 'x', data: { code: 'INTERNAL_SERVER_ERROR' } })).toBe(
      MENSAJES.login.credenciales,
    );
    expect(mensajeDeLogin({ message: MENSAJES.login.bloqueado, data: { code: 'TOO_MANY_REQUESTS' } })).toBe(
      MENSAJES.login.bloqueado,
    );
  });

  it('la base de datos reiniciándose (503): el mensaje del servidor, no "Revisa tus credenciales"', () => {
    const caida = { message: MENSAJES.errores.baseNoDisponible, data: { code: 'SERVICE_UNAVAILABLE' } };
    expect(mensajeDeLogin(caida)).toBe(MENSAJES.errores.baseNoDisponible);
  });
});

describe('recibirPermisos', () => {
  it('con los permisos recibidos no toca el almacenamiento ni la sesión', async () => {
    const local = new AlmacenEnMemoria();
    const sesion = new AlmacenEnMemoria();
    local.setItem('a', '1');
    sesion.setItem('b', '2');
    let cerrada = false;
    const r = await recibirPermisos({
      cargar: () => Promise.resolve({}),
      cerrarSesion: () => Promise.resolve((cerrada = true)),
      almacenes: [local, sesion],
    });
    expect(r).toBeNull();
    expect([local.length, sesion.length, cerrada]).toEqual([1, 1, false]);
  });

  it('si fallan: "Ocurrio un error al recibir tus permisos", limpia local y session storage y cierra la sesión', async () => {
    const local = new AlmacenEnMemoria();
    const sesion = new AlmacenEnMemoria();
    local.setItem('talento:filtros:x', '{}');
    sesion.setItem('b', '2');
    let cerrada = false;
    const r = await recibirPermisos({
      cargar: () => Promise.reject(new Error('500')),
      cerrarSesion: () => Promise.resolve((cerrada = true)),
      almacenes: [local, sesion],
    });
    expect(r).toBe('Ocurrio un error al recibir tus permisos');
    expect([local.length, sesion.length, cerrada]).toEqual([0, 0, true]);
  });

  it('un cierre de sesión que también falla no cambia el mensaje', async () => {
    const r = await recibirPermisos({
      cargar: () => Promise.reject(new Error('red')),
      cerrarSesion: () => Promise.reject(new Error('red')),
      almacenes: [],
    });
    expect(r).toBe(MENSAJES.login.errorPermisos);
  });
});
