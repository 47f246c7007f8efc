/**
 * Client-scope sweep (issue 11 §7): every query procedure of the router that lists, searches or suggests
 * (typeaheads included) is called by every scoped user who may call it (the scoped demo roles, plus a user
 * with every flag but add_todos_los_clientes and the recruiter's clients), with an input that reaches a
 * seeded client outside their scope whose texts all carry MARCA (see testing/fuera-de-alcance.ts). Nothing
 * of that client may come back.
 *
 * For each call, a control caller who has that client (admin; `cliente2` in the client portal) must
 * succeed first: when its answer shows MARCA, a scoped caller may answer NOT_FOUND or an answer without
 * MARCA; when it does not (the input names an out-of-scope record whose texts are not in the answer), the
 * scoped caller must answer NOT_FOUND. Aggregates (counts) declare `cuenta`: the control counts more than
 * zero, a scoped caller zero.
 *
 * The class stays closed: every query procedure of the router must be in exactly one of CASOS (swept),
 * SIN_CLIENTE (lists of data that belongs to no client) or NO_LISTAN (one record, a file, configuration),
 * each exemption with its reason; a new query procedure fails the first test until it is classified.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import type { Portal } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from './root';
import { callerFor, listarProcedimientos, llamar, type TestSession } from './testing';
import {
  crearUsuarioConTodasLasBanderas,
  MARCA,
  sembrarFueraDeAlcance,
  type FueraDeAlcance,
} from './testing/fuera-de-alcance';
import { CASOS, NO_LISTAN, SIN_CLIENTE } from './testing/alcance-listados-casos';

interface Llamador {
  nombre: string;
  sesion: TestSession;
  portal: Portal;
  permisos: string[];
}

interface Falla {
  path: string;
  entrada: string;
  usuario: string;
  problema: string;
}

let db: TestDatabase;
let fuera: FueraDeAlcance;
const alcanzados: Llamador[] = [];
/** Who has the out-of-scope client, per portal (filled in beforeAll). */
const controles = {} as Record<Portal, Llamador>;
const fallas: Falla[] = [];
const llamadas: { path: string; usuario: string }[] = [];

async function llamador(nombre: string, portal: Portal): Promise<Llamador> {
  const sesion = await callerFor(db.orm, { usuario: nombre, portal });
  const { usuario } = await sesion.caller.auth.me();
  return { nombre, sesion, portal, permisos: usuario.permisos };
}

const puedeLlamar = (
  l: Llamador,
  meta: { acceso?: string; permiso?: string; permisosAlternativos?: string[] } | undefined,
) =>
  (meta?.acceso === 'autenticado' || meta?.acceso === l.portal) &&
  (!meta.permiso || [meta.permiso, ...(meta.permisosAlternativos ?? [])].some((p) => l.permisos.includes(p)));

async function resultado(
  l: Llamador,
  path: string,
  entrada: unknown,
): Promise<{ ok: true; valor: unknown } | { ok: false; codigo: string }> {
  try {
    return { ok: true, valor: await llamar(l.sesion.caller, path, entrada) };
  } catch (error) {
    return { ok: false, codigo: getTRPCErrorFromUnknown(error).code };
  }
}

const muestra = (valor: unknown) => JSON.stringify(valor);

const consultas = listarProcedimientos(appRouter).filter((p) => p.type === 'query');

