import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { CITAS_PAGE_SIZE, hoyIso, instanteEnBogota, MENSAJES_CITAS as M, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { fabricasDe } from '../../testing/fabricas';
import { listarCitas } from './servicios/listar';
import {
  CLIENTE_DENTRO,
  CLIENTE_FUERA,
  enDias,
  entradaCrear,
  filaCita,
  idCliente,
  idUsuario,
  sqlDe,
} from './testing/apoyo';

let db: TestDatabase;
let psicologa: TestSession;
let admin: TestSession;
let gerente: TestSession;
let ejecutivo: TestSession;
let fabricas: ReturnType<typeof fabricasDe>;
let encargado: number;
let encargadoTodos: number;
let dentro: number;
let fuera: number;

beforeAll(async () => {
  db = await createTestDatabase('citas_lecturas');
  [psicologa, admin, gerente, ejecutivo] = await sesionesStaff(
    db.orm,
    'psicologa',
    'admin',
    'gerente',
    'ejecutivo',
  );
  fabricas = fabricasDe(db.orm);
  encargado = await idUsuario(db, 'psicologa');
  encargadoTodos = await idUsuario(db, 'admin');
  dentro = await idCliente(db, CLIENTE_DENTRO);
  fuera = await idCliente(db, CLIENTE_FUERA);
});
afterAll(async () => {
  await db?.drop();
});

async function cita(
  quien: TestSession,
  clienteId: number | null,
  fecha: Date,
  extra: { nombre?: string; comentario?: string } = {},
) {
  const persona = await fabricas.hojaDeVida(extra.nombre ? { nombre: extra.nombre } : {});
  // The psychologist may not be in charge of the other client's appointments (not in her list): the admin is.
  const r = await quien.caller.citas.crear(
    entradaCrear(persona.documento, persona.id, clienteId === fuera ? encargadoTodos : encargado, {
      razonEntrevista: clienteId ? 0 : 1,
      clienteId,
      fechaHoraEntrevista: fecha,
      ...(extra.comentario ? { comentario: extra.comentario } : {}),
    }),
  );
  if (r.resultado !== 'creada') throw new Error('no creada');
  return { id: r.id, persona };
}

describe('citas.listar', () => {
  it('15 per page, newest interview first, 20-character comment preview, client scope in the query', async () => {
    const marca = 'Anacleta';
    const propia = await cita(admin, dentro, enDias(20, 9), {
      nombre: marca,
      comentario: 'Traer certificados laborales y cédula',
    });
    const sinCliente = await cita(admin, null, enDias(20, 10), { nombre: marca });
    const ajena = await cita(admin, fuera, enDias(20, 11), { nombre: marca });
    const ver = await psicologa.caller.citas.listar({ nombreCandidato: marca.toLowerCase() });
    expect(ver.filas.map((f) => f.id)).toEqual([sinCliente.id, propia.id]); // newest first; the other client's is not there
    expect(ver.total).toBe(2);
    expect(ver.filas[1]).toMatchObject({
      candidatoId: propia.persona.id,
      comentario: 'Traer certificados l',
      cliente: { id: dentro },
      encargado: { id: encargado },
      correoEnviado: false,
    });
    expect((await admin.caller.citas.listar({ nombreCandidato: marca })).filas.map((f) => f.id)).toEqual([
      ajena.id,
      sinCliente.id,
      propia.id,
    ]);
    // Asking for the other client's appointments by id gives nothing either.
    expect((await psicologa.caller.citas.listar({ clienteId: fuera })).total).toBe(0);

    const todas = await admin.caller.citas.listar({});
    expect(todas.filas).toHaveLength(CITAS_PAGE_SIZE);
    expect(todas.tamanoPagina).toBe(15);
    const fechas = todas.filas.map((f) => f.fechaHoraEntrevista.getTime());
    expect([...fechas].sort((a, b) => b - a)).toEqual(fechas);
    const segunda = await admin.caller.citas.listar({ pagina: 2 });
    expect(segunda.filas.some((f) => todas.filas.some((t) => t.id === f.id))).toBe(false);
    expect(todas.totalAcotado).toBe(false); // far fewer than CITAS_TOPE_CONTEO here
  });

  it('the candidate-name filter matches word by word, so "Nombre Apellido" finds a person without a second name', async () => {
    const c = await cita(admin, null, enDias(22, 9), { nombre: 'Gumersinda' });
    expect(c.persona.nombre).toMatch(/^Gumersinda \S/); // nombre1 + apellido1, no nombre2: the indexed text has two spaces
    const ids = async (texto: string) =>
      (await admin.caller.citas.listar({ nombreCandidato: texto })).filas.map((f) => f.id);
    expect(await ids(c.persona.nombre)).toEqual([c.id]);
    expect(await ids(`  ${c.persona.nombre.toUpperCase()} `)).toEqual([c.id]);
    expect(await ids('Gumersinda Inexistente')).toEqual([]);
  });

  it('the count stops at the cap past the page and says there are more (no full scan of 300,000 appointments)', async () => {
    const marca = 'Eustaquia';
    for (let i = 0; i < 5; i++) await cita(admin, null, enDias(21, 8 + i), { nombre: marca });
    const sesion = await admin.sesion();
    if (!sesion) throw new Error('sin sesión');
    const filtro = { nombreCandidato: marca, pagina: 1 };
    const em = db.orm.em.fork();
    expect(await listarCitas(em, sesion.usuario, filtro, 3)).toMatchObject({ total: 3, totalAcotado: true });
    expect(await listarCitas(em, sesion.usuario, filtro, 5)).toMatchObject({ total: 5, totalAcotado: false });
    // From page 2 the cap counts past that page's offset: 15 + 3 rows at most, here all 5.
    expect(await listarCitas(em, sesion.usuario, { ...filtro, pagina: 2 }, 3)).toMatchObject({
      total: 5,
      totalAcotado: false,
      filas: [],
    });
  });

  it('filters: client, reason, state 1, branch, created by; date range, state 2 and the date field need change_E2 or change_encargado; manager and city change_encargado', async () => {
    const a = await cita(admin, dentro, enDias(25, 9), { nombre: 'Filomena' });
    const fila = await filaCita(db, a.id);
    await admin.caller.citas.cambiarEstado1({ id: a.id, version: fila.version, estadoId: 4 });
    const sucursalAdmin = await sqlDe(db).uno("select id from sucursal where nombre = 'Bogotá Centro'");
    const porTodo = await psicologa.caller.citas.listar({
      clienteId: dentro,
      razonEntrevista: 0,
      estado1: 4,
      sucursalId: sucursalAdmin,
      usuarioCreadorId: await idUsuario(db, 'admin'),
      nombreCandidato: 'Filomena',
    });
    expect(porTodo.filas.map((f) => f.id)).toEqual([a.id]);
    expect((await psicologa.caller.citas.listar({ nombreCandidato: 'Filomena', estado1: 2 })).total).toBe(0);

    const dia = sumarDias(hoyIso(), 25);
    for (const f of [
      { estado2: 5 },
      { desde: dia },
      { hasta: dia },
      { campoFecha: 'creacion' as const },
      { encargadoId: encargado },
      { ciudadId: 1 },
    ]) {
      const e = await errorDe(psicologa.caller.citas.listar(f));
      expect(e, JSON.stringify(f)).toMatchObject({ code: 'FORBIDDEN', message: M.filtroNoPermitido });
    }
    // gerente has change_E2 and change_encargado.
    const rango = await gerente.caller.citas.listar({
      desde: dia,
      hasta: dia,
      encargadoId: encargado,
      nombreCandidato: 'Filomena',
    });
    expect(rango.filas.map((f) => f.id)).toEqual([a.id]);
    expect(
      (await gerente.caller.citas.listar({ desde: sumarDias(dia, 1), nombreCandidato: 'Filomena' })).total,
    ).toBe(0);
    // The date field: created today, interview in 25 days.
    expect(
      (
        await gerente.caller.citas.listar({
          campoFecha: 'creacion',
          desde: hoyIso(),
          hasta: hoyIso(),
          nombreCandidato: 'Filomena',
        })
      ).total,
    ).toBe(1);
    expect(
      (await gerente.caller.citas.listar({ campoFecha: 'creacion', desde: dia, nombreCandidato: 'Filomena' }))
        .total,
    ).toBe(0);
  });
});

describe('citas.obtener', () => {
  it('the detail with "Vencida" from the candidate latest result; another client is NOT_FOUND', async () => {
    const persona = await fabricas.hojaDeVida();
    const { requisitos } = await admin.caller.citas.catalogos();
    const [vencido, vigente, borde, ultimoDia] = requisitos;
    const r = await admin.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, encargado, {
        razonEntrevista: 0,
        clienteId: dentro,
        requisitoIds: [vencido!.id, vigente!.id, borde!.id, ultimoDia!.id],
        fechaHoraEntrevista: enDias(3),
      }),
    );
    if (r.resultado !== 'creada') throw new Error('no creada');
    // A result done long ago (past any validity) and one done today.
    await sqlDe(db).sql(
      `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, created_at, version)
       values (?, ?, current_date - 5000, 1, false, now(), 1), (?, ?, current_date, 1, false, now(), 1)`,
      [persona.hojaDeVidaId, vencido!.id, persona.hojaDeVidaId, vigente!.id],
    );
    // valido_fecha (spec 03 §3): realisation + validity days still in the future. On Bogotá's today it is not
    // (Vencida, like the CV's panel); one day later it still is.
    const realizadoHace = async (requisitoId: number, dias: number) => {
      const validez = await sqlDe(db).uno('select validez_dias as id from requisito where id = ?', [
        requisitoId,
      ]);
      await sqlDe(db).sql(
        `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, created_at, version)
         values (?, ?, ?::date, 1, false, now(), 1)`,
        [persona.hojaDeVidaId, requisitoId, sumarDias(hoyIso(), dias - validez)],
      );
    };
    await realizadoHace(borde!.id, 0);
    await realizadoHace(ultimoDia!.id, 1);
    const d = await psicologa.caller.citas.obtener({ id: r.id });
    const vencida = (id: number) => d.requisitos.find((x) => x.requisitoId === id)?.vencida;
    expect(vencida(vencido!.id)).toBe(true);
    expect(vencida(vigente!.id)).toBe(false);
    expect(vencida(borde!.id)).toBe(true);
    expect(vencida(ultimoDia!.id)).toBe(false);
    const enHv = await psicologa.caller.hojasDeVida.requisitosPersona({ candidatoId: persona.id });
    expect(enHv.requisitos.find((x) => x.requisitoId === borde!.id)?.vencida).toBe(true);
    const ajena = await cita(admin, fuera, enDias(3, 15));
    expect((await errorDe(psicologa.caller.citas.obtener({ id: ajena.id }))).code).toBe('NOT_FOUND');
    expect((await admin.caller.citas.obtener({ id: ajena.id })).cliente?.id).toBe(fuera);
  });
});

