/**
 * Appointment invitations through the outbox against a real in-process SMTP server: the .ics travels as the
 * text/calendar part (read back from the raw message), a reschedule updates the same event (same UID, higher
 * SEQUENCE), a cancellation sends CANCEL, and correo_enviado turns true only when the server accepted the message.
 * The .ics is read back with ical.js (an independent RFC 5545 parser), not with our own `leerIcal`, so a mistake
 * shared by our writer and our reader cannot pass unseen.
 */
import { callerFor, type TestSession } from '@talento/api/testing';
import { fabricasDe } from '@talento/api/testing/fabricas';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { hoyIso, instanteEnBogota, sumarDias } from '@talento/rules';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alEntregarCorreo, entregarMensaje } from '@talento/api';
import { iniciarSmtpPrueba, type SmtpPrueba } from './smtp-prueba';
import { crearTransporte, type Transporte } from './transporte';

let db: TestDatabase;
let smtp: SmtpPrueba;
let transporte: Transporte;
let psicologa: TestSession;
let gerente: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('outbox_invitacion_cita');
  smtp = await iniciarSmtpPrueba();
  transporte = crearTransporte(smtp.url, 'citas@talento.test');
  psicologa = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' });
  gerente = await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' });
});
afterAll(async () => {
  transporte?.cerrar();
  await smtp?.cerrar();
  await db?.drop();
});

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);

/** Delivers the pending outbox rows of an appointment (a refused one stays pending for the next call). */
async function entregar(citaId: number): Promise<void> {
  const filas = await sql<{ id: string }>(
    'select id from mensaje_saliente where referencia = ? and estado = 0 order by id',
    [`cita:${citaId}`],
  );
  for (const f of filas) {
    const r = await entregarMensaje(db.orm, Number(f.id), {
      intentosMaximos: 2,
      enviar: (c) => transporte.enviar(c),
      alEntregar: alEntregarCorreo,
    });
    if (r.resultado !== 'enviado' && !smtp.fallar) throw new Error(`no se entregó: ${JSON.stringify(r)}`);
  }
}

