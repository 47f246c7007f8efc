import type { Permiso } from '@talento/rules';
import type { SesionActual } from './context';
import { sinPermisos, sinSesion } from './errors';
import { registrarAuditoria } from './services/auditoria';
import { rechazosAnonimos } from './services/rechazos-anonimos';
import { baseProcedure, t } from './trpc';

/** Anyone, logged in or not (login itself). */
export const publicProcedure = baseProcedure.meta({ acceso: 'publico', alcanceCliente: false });

const conSesion = t.middleware(({ ctx, next }) => {
  if (!ctx.sesion) {
    // Counted per address and minute, not a row per call: anyone can send these (issue 12 §4).
    rechazosAnonimos.contar(ctx.ip, 'sinSesion', new Date());
    throw sinSesion();
  }
  const sesion: SesionActual = ctx.sesion;
  return next({ ctx: { ...ctx, sesion } });
});

/** Any logged-in user of either portal (auth.me, logout). */
export const autenticadoProcedure = baseProcedure
  .meta({ acceso: 'autenticado', alcanceCliente: false })
  .use(conSesion);

/**
 * Staff portal procedure gated by a permission flag of spec §6 (and by each of `permisosAdicionales`, for
 * an action that does two things). `alcanceCliente` says whether its data is limited to the user's clients
 * (the service applies `alcance` in its query).
 */
export function staffProcedure(
  permiso: Permiso,
  { alcanceCliente, permisosAdicionales = [] }: { alcanceCliente: boolean; permisosAdicionales?: readonly Permiso[] },
) {
  const exigidos = [permiso, ...permisosAdicionales];
  return baseProcedure
    .meta(permisosAdicionales.length ? { acceso: 'staff', permiso, permisosAdicionales, alcanceCliente } : { acceso: 'staff', permiso, alcanceCliente })
    .use(conSesion)
    .use(async ({ ctx, next, path }) => {
      const { sesion } = ctx;
      if (sesion.portal !== 'staff' || sesion.usuario.esStaffCliente || !exigidos.every((p) => sesion.usuario.permisos.includes(p))) {
        await registrarAuditoria(ctx, 'acceso_denegado', path, { motivo: 'permiso', permiso });
        throw sinPermisos();
      }
      return next({ ctx: { ...ctx, sesion } });
    });
}

/** Client-portal procedure: a client-staff user, always limited to their own companies. */
export function clienteProcedure(permiso?: Permiso) {
  return baseProcedure
    .meta(permiso ? { acceso: 'cliente', alcanceCliente: true, permiso } : { acceso: 'cliente', alcanceCliente: true })
    .use(conSesion)
    .use(async ({ ctx, next, path }) => {
      const { sesion } = ctx;
      const ok =
        sesion.portal === 'cliente' &&
        sesion.usuario.esStaffCliente &&
        (!permiso || sesion.usuario.permisos.includes(permiso));
      if (!ok) {
        await registrarAuditoria(ctx, 'acceso_denegado', path, { motivo: 'portal_cliente' });
        throw sinPermisos();
      }
      return next({ ctx: { ...ctx, sesion } });
    });
}
