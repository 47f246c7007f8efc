/**
 * The outbox's registry of deliveries covers every kind of row, and each delivery touches only its own kind: a row of
 * another kind (or no longer Pendiente) is left exactly as it was, and `pendientes` never lists another kind's rows.
 */
import { MensajeSaliente } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { EstadoMensajeSaliente, TipoMensajeSaliente } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entregasOutbox, type SistemasDeEntrega } from './entregas';

const TIPOS = Object.values(TipoMensajeSaliente);
/** External systems nobody listens on: a delivery that called them would fail, never pass silently. */
const SISTEMAS: SistemasDeEntrega = {
  correo: () => Promise.reject(new Error('no debía enviarse ningún correo')),
  push: () => Promise.resolve({ resultado: 'reintentar', error: 'no debía enviarse ninguna notificación' }),
  erp: { url: 'http://127.0.0.1:9', token: undefined },
  pruebas: { url: 'http://127.0.0.1:9', token: undefined },
  intentosCola: 3,
};
const NINGUNO: SistemasDeEntrega = { correo: null, push: null, erp: null, pruebas: null, intentosCola: 3 };

let db: TestDatabase;
/** One Pendiente row of each kind, by kind. */
const filas = new Map<TipoMensajeSaliente, number>();

beforeAll(async () => {
  db = await createTestDatabase('entregas_outbox');
  const em = db.orm.em.fork();
  for (const tipo of TIPOS) {
    const fila = em.create(MensajeSaliente, {
      tipo,
      destino: '',
      payload: {},
      estado: EstadoMensajeSaliente.PENDIENTE,
      intentos: 0,
      referencia: `prueba-registro:${tipo}`,
    });
    await em.flush();
    filas.set(tipo, fila.id);
  }
});
afterAll(async () => {
  await db?.drop();
});

const estadoDe = async (id: number) => {
  const f = await db.orm.em.fork().findOneOrFail(MensajeSaliente, { id });
  return { estado: f.estado, intentos: f.intentos, ultimoError: f.ultimoError };
};

describe('registro de entregas del outbox', () => {
  it('declares every kind once: delivered when its system is configured, otherwise a Spanish warning with the count', async () => {
    const todas = entregasOutbox(db.orm, SISTEMAS);
    expect(todas.sinConfigurar).toEqual([]);
    expect(todas.activas.map((e) => e.tipo).sort()).toEqual([...TIPOS].sort());
    expect(Object.fromEntries(todas.activas.map((e) => [e.tipo, e.modo]))).toEqual({
      correo: 'cola',
      push: 'cola',
      nomina: 'periodica',
      erp: 'periodica',
      pruebas: 'periodica',
    });
    for (const e of todas.activas) {
      expect(e.textos.enviado, e.tipo).toMatch(/^outbox: /);
      expect(e.textos.error, e.tipo).toMatch(/^outbox: .*error/);
    }

    const ninguna = entregasOutbox(db.orm, NINGUNO);
    expect(ninguna.activas).toEqual([]);
    expect(ninguna.sinConfigurar.map((e) => e.tipo).sort()).toEqual([...TIPOS].sort());
    for (const e of ninguna.sinConfigurar) {
      expect(e.aviso, e.tipo).toMatch(/no está configurado; .* quedan Pendientes/);
      expect(await e.contarPendientes(), e.tipo).toBeGreaterThanOrEqual(1);
    }
  });

  it("each delivery lists only its own kind's rows and leaves another kind's row untouched ('omitido')", async () => {
    const { activas } = entregasOutbox(db.orm, SISTEMAS);
    for (const entrega of activas) {
      const propia = filas.get(entrega.tipo)!;
      const pendientes = await entrega.pendientes(1000);
      expect(pendientes, entrega.tipo).toContain(propia);
      for (const [tipo, id] of filas)
        if (tipo !== entrega.tipo) expect(pendientes, entrega.tipo).not.toContain(id);

      for (const [tipo, id] of filas) {
        if (tipo === entrega.tipo) continue;
        const antes = await estadoDe(id);
        expect(await entrega.entregar(id), `${entrega.tipo} con una fila ${tipo}`).toEqual({
          resultado: 'omitido',
        });
        expect(await estadoDe(id), `${entrega.tipo} con una fila ${tipo}`).toEqual(antes);
      }
    }
  });

  it('a row no longer Pendiente is not delivered again by its own kind', async () => {
    const { activas } = entregasOutbox(db.orm, SISTEMAS);
    await db.orm.em
      .fork()
      .nativeUpdate(MensajeSaliente, { id: [...filas.values()] }, { estado: EstadoMensajeSaliente.ENVIADO });
    for (const entrega of activas) {
      const id = filas.get(entrega.tipo)!;
      expect(await entrega.pendientes(1000), entrega.tipo).not.toContain(id);
      expect(await entrega.entregar(id), entrega.tipo).toEqual({ resultado: 'omitido' });
      expect((await estadoDe(id)).estado, entrega.tipo).toBe(EstadoMensajeSaliente.ENVIADO);
    }
  });
});