/** The text/calendar part of a raw MIME message, decoded (base64, quoted-printable or plain). */
function parteCalendario(crudo: string): { metodo: string | undefined; texto: string } {
  const partes = crudo.split(/\r?\n--[^\r\n]+\r?\n/);
  const parte = partes.find((p) => /^content-type:\s*text\/calendar/im.test(p));
  if (!parte) throw new Error('El correo no trae la parte text/calendar');
  const corte = parte.search(/\r?\n\r?\n/);
  const cabeceras = parte.slice(0, corte);
  const cuerpo = parte
    .slice(corte)
    .replace(/^\r?\n\r?\n/, '')
    .replace(/\r?\n--[^\r\n]*--\s*$/, '');
  const codificacion = /content-transfer-encoding:\s*([\w-]+)/i.exec(cabeceras)?.[1]?.toLowerCase();
  let texto = cuerpo;
  if (codificacion === 'base64') texto = Buffer.from(cuerpo.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (codificacion === 'quoted-printable') {
    const bytes = cuerpo
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) => String.fromCharCode(parseInt(h, 16)));
    texto = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { metodo: /method=("?)(\w+)\1/i.exec(cabeceras)?.[2], texto };
}

/** The invitation as a calendar client reads it: parsed by ical.js, the VEVENT's fields. */
function leerInvitacion(texto: string) {
  const calendario = ICAL.Component.fromString(texto);
  const vevent = calendario.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('El .ics no trae VEVENT');
  const evento = new ICAL.Event(vevent);
  const organizador = vevent.getFirstProperty('organizer');
  return {
    metodo: calendario.getFirstPropertyValue('method'),
    uid: evento.uid,
    secuencia: evento.sequence,
    inicio: evento.startDate.toJSDate(),
    lugar: evento.location,
    organizador: { cn: organizador?.getParameter('cn'), valor: organizador?.getFirstValue() },
    estado: vevent.getFirstPropertyValue('status'),
  };
}

const ultimoRecibido = () => {
  const m = smtp.recibidos.at(-1);
  if (!m) throw new Error('El servidor SMTP no recibió nada');
  return m;
};

describe('appointment invitation e-mail (.ics) over real SMTP', () => {
  it('create → REQUEST, reschedule → same UID higher SEQUENCE, "no continúa" → CANCEL; correo_enviado only after delivery', async () => {
    const persona = await fabricasDe(db.orm).hojaDeVida();
    const encargado = (await psicologa.caller.auth.me()).usuario.id;
    const fecha = instanteEnBogota(sumarDias(hoyIso(), 3), 10, 0);
    const r = await psicologa.caller.citas.crear({
      documento: persona.documento,
      candidatoId: persona.id,
      razonEntrevista: 1,
      encargadoId: encargado,
      fechaHoraEntrevista: fecha,
    });
    if (r.resultado !== 'creada') throw new Error('no creada');
    const enviado = async (id: number) =>
      (await sql<{ correo_enviado: boolean }>('select correo_enviado from cita where id = ?', [id]))[0]
        ?.correo_enviado;

    // Queued but refused by the server: still not sent.
    smtp.fallar = true;
    await entregar(r.id);
    expect(await enviado(r.id)).toBe(false);
    smtp.fallar = false;
    await entregar(r.id);
    expect(await enviado(r.id)).toBe(true);

    const creada = ultimoRecibido();
    expect(creada.para).toEqual([persona.email]);
    const ics = parteCalendario(creada.crudo);
    expect(ics.metodo).toBe('REQUEST');
    const creadaIcs = leerInvitacion(ics.texto);
    expect(creadaIcs.metodo).toBe('REQUEST');
    expect(creadaIcs.inicio.toISOString()).toBe(fecha.toISOString());
    expect(creadaIcs.lugar).toContain('Bogotá Norte, Calle 100 # 19-61, oficina 502');
    expect(creadaIcs.organizador.cn).toBe('Paula Sánchez Ortiz');
    expect(creadaIcs.organizador.valor).toMatch(/^mailto:.+@/i);
    expect(creadaIcs.secuencia).toBe(0);
    const uid = creadaIcs.uid;
    expect(uid).toMatch(/@talento$/);

    const version = (await psicologa.caller.citas.obtener({ id: r.id })).version;
    const nueva = instanteEnBogota(sumarDias(hoyIso(), 4), 15, 30);
    const re = await psicologa.caller.citas.reagendar({
      citaId: r.id,
      version,
      razonReagendamiento: 'Pidió la tarde',
      razonEntrevista: 1,
      encargadoId: encargado,
      fechaHoraEntrevista: nueva,
      requisitoIds: [],
    });
    if (re.resultado !== 'reagendada') throw new Error(re.mensaje);
    expect(await enviado(re.id)).toBe(false);
    await entregar(re.id);
    expect(await enviado(re.id)).toBe(true);
    const movida = leerInvitacion(parteCalendario(ultimoRecibido().crudo).texto);
    expect(movida).toMatchObject({ metodo: 'REQUEST', uid, secuencia: 1 });
    expect(movida.inicio.toISOString()).toBe(nueva.toISOString());
    expect(movida.lugar).toContain('Bogotá Norte, Calle 100 # 19-61, oficina 502');
    expect(movida.organizador.cn).toBe('Paula Sánchez Ortiz');

    const v2 = (await gerente.caller.citas.obtener({ id: re.id })).version;
    await gerente.caller.citas.cambiarEstado2({ id: re.id, version: v2, estadoId: 7 });
    await entregar(re.id);
    const cancelada = parteCalendario(ultimoRecibido().crudo);
    expect(cancelada.metodo).toBe('CANCEL');
    expect(leerInvitacion(cancelada.texto)).toMatchObject({
      metodo: 'CANCEL',
      uid,
      secuencia: 2,
      estado: 'CANCELLED',
    });
  });
});
