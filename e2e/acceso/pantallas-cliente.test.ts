/**
 * The client portal and the server agree for every client demo user (issue 35 §6): each screen whose header link the
 * user sees, and each screen reached from another one, calls on opening only procedures the server allows them (by the
 * access each procedure declares, read from the router's meta); a section hidden from them is one the server refuses.
 * The authorization matrix (packages/api) proves the server answers exactly that declaration.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USUARIOS } from '@talento/db';
import { appRouter } from '@talento/api';
import { listarProcedimientos, permitidoPorPolitica, type PerfilLlamada } from '@talento/api/testing';
import { resolverPermisos } from '@talento/rules';
import { enlacesVisibles, PANTALLAS } from '../../apps/cliente/src/pantallas';

const POLITICA = new Map(listarProcedimientos(appRouter).map((p) => [p.path, p]));
const USUARIOS = DEMO_USUARIOS.filter((u) => u.esStaffCliente);

const perfilDe = (grupos: readonly string[]): PerfilLlamada => ({
  portal: 'cliente',
  esStaffCliente: true,
  permisos: resolverPermisos(grupos),
});

describe('client portal screens and the server agree for every demo user', () => {
  it('every declared procedure is a query of the router', () => {
    const malas = PANTALLAS.flatMap((p) =>
      p.procedimientos.filter((r) => POLITICA.get(r)?.type !== 'query').map((r) => `${p.ruta} ${r}`),
    );
    expect(malas).toEqual([]);
    expect(USUARIOS.map((u) => u.username)).toEqual(['cliente', 'cliente2']);
  });

  for (const u of USUARIOS) {
    it(`${u.username}: what the portal offers, the server allows; what it hides, the server refuses`, () => {
      const perfil = perfilDe(u.grupos);
      const enlaces = enlacesVisibles(perfil.permisos).map((e) => e.ruta);
      const permitida = (ruta: string) =>
        PANTALLAS.find((p) => p.ruta === ruta)!.procedimientos.every((r) =>
          permitidoPorPolitica(POLITICA.get(r)?.meta, perfil),
        );
      const ofrecidas = PANTALLAS.filter((p) => !p.enlace || enlaces.includes(p.ruta)).map((p) => p.ruta);
      const ocultas = PANTALLAS.filter((p) => p.enlace && !enlaces.includes(p.ruta)).map((p) => p.ruta);
      expect(ofrecidas.filter((r) => !permitida(r))).toEqual([]);
      expect(ocultas.filter((r) => permitida(r))).toEqual([]);
    });
  }

  it('sanity: without the report flag the link is hidden and the server refuses the report', () => {
    const sinInforme: PerfilLlamada = { portal: 'cliente', esStaffCliente: true, permisos: [] };
    expect(enlacesVisibles(sinInforme.permisos).map((e) => e.ruta)).not.toContain('/reportes');
    expect(permitidoPorPolitica(POLITICA.get('reportes.informeCliente')?.meta, sinInforme)).toBe(false);
    expect(permitidoPorPolitica(POLITICA.get('clientePortal.misPedidos')?.meta, sinInforme)).toBe(true);
  });
});
