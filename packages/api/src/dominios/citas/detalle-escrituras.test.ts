/** The appointment detail's changes saved at once (states, person in charge, referral, requirements) against a real PostgreSQL. */
import { MENSAJES_CITAS as M } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { errorDe, formaDeError } from '../../testing';
import {
  CLIENTE_DENTRO,
  enDias,
  entradaCrear,
  filaCita,
  idUsuario,
  invitacionDe,
  sqlDe,
} from './testing/apoyo';
import { citaNueva, entornoEscrituras } from './testing/entorno-escrituras';

const e = entornoEscrituras('citas_detalle');
describe('changes saved at once from the detail', () => {
  it('estado1 (change_E1): "llegó" sets the arrival time to now, estado1 1 clears it; a state-2 status is refused; stale version CONFLICT', async () => {
    const c = await citaNueva(e);
    const antes = Date.now();
    const r1 = await e.psicologa.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 2 });
    const llego = await filaCita(e.db, c.id);
    expect(llego.estado1_id).toBe(2);
    expect(new Date(llego.fecha_hora_llegada!).getTime()).toBeGreaterThanOrEqual(antes - 1000);
    expect(
      (await errorDe(e.psicologa.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 1 })))
        .code,
    ).toBe('CONFLICT');
    const r2 = await e.psicologa.caller.citas.cambiarEstado1({ id: c.id, version: r1.version, estadoId: 1 });
    expect(await filaCita(e.db, c.id)).toMatchObject({ estado1_id: 1, fecha_hora_llegada: null });
    expect(
      (await errorDe(e.psicologa.caller.citas.cambiarEstado1({ id: c.id, version: r2.version, estadoId: 6 })))
        .message,
    ).toBe(M.estadoInvalido);
    expect(
      (
        await errorDe(
          e.reclutador.caller.citas.cambiarEstado1({ id: c.id, version: r2.version, estadoId: 2 }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('two simultaneous saves with the same version: one wins, the other CONFLICT (row lock + version)', async () => {
    const c = await citaNueva(e);
    // Each call ends as its outcome code: 'ok' or the tRPC error code.
    const codigo = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        async () => (await errorDe(p)).code,
      );
    const r = await Promise.all([
      codigo(e.psicologa.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 2 })),
      codigo(e.jefe.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 3 })),
    ]);
    expect(r.sort()).toEqual(['CONFLICT', 'ok']);
    expect((await filaCita(e.db, c.id)).version).toBe(c.version + 1);
  });

  it('estado2 (change_E2): "no continúa" before the interview sends a CANCEL of the same event; null clears it', async () => {
    const c = await citaNueva(e);
    const uid = (await filaCita(e.db, c.id)).uid_ical;
    expect(
      (await errorDe(e.psicologa.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 7 })))
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await errorDe(e.gerente.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 2 })))
        .message,
    ).toBe(M.estadoInvalido);
    const r = await e.gerente.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 7 });
    const inv = await invitacionDe(e.db, c.id);
    expect(inv?.metodo).toBe('CANCEL');
    expect(inv?.valor('METHOD')).toBe('CANCEL');
    expect(inv?.valor('UID')).toBe(uid);
    expect(inv?.valor('SEQUENCE')).toBe('1');
    expect(inv?.valor('STATUS')).toBe('CANCELLED');
    await e.gerente.caller.citas.cambiarEstado2({ id: c.id, version: r.version, estadoId: null });
    expect((await filaCita(e.db, c.id)).estado2_id).toBeNull();
  });

  it('estado2 "reagendado" needs the reschedule permissions too (add_cita + add_requisitocitasjoincitas): refused with nothing changed', async () => {
    const c = await citaNueva(e);
    // e.gerente has change_E2 without add_cita; e.jefe has change_E2 and add_cita without add_requisitocitasjoincitas.
    for (const quien of [e.gerente, e.jefe]) {
      const e = await errorDe(
        quien.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 6 }),
      );
      expect(e).toMatchObject({ code: 'FORBIDDEN', message: M.sinPermisoReagendar });
    }
    expect(await filaCita(e.db, c.id)).toMatchObject({ estado2_id: null, version: c.version });
    // Other state-2 values stay theirs; a user who may reschedule (e.admin) may set "reagendado".
    const r = await e.jefe.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 5 });
    await e.admin.caller.citas.cambiarEstado2({ id: c.id, version: r.version, estadoId: 6 });
    expect((await filaCita(e.db, c.id)).estado2_id).toBe(6);
  });

  it('person in charge (change_encargado) and referral (id 6 needs its text, another id clears it)', async () => {
    const c = await citaNueva(e);
    const otro = await idUsuario(e.db, 'reclutador');
    expect(
      (
        await errorDe(
          e.psicologa.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: otro }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const clienteUsuario = await idUsuario(e.db, 'cliente');
    expect(
      (
        await errorDe(
          e.jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: clienteUsuario }),
        )
      ).message,
    ).toBe(M.encargadoInvalido);
    // An active agency user without read_cita (the merchandiser) may not be put in charge either.
    const mercaderista = await idUsuario(e.db, 'mercaderista');
    expect(
      (
        await errorDe(
          e.jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: mercaderista }),
        )
      ).message,
    ).toBe(M.encargadoInvalido);
    expect((await filaCita(e.db, c.id)).version).toBe(c.version);
    const antes = await filaCita(e.db, c.id);
    const r = await e.jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: otro });
    if (r.resultado !== 'guardada') throw new Error(r.mensaje);
    expect((await filaCita(e.db, c.id)).persona_acargo_entrevista_id).toBe(otro);
    // The candidate's invitation names the person in charge: a new version of the same event goes out.
    const inv = await invitacionDe(e.db, c.id);
    expect(inv).toMatchObject({ metodo: 'REQUEST' });
    expect(inv?.valor('UID')).toBe(antes.uid_ical);
    expect(inv?.valor('SEQUENCE')).toBe(String(Number(antes.secuencia_ical) + 1));
    const [{ nombre } = { nombre: '' }] = await sqlDe(e.db).sql<{ nombre: string }>(
      `select first_name || ' ' || last_name as nombre from usuario where id = ?`,
      [otro],
    );
    expect(inv?.props.map((p) => p.valor).join(' ')).toContain(nombre);
    const sinTexto = await errorDe(
      e.psicologa.caller.citas.cambiarRemision({ id: c.id, version: r.version, referenciaId: 6 }),
    );
    expect(formaDeError(sinTexto).data.campos).toEqual({ otrosReferencia: [M.otrosReferenciaRequerido] });
    const r2 = await e.psicologa.caller.citas.cambiarRemision({
      id: c.id,
      version: r.version,
      referenciaId: 6,
      otrosReferencia: 'Perifoneo',
    });
    expect(await filaCita(e.db, c.id)).toMatchObject({ referencia_id: 6, otros_referencia: 'Perifoneo' });
    await e.psicologa.caller.citas.cambiarRemision({
      id: c.id,
      version: r2.version,
      referenciaId: 2,
      otrosReferencia: 'se ignora',
    });
    expect(await filaCita(e.db, c.id)).toMatchObject({ referencia_id: 2, otros_referencia: null });
  });

  it('person in charge who cannot see the appointment client: refused with its message, the row unchanged', async () => {
    const limitado = await e.fabricas.usuario({ rol: 'psicologo', clientes: [CLIENTE_DENTRO] });
    const ajena = await citaNueva(e, e.fuera);
    const antes = await filaCita(e.db, ajena.id);
    // The jefe sees every client and has change_encargado: the refusal is the chosen user's scope.
    const r = await errorDe(
      e.jefe.caller.citas.cambiarEncargado({
        id: ajena.id,
        version: ajena.version,
        encargadoId: limitado.id,
      }),
    );
    expect(r).toMatchObject({ code: 'BAD_REQUEST', message: M.encargadoSinCliente });
    expect(await filaCita(e.db, ajena.id)).toEqual(antes);
    // The ejecutivo has that client in their list; the limited user may take the appointments of their client and those without one.
    const ejecutivo = await idUsuario(e.db, 'ejecutivo');
    await e.jefe.caller.citas.cambiarEncargado({
      id: ajena.id,
      version: ajena.version,
      encargadoId: ejecutivo,
    });
    expect((await filaCita(e.db, ajena.id)).persona_acargo_entrevista_id).toBe(ejecutivo);
    for (const c of [await citaNueva(e, e.dentro, 3), await citaNueva(e, null, 4)]) {
      await e.jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: limitado.id });
      expect((await filaCita(e.db, c.id)).persona_acargo_entrevista_id).toBe(limitado.id);
    }
  });

  it('requirement "revisado" (add_requisitocitasjoincitas); outside the scope NOT_FOUND', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const { requisitos } = await e.admin.caller.citas.catalogos();
    const crear = (clienteId: number) =>
      e.admin.caller.citas.crear(
        entradaCrear(persona.documento, persona.id, clienteId === e.fuera ? e.encargadoTodos : e.encargado, {
          razonEntrevista: 0,
          clienteId,
          requisitoIds: [requisitos[0]!.id],
          fechaHoraEntrevista: enDias(clienteId === e.fuera ? 8 : 7),
        }),
      );
    const r = await crear(e.dentro);
    const rf = await crear(e.fuera);
    if (r.resultado !== 'creada' || rf.resultado !== 'creada') throw new Error('no creada');
    const [req] = (await e.psicologa.caller.citas.obtener({ id: r.id })).requisitos;
    expect(await e.psicologa.caller.citas.marcarRequisito({ id: req!.id, revisado: true })).toMatchObject({
      revisado: true,
    });
    expect((await e.psicologa.caller.citas.obtener({ id: r.id })).requisitos[0]?.revisado).toBe(true);
    expect(
      (await errorDe(e.gerente.caller.citas.marcarRequisito({ id: req!.id, revisado: false }))).code,
    ).toBe('FORBIDDEN');
    const [reqFuera] = (await e.admin.caller.citas.obtener({ id: rf.id })).requisitos;
    expect(
      (await errorDe(e.psicologa.caller.citas.marcarRequisito({ id: reqFuera!.id, revisado: true }))).code,
    ).toBe('NOT_FOUND');
    // Every write on an appointment of a client outside the scope answers NOT_FOUND and changes nothing.
    const f = await filaCita(e.db, rf.id);
    expect(
      (await errorDe(e.psicologa.caller.citas.cambiarEstado1({ id: rf.id, version: f.version, estadoId: 2 })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          e.psicologa.caller.citas.cambiarRemision({ id: rf.id, version: f.version, referenciaId: 1 }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(await filaCita(e.db, rf.id)).toEqual(f);
  });
});
