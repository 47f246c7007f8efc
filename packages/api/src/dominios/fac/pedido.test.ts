/** fac.sugeridosPedido / definirPedido / indicador: suggestions, both modes, permissions, scope, trace and indicator. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_FAC as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  etiquetas,
  grupoValido,
  idUsuario,
  pedidos,
  sql,
  trazasDe,
  type PedidoFac,
} from './testing/apoyo';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let ejecutivo: TestSession;
let gerente: TestSession;
let jefeId: number;
let fabricas: Fabricas;

/** Confecciones del Valle: a client of the executive, not of the psychologist. */
const CLIENTE_FUERA_PSICOLOGA = '860012345';
/** Another client outside the psychologist's, whose profile loses its groups in one test (the others keep theirs). */
const CLIENTE_SIN_GRUPOS = '900876543';

beforeAll(async () => {
  db = await createTestDatabase('fac-pedido');
  [jefe, psicologa, ejecutivo, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'ejecutivo',
    'gerente',
  );
  jefeId = await idUsuario(db, 'jefe');
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
  expect(CLIENTES_PSICOLOGA).not.toContain(CLIENTE_FUERA_PSICOLOGA);
  expect(CLIENTES_PSICOLOGA).not.toContain(CLIENTE_SIN_GRUPOS);
});
afterAll(async () => {
  await db?.drop();
});

/** A new approved order with no FAC yet, of a profile with a defined group; of the psychologist's clients or of another client. */
async function pedidoSinFac(
  deLaPsicologa: boolean,
  cliente = deLaPsicologa ? CLIENTE_POR_DEFECTO : CLIENTE_FUERA_PSICOLOGA,
): Promise<PedidoFac> {
  const { id } = await fabricas.pedido({ estado: 2, fac: false, cliente });
  const [f] = await pedidos(db, 'p.id = ?', [id]);
  expect(f).toMatchObject({ fac: null, perfilFac: expect.any(Number) as number });
  return f!;
}

