/**
 * The monthly retention job as the server starts it: its cron schedule in pg-boss (Bogotá), and a run on a clock two
 * years ahead notices by e-mail the person whose CV nobody touched, logging counts and ids only.
 */
import { fabricasDe } from '@talento/api/testing/fabricas';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { sumarDiasInstante } from '@talento/rules';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';
import { esperar } from '../testing/esperar';
import { COLA_RETENCION_DATOS, iniciarRetencionDatos, type RetencionDatos } from './retencion';

let db: TestDatabase;
let observador: PgBoss | undefined;
let trabajo: RetencionDatos | undefined;

beforeAll(async () => {
  db = await createTestDatabase('retencion_datos_servidor');
});
afterAll(async () => {
  await trabajo?.detener();
  await observador?.stop({ graceful: false });
  await db?.drop();
});

describe('retención mensual de datos personales en pg-boss', () => {
  it('registers the monthly Bogotá schedule; a run two years ahead notices the old CV and logs no personal data', async () => {
    const sql = () => db.orm.em.fork().getConnection();
    const persona = await fabricasDe(db.orm).hojaDeVida();
    await sql().execute(`update hoja_de_vida set fecha_modificacion = '2021-01-15' where id = ?`, [
      persona.hojaDeVidaId,
    ]);
    await sql().execute(`update candidato set updated_at = '2021-01-15' where id = ?`, [persona.id]);
    await sql().execute(
      `update politica_retencion set activa = true, anos_sin_actualizar = 5, dias_aviso = 30`,
    );

    const lineas: { nivel: string; msg: string; obj: Record<string, unknown> }[] = [];
    const log = (nivel: string) => (obj: object, msg: string) =>
      void lineas.push({ nivel, msg, obj: obj as Record<string, unknown> });
    const logger: LoggerOutbox = {
      info: log('info'),
      warn: log('warn'),
      error: log('error'),
      debug: log('debug'),
    };
    const reloj = sumarDiasInstante(new Date(), 2 * 366);
    trabajo = await iniciarRetencionDatos({
      orm: db.orm,
      databaseUrl: db.url,
      logger,
      cron: '0 3 1 * *',
      sondeoSegundos: 0.5,
      reloj: () => reloj,
    });

    observador = new PgBoss({
      connectionString: db.url,
      schema: ESQUEMA_PGBOSS,
      supervise: false,
      schedule: false,
    });
    await observador.start();
    const programas = await observador.getSchedules(COLA_RETENCION_DATOS);
    expect(programas.map((p) => ({ cron: p.cron, timezone: p.timezone }))).toEqual([
      { cron: '0 3 1 * *', timezone: 'America/Bogota' },
    ]);
    expect((await observador.getQueue(COLA_RETENCION_DATOS))?.policy).toBe('exclusive');

    const id = await trabajo.correrAhora();
    expect(id).not.toBeNull();
    const terminada = () => lineas.find((l) => l.msg === 'retención: corrida terminada');
    await esperar(() => terminada() !== undefined);
    const resumen = terminada()!.obj;
    expect(resumen).toMatchObject({ activa: true, anonimizados: [], rechazados: [] });
    expect(resumen.avisados).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(lineas)).not.toContain(persona.email);
    const [correo] = await sql().execute<{ n: number }[]>(
      `select count(*)::int as n from mensaje_saliente where destino = ? and payload->>'texto' like '%/autorizacion-datos/%'`,
      [persona.email],
    );
    expect(correo!.n).toBe(1);
    expect(lineas.filter((l) => l.nivel === 'error')).toEqual([]);
  }, 60_000);
});
