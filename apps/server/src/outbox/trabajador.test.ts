/** The outbox delivery worker against a real in-process SMTP server (smtp-server on 127.0.0.1). */
import { callerFor } from '@talento/api/testing';
import { MensajeSaliente } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { iniciarSmtpPrueba, type SmtpPrueba } from './smtp-prueba';
import { esperarAsentado } from '../testing/cola';
import {
  COLA_CORREO,
  iniciarOutbox,
  sinCorreos,
  type LoggerOutbox,
  type OpcionesOutbox,
  type TrabajadorOutbox,
} from './trabajador';
import { esperar } from '../testing/esperar';

let db: TestDatabase;
let smtp: SmtpPrueba;
const trabajadores: TrabajadorOutbox[] = [];

interface Fila {
  id: string;
  estado: number;
  intentos: number;
  ultimo_error: string | null;
  enviado_en: string | null;
}

const fila = async (id: number): Promise<Fila> => {
  const [f] = await db.orm.em
    .fork()
    .getConnection()
    .execute<Fila[]>('select * from mensaje_saliente where id = ?', [id]);
  if (!f) throw new Error(`mensaje ${id} no existe`);
  return f;
};

async function encolar(
  para: string[],
  asunto: string,
  texto: string,
  referencia = 'pedido:1',
): Promise<number> {
  const em = db.orm.em.fork();
  // The row exactly as packages/api/src/nucleo/outbox/encolar.ts writes it.
  const m = em.create(MensajeSaliente, {
    tipo: 'correo',
    destino: para.join(';'),
    payload: { para, asunto, texto, html: null },
    estado: 0,
    intentos: 0,
    referencia,
  });
  await em.flush();
  return m.id;
}

function registro() {
  const lineas: { nivel: string; msg: string; obj: object }[] = [];
  const log = (nivel: string) => (obj: object, msg: string) => void lineas.push({ nivel, msg, obj });
  const logger: LoggerOutbox = {
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    debug: log('debug'),
  };
  return { lineas, logger };
}

async function iniciar(extra: Partial<OpcionesOutbox> = {}) {
  const { lineas, logger } = registro();
  const t = await iniciarOutbox({
    orm: db.orm,
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    mailFrom: 'Talento <no-responder@talento.local>',
    logger,
    intervaloMs: 500,
    sondeoSegundos: 0.5,
    intentosMaximos: 3,
    retrasoSegundos: 1,
    retrasoMaximoSegundos: 2,
    ...extra,
  });
  trabajadores.push(t);
  return { t, lineas };
}

beforeAll(async () => {
  db = await createTestDatabase('outbox');
  smtp = await iniciarSmtpPrueba();
});
afterEach(async () => {
  await Promise.all(trabajadores.splice(0).map((t) => t.detener()));
  smtp.fallar = false;
  smtp.recibidos.length = 0;
});
afterAll(async () => {
  await smtp?.cerrar();
  await db?.drop();
});