describe('fac.sugeridosPedido', () => {
  it("lists the profile's groups (its defined group first) and the base groups", async () => {
    const p = await pedidoSinFac(true);
    const r = await psicologa.caller.fac.sugeridosPedido({ pedidoId: p.id });
    expect(r.pedido).toMatchObject({
      id: p.id,
      version: p.version,
      nombreCargo: p.nombreCargo,
      fac: null,
      cerrado: false,
    });
    expect(r.sugeridos[0]).toMatchObject({ id: p.perfilFac, definidoPerfil: true });
    expect(r.sugeridos[0]!.preguntas.length).toBeGreaterThan(0);
    expect(r.bases.length).toBeGreaterThanOrEqual(3);
  });

  it('a profile without groups suggests none (the page shows "El perfil seleccionado no tiene preguntas filtro creadas")', async () => {
    const p = await pedidoSinFac(false, CLIENTE_SIN_GRUPOS);
    await sql(db, 'update perfil set fac_id = null where id = ?', [p.perfilId]);
    await sql(db, 'delete from perfil_fac where perfil_id = ?', [p.perfilId]);
    await sql(db, 'update grupo_preguntas_filtro set perfil_id = null where perfil_id = ?', [p.perfilId]);
    expect((await jefe.caller.fac.sugeridosPedido({ pedidoId: p.id })).sugeridos).toEqual([]);
    expect(M.perfilSinFac).toBe('El perfil seleccionado no tiene preguntas filtro creadas');
  });

  it('scope and permissions', async () => {
    const ajeno = await pedidoSinFac(false);
    expect((await errorDe(psicologa.caller.fac.sugeridosPedido({ pedidoId: ajeno.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await errorDe(
          psicologa.caller.fac.definirPedido({
            pedidoId: ajeno.id,
            version: ajeno.version,
            modo: 'existente',
            grupoId: ajeno.perfilFac!,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          ejecutivo.caller.fac.definirPedido({
            pedidoId: ajeno.id,
            version: ajeno.version,
            modo: 'existente',
            grupoId: 1,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await errorDe(
          gerente.caller.fac.definirPedido({
            pedidoId: ajeno.id,
            version: ajeno.version,
            modo: 'existente',
            grupoId: 1,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await pedidos(db, 'p.id = ?', [ajeno.id]))[0]!.fac).toBeNull();
  });
});

describe('fac.definirPedido', () => {
  it("existente: the profile's group becomes the order's FAC, with a 'pedido' trace row by the user", async () => {
    const p = await pedidoSinFac(true);
    const r = await jefe.caller.fac.definirPedido({
      pedidoId: p.id,
      version: p.version,
      modo: 'existente',
      grupoId: p.perfilFac!,
    });
    expect(r).toMatchObject({ pedidoId: p.id, fac: { id: p.perfilFac }, mensaje: M.definido });
    expect(r.version).toBeGreaterThan(p.version);
    const [f] = await sql<{ fac_id: number; aprueba_fac: boolean; fac_fecha_aprobacion: Date | null }>(
      db,
      'select fac_id, aprueba_fac, fac_fecha_aprobacion from pedido where id = ?',
      [p.id],
    );
    expect(f).toMatchObject({ fac_id: p.perfilFac, aprueba_fac: true });
    expect(f!.fac_fecha_aprobacion).not.toBeNull();
    expect((await trazasDe(db, p.perfilFac!)).at(-1)).toMatchObject({
      accion: 2,
      campo: 'pedido',
      campo_id: p.id,
      antes: null,
      despues: `Pedido ${p.id} - ${p.nombreCargo}`,
      usuario_id: jefeId,
    });
    // Defined once: a second definition is refused; the detail no longer asks for it.
    expect(
      await errorDe(
        jefe.caller.fac.definirPedido({
          pedidoId: p.id,
          version: r.version,
          modo: 'existente',
          grupoId: p.perfilFac!,
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: M.pedidoYaDefinido });
    expect((await jefe.caller.pedidos.detalle({ id: p.id })).facDefinido).toBe(true);
  });

  it('nuevo: copies the selected group into a new order group named job title plus the text', async () => {
    const p = await pedidoSinFac(true);
    const origen = await psicologa.caller.fac.obtener({ id: p.perfilFac! });
    const r = await psicologa.caller.fac.definirPedido({
      pedidoId: p.id,
      version: p.version,
      modo: 'nuevo',
      grupoId: origen.id,
      texto: ' turno noche ',
    });
    expect(r.fac.nombre).toBe(`${p.nombreCargo} turno noche`);
    const g = await psicologa.caller.fac.obtener({ id: r.fac.id });
    expect(g).toMatchObject({ tipo: 2, pedido: { id: p.id }, perfil: { id: p.perfilId } });
    expect(g.tags.map((t) => t.id).sort()).toEqual(origen.tags.map((t) => t.id).sort());
    expect(
      g.preguntas.map((q) => [q.titulo, q.tipoFac, q.opciones.map((o) => [o.opcion, o.calificacion])]),
    ).toEqual(origen.preguntas.map((q) => [q.titulo, 1, q.opciones.map((o) => [o.opcion, o.calificacion])]));
    const trazas = await trazasDe(db, g.id);
    expect(trazas[0]).toMatchObject({ accion: 1, campo: 'grupo', despues: g.nombre });
    expect(trazas.at(-1)).toMatchObject({ accion: 2, campo: 'pedido', campo_id: p.id });
    // The new group is now suggested for the profile.
    const r2 = await psicologa.caller.fac.sugeridosPedido({ pedidoId: p.id });
    expect(r2.pedido.fac).toEqual({ id: g.id, nombre: g.nombre });
    expect(r2.sugeridos.map((s) => s.id)).toContain(g.id);
  });

  it('refuses groups not suggested for the profile, stale versions and closed orders; nothing changes', async () => {
    const p = await pedidoSinFac(true);
    const base = await psicologa.caller.fac.crear(grupoValido(await etiquetas(db, 'operativo')));
    expect(
      await errorDe(
        psicologa.caller.fac.definirPedido({
          pedidoId: p.id,
          version: p.version,
          modo: 'existente',
          grupoId: base.id,
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: M.grupoNoSugerido });
    expect(
      (
        await errorDe(
          psicologa.caller.fac.definirPedido({
            pedidoId: p.id,
            version: p.version - 1,
            modo: 'existente',
            grupoId: p.perfilFac!,
          }),
        )
      ).code,
    ).toBe('CONFLICT');
    expect(
      (
        await errorDe(
          psicologa.caller.fac.definirPedido({
            pedidoId: p.id,
            version: p.version,
            modo: 'nuevo',
            grupoId: base.id,
            texto: '',
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    const grupos = await sql(db, 'select count(*) n from grupo_preguntas_filtro');
    await sql(db, 'update pedido set estado_pedido = 0 where id = ?', [p.id]);
    expect(
      await errorDe(
        psicologa.caller.fac.definirPedido({
          pedidoId: p.id,
          version: p.version,
          modo: 'nuevo',
          grupoId: base.id,
          texto: 'x',
        }),
      ),
    ).toMatchObject({ message: M.pedidoCerrado });
    expect(await sql(db, 'select count(*) n from grupo_preguntas_filtro')).toEqual(grupos);
    expect((await pedidos(db, 'p.id = ?', [p.id]))[0]!.fac).toBeNull();
    // A base group may be the model of a new group.
    await sql(db, 'update pedido set estado_pedido = 2 where id = ?', [p.id]);
    const r = await psicologa.caller.fac.definirPedido({
      pedidoId: p.id,
      version: p.version,
      modo: 'nuevo',
      grupoId: base.id,
      texto: 'desde base',
    });
    expect(r.fac.nombre).toBe(`${p.nombreCargo} desde base`);
  });
});

describe('fac.indicador', () => {
  it('per user: orders whose FAC they defined and average hours; 0 for users who only edited groups', async () => {
    const hoy = new Date();
    const iso = `${hoy.getFullYear()}-${String(hoy.getMonth() + 1).padStart(2, '0')}-${String(hoy.getDate()).padStart(2, '0')}`;
    const p = await pedidoSinFac(false);
    await sql(db, `update pedido set fecha_solicitud = now() - interval '10 hours' where id = ?`, [p.id]);
    const [v] = await pedidos(db, 'p.id = ?', [p.id]);
    await jefe.caller.fac.definirPedido({
      pedidoId: p.id,
      version: v!.version,
      modo: 'existente',
      grupoId: p.perfilFac!,
    });
    const filas = await jefe.caller.fac.indicador({ desde: iso, hasta: iso });
    const delJefe = filas.find((f) => f.usuarioId === jefeId)!;
    expect(delJefe.pedidos).toBeGreaterThanOrEqual(2);
    expect(delJefe.valor).toBeCloseTo(delJefe.tiempoValido / delJefe.pedidos, 1);
    expect(delJefe.tiempoValido).toBeGreaterThanOrEqual(10);
    // Only the psychologist's own definitions and edits: she defined orders in this file too.
    const psicologaId = await idUsuario(db, 'psicologa');
    expect(filas.find((f) => f.usuarioId === psicologaId)).toBeDefined();
    // A user who only changed a group (no orders) shows 0.
    await sql(
      db,
      `insert into traza_fac (grupo_id, accion, campo, usuario_id, created_at) values (1, 2, 'grupo.nombre', ?, now())`,
      [await idUsuario(db, 'admin')],
    );
    const admin = (await jefe.caller.fac.indicador({ desde: iso, hasta: iso })).find(
      (f) => f.nUsuario && f.pedidos === 0,
    );
    expect(admin).toMatchObject({ pedidos: 0, tiempoValido: 0, valor: 0 });
    expect(await jefe.caller.fac.indicador({ desde: '2000-01-01', hasta: '2000-01-02' })).toEqual([]);
  });

  it('both dates required; read_fac_indicador required', async () => {
    expect(await errorDe(jefe.caller.fac.indicador({ desde: '2026-01-01' } as never))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(
      JSON.stringify((await errorDe(jefe.caller.fac.indicador({ hasta: '2026-01-01' } as never))).cause),
    ).toContain(M.fechaInicioRequerida);
    expect(
      (await errorDe(psicologa.caller.fac.indicador({ desde: '2026-01-01', hasta: '2026-01-02' }))).code,
    ).toBe('FORBIDDEN');
  });
});
