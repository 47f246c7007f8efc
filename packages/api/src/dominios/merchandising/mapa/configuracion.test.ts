/** mapa.configuracion: the Maps key the server passes in its context, only for who may see the map (read_reporte). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe } from '../../../testing';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('mapa_configuracion');
});
afterAll(async () => {
  await db?.drop();
});

describe('mapa.configuracion', () => {
  it('con clave en la configuración del servidor, la devuelve tal cual', async () => {
    const { caller } = await callerFor(db.orm, {
      usuario: 'gerente',
      portal: 'staff',
      configuracion: { googleMapsApiKey: 'AIza-clave-de-prueba' },
    });
    expect(await caller.mapa.configuracion()).toEqual({ googleMapsApiKey: 'AIza-clave-de-prueba' });
  });

  it('sin clave responde null (la pantalla dibuja el mapa simple)', async () => {
    const { caller } = await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' });
    expect(await caller.mapa.configuracion()).toEqual({ googleMapsApiKey: null });
  });

  it('sin read_reporte (reclutador, portal cliente) se niega, aunque haya clave; sin sesión, UNAUTHORIZED', async () => {
    const configuracion = { googleMapsApiKey: 'AIza-clave-de-prueba' };
    const reclutador = await callerFor(db.orm, { usuario: 'reclutador', portal: 'staff', configuracion });
    const e = await errorDe(reclutador.caller.mapa.configuracion());
    expect(e.code).toBe('FORBIDDEN');
    expect(e.message).toBe(MENSAJES.shell.sinPermisos);
    const cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente', configuracion });
    expect((await errorDe(cliente.caller.mapa.configuracion())).code).toBe('FORBIDDEN');
    const anonimo = await callerFor(db.orm, { portal: 'staff', configuracion });
    expect((await errorDe(anonimo.caller.mapa.configuracion())).code).toBe('UNAUTHORIZED');
  });
});