beforeAll(async () => {
  db = await createTestDatabase('alcance_listados');
  fuera = await sembrarFueraDeAlcance(db.orm);
  await db.orm.em
    .fork()
    .getConnection()
    .execute(
      `update pedido set encargado_pedido_id = (select id from usuario where username = 'psicologa'),
       ejecutivo_lider_id = (select id from usuario where username = 'ejecutivo'), created_by_id = (select id from usuario where username = 'admin')
     where id = ?`,
      [fuera.pedidoId],
    );
  await crearUsuarioConTodasLasBanderas(db.orm, 'todas.las.banderas', 'reclutador');
  controles.staff = await llamador('admin', 'staff');
  controles.cliente = await llamador('cliente2', 'cliente');
  const usuarios = [
    ['psicologa', 'staff'],
    ['ejecutivo', 'staff'],
    ['reclutador', 'staff'],
    ['todas.las.banderas', 'staff'],
    ['cliente', 'cliente'],
  ] as const;
  for (const [nombre, portal] of usuarios) {
    alcanzados.push(await llamador(nombre, portal));
  }

  for (const p of consultas) {
    const caso = CASOS[p.path];
    if (!caso) continue;
    const meta = p.meta as { acceso?: string; permiso?: string; permisosAlternativos?: string[] } | undefined;
    const control = meta?.acceso === 'cliente' ? controles.cliente : controles.staff;
    for (const entrada of caso.entradas(fuera)) {
      const texto = muestra(entrada) ?? 'sin entrada';
      const falla = (usuario: string, problema: string) =>
        fallas.push({ path: p.path, entrada: texto, usuario, problema });
      const referencia = await resultado(control, p.path, entrada);
      if (!referencia.ok) {
        falla(control.nombre, `el control falló con ${referencia.codigo}`);
        continue;
      }
      const conMarca = muestra(referencia.valor).includes(MARCA);
      if (caso.cuenta && caso.cuenta(referencia.valor) <= 0)
        falla(control.nombre, 'el control no cuenta nada del cliente fuera de alcance');
      for (const l of alcanzados.filter((a) => puedeLlamar(a, meta))) {
        llamadas.push({ path: p.path, usuario: l.nombre });
        const r = await resultado(l, p.path, entrada);
        if (!r.ok) {
          if (r.codigo !== 'NOT_FOUND')
            falla(l.nombre, `respondió ${r.codigo} (se esperaba NOT_FOUND o nada del cliente)`);
        } else if (caso.cuenta) {
          const n = caso.cuenta(r.valor);
          if (n !== 0) falla(l.nombre, `cuenta ${n} del cliente fuera de alcance`);
        } else if (muestra(r.valor).includes(MARCA)) {
          falla(l.nombre, `devolvió "${MARCA}": ${muestra(r.valor).slice(0, 300)}`);
        } else if (!conMarca) {
          falla(l.nombre, 'respondió sin NOT_FOUND a un registro fuera de su alcance');
        }
      }
    }
  }
});
afterAll(async () => {
  await db?.drop();
});

function tabla(filas: Falla[]): string {
  return ['', ...filas.map((f) => `${f.path}  ${f.entrada}  ${f.usuario}: ${f.problema}`)].join('\n');
}

describe('client-scope sweep of lists, searches and typeaheads', () => {
  it('every query procedure is swept or exempted with a reason, exactly once; no stale entries', () => {
    const rutas = consultas.map((p) => p.path);
    const tablas = [Object.keys(CASOS), Object.keys(SIN_CLIENTE), Object.keys(NO_LISTAN)];
    const sinClasificar = rutas.filter((r) => tablas.every((t) => !t.includes(r)));
    expect(
      sinClasificar,
      `Procedimientos de consulta nuevos: clasifíquelos en CASOS, SIN_CLIENTE o NO_LISTAN`,
    ).toEqual([]);
    const repetidos = rutas.filter((r) => tablas.filter((t) => t.includes(r)).length > 1);
    expect(repetidos).toEqual([]);
    const sobrantes = tablas.flat().filter((r) => !rutas.includes(r));
    expect(sobrantes, 'Entradas que ya no son procedimientos de consulta').toEqual([]);
    for (const razon of [...Object.values(SIN_CLIENTE), ...Object.values(NO_LISTAN)])
      expect(razon.length).toBeGreaterThan(5);
  });

  it('the callers: the client is outside every scoped user and inside both controls; every case is called by a scoped user', async () => {
    for (const l of alcanzados) {
      const { alcance } = (await l.sesion.sesion())!.usuario;
      expect(alcance.todos || alcance.ids.includes(fuera.clienteId), l.nombre).toBe(false);
    }
    for (const c of [controles.staff, controles.cliente]) {
      const { alcance } = (await c.sesion.sesion())!.usuario;
      expect(alcance.todos || alcance.ids.includes(fuera.clienteId), c.nombre).toBe(true);
    }
    const sinLlamador = Object.keys(CASOS).filter((path) => !llamadas.some((l) => l.path === path));
    expect(sinLlamador, 'Casos que ningún usuario con alcance limitado puede llamar').toEqual([]);
  });

  it('no scoped user gets anything of the client outside their scope', () => {
    expect(
      fallas,
      `Alcance de clientes: ${fallas.length} fugas o controles fallidos${tabla(fallas)}`,
    ).toEqual([]);
  });
});