describe('outbox: entrega de correos', () => {
  it('sends a queued e-mail with its to/subject/body and marks the row Enviado', async () => {
    const id = await encolar(
      ['camila@cliente.demo', 'jorge@cliente.demo'],
      'Candidatos enviados',
      'Hola, estos son los candidatos.',
    );
    await iniciar();
    await esperar(async () => (await fila(id)).estado === 1);

    const f = await fila(id);
    expect(f).toMatchObject({ estado: 1, intentos: 1, ultimo_error: null });
    expect(f.enviado_en).not.toBeNull();
    expect(smtp.recibidos).toHaveLength(1);
    const [correo] = smtp.recibidos;
    expect(correo!.de).toBe('no-responder@talento.local');
    expect(correo!.para).toEqual(['camila@cliente.demo', 'jorge@cliente.demo']);
    expect(correo!.crudo).toMatch(/^Subject: Candidatos enviados$/m);
    expect(correo!.crudo).toContain('Hola, estos son los candidatos.');
  });

  it('retries an SMTP failure with backoff and finally marks the row Error with the last error', async () => {
    smtp.fallar = true;
    const id = await encolar(['rechazo@cliente.demo'], 'Reintento', 'Cuerpo');
    const { lineas } = await iniciar();
    await esperar(async () => (await fila(id)).estado === 2, 25_000);

    const f = await fila(id);
    expect(f).toMatchObject({ estado: 2, intentos: 3, enviado_en: null });
    expect(f.ultimo_error).toMatch(/451|ocupado/);
    expect(smtp.recibidos).toHaveLength(0);
    expect(lineas.filter((l) => l.msg.includes('se reintentará'))).toHaveLength(2);
    expect(lineas.some((l) => l.nivel === 'error' && l.msg.includes('marcado con error'))).toBe(true);
    // An Error row is never picked up again.
    smtp.fallar = false;
    const otro = await encolar(['ok@cliente.demo'], 'Despues', 'ok');
    await esperar(async () => (await fila(otro)).estado === 1);
    expect((await fila(id)).estado).toBe(2);
  }, 40_000);

  it('an Error e-mail retried from the order panel (candidatosPedido.reintentarCorreo) is delivered on the next pass', async () => {
    smtp.fallar = true;
    const [pedido] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from pedido where not es_hijo order by id limit 1');
    const id = await encolar(
      ['reintento@cliente.demo'],
      'Reintento manual',
      'Cuerpo',
      `pedido:${pedido!.id}`,
    );
    await iniciar({ intentosMaximos: 1 });
    await esperar(async () => (await fila(id)).estado === 2);
    expect(smtp.recibidos).toHaveLength(0);

    smtp.fallar = false;
    const jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
    await jefe.caller.candidatosPedido.reintentarCorreo({ pedidoId: pedido!.id, id });
    await esperar(async () => (await fila(id)).estado === 1);
    expect(await fila(id)).toMatchObject({ estado: 1, intentos: 1, ultimo_error: null });
    expect(smtp.recibidos.filter((c) => c.para.includes('reintento@cliente.demo'))).toHaveLength(1);
  }, 30_000);

  it('without SMTP_URL leaves the row Pendiente and says so in the log', async () => {
    const id = await encolar(['nadie@cliente.demo'], 'Sin SMTP', 'Cuerpo');
    const { t, lineas } = await iniciar({ smtpUrl: undefined });
    // A whole pump pass hands nothing to any queue: no worker can send it, now or later.
    expect(await t.bombear()).toBe(0);
    expect(await fila(id)).toMatchObject({ estado: 0, intentos: 0, ultimo_error: null, enviado_en: null });
    expect(smtp.recibidos).toHaveLength(0);
    expect(lineas.some((l) => l.nivel === 'warn' && l.msg.includes('SMTP_URL no está configurado'))).toBe(
      true,
    );
  });

  it('two server instances never send the same row twice', async () => {
    // Rows left Pendiente by the previous test are delivered too.
    const ids = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => encolar([`p${n}@cliente.demo`], `Correo ${n}`, `Cuerpo ${n}`)),
    );
    await Promise.all([iniciar(), iniciar()]);
    // Settled: every row sent and no job of either instance in course, so no late duplicate can follow.
    await esperarAsentado(db.orm, COLA_CORREO, async () =>
      (await Promise.all(ids.map(fila))).every((f) => f.estado === 1),
    );
    const destinos = smtp.recibidos.flatMap((c) => c.para).filter((d) => d.startsWith('p'));
    expect(destinos.sort()).toEqual([
      'p1@cliente.demo',
      'p2@cliente.demo',
      'p3@cliente.demo',
      'p4@cliente.demo',
      'p5@cliente.demo',
      'p6@cliente.demo',
    ]);
    for (const id of ids) expect((await fila(id)).intentos).toBe(1);
  });

  it('masks e-mail addresses in logged SMTP errors', () => {
    expect(sinCorreos('550 5.1.1 <ana@x.co>: Recipient address rejected')).toBe(
      '550 5.1.1 <<correo>>: Recipient address rejected',
    );
  });
});