describe('citas.hoy (reception)', () => {
  it("today's appointments of the user's branch in time order, without rescheduled ones; check-in sets the arrival time", async () => {
    // The psychologist's clock is 07:00 in Bogotá today, so the day's appointments are all ahead.
    const reloj = instanteEnBogota(hoyIso(), 7, 0);
    const temprano = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff', now: () => reloj });
    const tarde = await cita(temprano, dentro, instanteEnBogota(hoyIso(), 16, 0));
    const manana = await cita(temprano, null, instanteEnBogota(hoyIso(), 9, 30));
    await cita(temprano, dentro, instanteEnBogota(sumarDias(hoyIso(), 1), 9, 0)); // tomorrow
    // The admin on the same clock: at 23:00 the appointment would already be past on the real one (runs after 23:00 in Bogotá).
    const adminTemprano = await callerFor(db.orm, { usuario: 'admin', portal: 'staff', now: () => reloj });
    const ajena = await cita(adminTemprano, fuera, instanteEnBogota(hoyIso(), 23, 0)); // admin's branch, other client
    const vista = await temprano.caller.citas.hoy();
    expect(vista.sucursal?.nombre).toBe('Bogotá Norte');
    const ids = vista.citas.map((c) => c.id);
    expect(ids.indexOf(manana.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(manana.id)).toBeLessThan(ids.indexOf(tarde.id));
    expect(ids).not.toContain(ajena.id);
    expect(
      vista.citas.every(
        (c) =>
          c.fechaHoraEntrevista >= instanteEnBogota(hoyIso(), 0, 0) &&
          c.fechaHoraEntrevista < instanteEnBogota(sumarDias(hoyIso(), 1), 0, 0),
      ),
    ).toBe(true);
    // Check-in from reception is state 1 "llegó": arrival at the caller's now.
    const fila = vista.citas.find((c) => c.id === manana.id)!;
    await temprano.caller.citas.cambiarEstado1({ id: fila.id, version: fila.version, estadoId: 2 });
    const luego = (await temprano.caller.citas.hoy()).citas.find((c) => c.id === manana.id);
    expect(luego).toMatchObject({ estado1: { id: 2 }, fechaHoraLlegada: reloj });
    // Each user sees their own branch's: the admin's (Bogotá Centro) has the admin's one; the ejecutivo's
    // (Medellín, with read_cita) has none of the psychologist's.
    expect((await adminTemprano.caller.citas.hoy()).citas.map((c) => c.id)).toContain(ajena.id);
    expect((await ejecutivo.caller.citas.hoy()).citas.map((c) => c.id)).not.toContain(manana.id);
  });

  it('a staff user without read_cita, at the same branch, cannot open the reception view nor an appointment', async () => {
    const reloj = instanteEnBogota(hoyIso(), 7, 0);
    const temprano = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff', now: () => reloj });
    const deHoy = await cita(temprano, null, instanteEnBogota(hoyIso(), 10, 0));
    const u = await fabricas.usuario({ rol: 'staff', sucursal: 'Bogotá Norte' });
    const sin = await callerFor(db.orm, { usuario: u.username, portal: 'staff', now: () => reloj });
    expect(sin.usuario?.permisos).not.toContain('read_cita');
    expect((await errorDe(sin.caller.citas.hoy())).code).toBe('FORBIDDEN');
    expect((await errorDe(sin.caller.citas.obtener({ id: deHoy.id }))).code).toBe('FORBIDDEN');
    expect((await errorDe(sin.caller.citas.listar({}))).code).toBe('FORBIDDEN');
    // The same branch with read_cita does see it: the refusal is the flag's.
    expect((await temprano.caller.citas.hoy()).citas.map((c) => c.id)).toContain(deHoy.id);
  });
});

describe('citas.catalogos', () => {
  it('state lists by flag, referrals with "Otro" as 6, active requirements, agency users only (own branch first)', async () => {
    const c = await psicologa.caller.citas.catalogos();
    expect(c.estados1.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(c.estados2.map((e) => e.id)).toEqual([5, 6, 7, 8]);
    expect(c.estados1.find((e) => e.id === 2)?.codigo).toBe('llego');
    expect(c.referencias.find((r) => r.id === 6)?.nombre).toBe('Otro');
    expect(c.encargados.map((u) => u.id)).not.toContain(await idUsuario(db, 'cliente'));
    const suc = await sqlDe(db).uno("select id from sucursal where nombre = 'Bogotá Norte'");
    expect(c.encargados[0]?.sucursalId).toBe(suc);
    expect(c.requisitos.length).toBeGreaterThan(0);
  });

  it('people in charge: active agency users who hold read_cita (the demo merchandiser, with no staff flags, is not one)', async () => {
    const ids = (await psicologa.caller.citas.catalogos()).encargados.map((u) => u.id);
    expect(ids).not.toContain(await idUsuario(db, 'mercaderista'));
    for (const usuario of ['psicologa', 'reclutador', 'ejecutivo', 'gerente', 'jefe', 'admin'])
      expect(ids).toContain(await idUsuario(db, usuario));
    // Every one listed holds read_cita through a group, is active and is not client staff.
    const sinLectura = await sqlDe(db).sql<{ id: number }>(
      `select u.id from usuario u where u.id = any(?::int[]) and (not u.activo or u.es_staff_cliente or not exists (
         select 1 from usuario_grupo ug join grupo_permiso gp on gp.grupo_id = ug.grupo_id join permiso p on p.id = gp.permiso_id
          where ug.usuario_id = u.id and p.codigo = 'read_cita'))`,
      [`{${ids.join(',')}}`],
    );
    expect(sinLectura).toEqual([]);
  });

  it("with a client: only the people in charge who can see it (list or every client), own branch first; a client outside the caller's scope is NOT_FOUND", async () => {
    const limitado = await fabricas.usuario({
      rol: 'psicologo',
      clientes: [CLIENTE_DENTRO],
      sucursal: 'Bogotá Norte',
    });
    const ids = async (clienteId?: number) =>
      (
        await admin.caller.citas.catalogos(clienteId === undefined ? undefined : { clienteId })
      ).encargados.map((u) => u.id);
    expect(await ids()).toContain(limitado.id);
    expect(await ids(dentro)).toEqual(expect.arrayContaining([limitado.id, encargado]));
    const deFuera = await ids(fuera);
    expect(deFuera).not.toContain(limitado.id);
    expect(deFuera).not.toContain(encargado); // the psychologist's list does not have it either
    // Every client (admin, jefe, gerente) or that client in the list (ejecutivo).
    for (const usuario of ['admin', 'jefe', 'gerente', 'ejecutivo'])
      expect(deFuera).toContain(await idUsuario(db, usuario));
    const suc = await sqlDe(db).uno("select id from sucursal where nombre = 'Bogotá Norte'");
    expect((await psicologa.caller.citas.catalogos({ clienteId: dentro })).encargados[0]?.sucursalId).toBe(
      suc,
    );
    expect((await errorDe(psicologa.caller.citas.catalogos({ clienteId: fuera }))).code).toBe('NOT_FOUND');
  });
});
