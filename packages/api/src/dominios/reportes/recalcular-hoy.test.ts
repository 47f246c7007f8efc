/**
 * "Recalcular ahora" (issue 35): today's figures lag the job by up to 10 minutes, so a figure opened a list of a
 * different size; recomputing today on demand makes the figure and its rows agree, and says when it was computed.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { fechaEnZonaNegocio, lunesDeSemana } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { calcularIndicadores } from './servicios/pendientes';
import { nuevoEscenario } from './testing/escenario';
import { usuarioReporte } from './testing/usuarios';

let db: TestDatabase;
let jefe: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('reportes_recalcular_hoy');
  [jefe] = await sesionesStaff(db.orm, 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

describe('reportes.recalcularHoy', () => {
  it("an order received after today's computation: the figure lags its rows until «Recalcular ahora», then they agree", async () => {
    const E = await nuevoEscenario(db.orm);
    const hoy = fechaEnZonaNegocio(new Date());
    const entrada = { fecha: hoy, sucursalId: E.sucursalId };
    await jefe.caller.reportes.informeGeneral(entrada);
    await calcularIndicadores(db.orm, new Date());
    await E.pedido({ solicitud: hoy, vacantes: 3 });

    const cifra = async () => {
      const informe = await jefe.caller.reportes.informeGeneral(entrada);
      expect(informe.calculando).toBe(false);
      return { valor: informe.semanas.at(-1)!.embudo.pedidosRecibidos, calculadoEn: informe.calculadoEn! };
    };
    const filas = await jefe.caller.reportes.filas({
      medida: 'pedidosRecibidos',
      desde: lunesDeSemana(hoy),
      hasta: hoy,
      sucursalId: E.sucursalId,
    });
    expect(filas.total).toBe(1);
    const antes = await cifra();
    expect(antes.valor).toBe(0);

    const r = await jefe.caller.reportes.recalcularHoy();
    expect(r.fecha).toBe(hoy);
    const despues = await cifra();
    expect(despues.valor).toBe(filas.total);
    expect(despues.calculadoEn.getTime()).toBeGreaterThan(antes.calculadoEn.getTime());
    expect(despues.calculadoEn.getTime()).toBe(r.calculadoEn.getTime());
  });

  it('only who reads the operations report may ask for it', async () => {
    const sin = await usuarioReporte(db.orm, { banderas: [] });
    const sesion = await callerFor(db.orm, { usuario: sin, portal: 'staff' });
    expect((await errorDe(sesion.caller.reportes.recalcularHoy())).code).toBe('FORBIDDEN');
  });
});
