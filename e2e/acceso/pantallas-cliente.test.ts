/**
 * The client portal and the server agree (issue 35 §6). Each screen's record declares the flag that enters it; the
 * portal shows a header link and lets a user into a screen exactly by that flag (apps/cliente/src/pantallas,
 * requiere-permiso.tsx). Here, read against the access each procedure declares on the server (the router's meta):
 * a user holding a screen's flag is allowed everything the screen calls on opening and the write it exists for, a
 * user without it is refused, for a made-up user with each flag and for every client demo user. The authorization
 * matrix (packages/api) proves the server answers exactly that declaration.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USUARIOS } from '@talento/db';
import { appRouter } from '@talento/api';
import { listarProcedimientos, permitidoPorPolitica, type PerfilLlamada } from '@talento/api/testing';
import { PERMISOS, resolverPermisos } from '@talento/rules';
import {
  CUALQUIER_USUARIO,
  enlacesVisibles,
  PANTALLA_LOGIN,
  PANTALLAS,
  tienePermiso,
  type Pantalla,
} from '../../apps/cliente/src/pantallas';

const POLITICA = new Map(listarProcedimientos(appRouter).map((p) => [p.path, p]));
const USUARIOS = DEMO_USUARIOS.filter((u) => u.esStaffCliente);
const TODAS_LAS_BANDERAS = Object.keys(PERMISOS);

const perfilCon = (permisos: readonly string[]): PerfilLlamada => ({
  portal: 'cliente',
  esStaffCliente: true,
  permisos,
});

const llamadas = (p: Pantalla) => [...p.procedimientos, ...(p.acciones ?? [])];
/** What the server refuses this user of what the screen calls. */
const negadas = (p: Pantalla, perfil: PerfilLlamada | null) =>
  llamadas(p).filter((r) => !permitidoPorPolitica(POLITICA.get(r)?.meta, perfil));

describe('client portal screens and the server agree', () => {
  it('every declared procedure exists; what a page calls on opening is a query', () => {
    const malas = [PANTALLA_LOGIN, ...PANTALLAS].flatMap((p) => [
      ...p.procedimientos.filter((r) => POLITICA.get(r)?.type !== 'query').map((r) => `${p.ruta} ${r}`),
      ...(p.acciones ?? []).filter((r) => !POLITICA.has(r)).map((r) => `${p.ruta} ${r}`),
    ]);
    expect(malas).toEqual([]);
  });

  it('the login calls only what the server allows without a session', () => {
    expect(negadas(PANTALLA_LOGIN, null)).toEqual([]);
  });

  describe('each screen’s flag is what the server asks of its calls', () => {
    for (const p of PANTALLAS) {
      it(p.ruta, () => {
        const suya = p.permiso === CUALQUIER_USUARIO ? [] : [p.permiso];
        // Only the screen's flag: it enters, and the server allows every call.
        expect(tienePermiso(suya, p.permiso)).toBe(true);
        expect(negadas(p, perfilCon(suya))).toEqual([]);
        if (p.permiso === CUALQUIER_USUARIO) return;
        // Every flag but the screen's: it is turned away, and the server refuses what it would call.
        const lasDemas = TODAS_LAS_BANDERAS.filter((f) => f !== p.permiso);
        expect(tienePermiso(lasDemas, p.permiso)).toBe(false);
        expect(negadas(p, perfilCon(lasDemas))).not.toEqual([]);
      });
    }
  });

  it('the sweep covers every client demo user', () => {
    expect(USUARIOS.map((u) => u.username)).toEqual(['cliente', 'cliente2']);
  });

  for (const u of USUARIOS) {
    it(`${u.username}: what the portal offers, the server allows; what it turns away, the server refuses`, () => {
      const perfil = perfilCon(resolverPermisos(u.grupos));
      const entra = PANTALLAS.filter((p) => tienePermiso(perfil.permisos, p.permiso));
      const noEntra = PANTALLAS.filter((p) => !entra.includes(p));
      expect(entra.flatMap((p) => negadas(p, perfil).map((r) => `${p.ruta} → ${r}`))).toEqual([]);
      expect(noEntra.filter((p) => negadas(p, perfil).length === 0).map((p) => p.ruta)).toEqual([]);
      const enlaces = enlacesVisibles(perfil.permisos).map((e) => e.ruta);
      expect(enlaces.filter((r) => !entra.some((p) => p.ruta === r))).toEqual([]);
    });
  }

  it('sanity: without the report flag the link is hidden and the server refuses the report', () => {
    const sinInforme = perfilCon([]);
    expect(enlacesVisibles(sinInforme.permisos).map((e) => e.ruta)).not.toContain('/reportes');
    expect(permitidoPorPolitica(POLITICA.get('reportes.informeCliente')?.meta, sinInforme)).toBe(false);
    expect(permitidoPorPolitica(POLITICA.get('clientePortal.misPedidos')?.meta, sinInforme)).toBe(true);
    const informe = PANTALLAS.find((p) => p.ruta === '/reportes')!;
    expect(negadas(informe, perfilCon(['add_ordencontratacion']))).toEqual(['reportes.informeCliente']);
  });
});
