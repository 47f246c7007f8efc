import type { Permiso } from '@talento/rules';
import type { SesionActual } from './context';
import { sinPermisos, sinSesion } from './errors';
import { registrarAuditoria } from './auditoria';
import { rechazosAnonimos } from './rechazos-anonimos';
import { baseProcedure } from './trpc';

/** Anyone, logged in or not (login itself). */
export const publicProcedure = baseProcedure.meta({ acceso: 'publico', alcanceCliente: false });

/**
 * The request's session, or UNAUTHORIZED. Each procedure kind checks it in its one middleware and hands it on with
 * `next({ ctx: { sesion } })` (tRPC merges it into the context once): a middleware less, and no copy of the context,
 * on every call.
 */
function exigirSesion(ctx: { sesion: SesionActual | null; ip: string }): SesionActual {
  if (ctx.sesion) return ctx.sesion;
  // Counted per address and minute, not a row per call: anyone can send these (issue 12 §4).
  rechazosAnonimos.contar(ctx.ip, 'sinSesion', new Date());
  throw sinSesion();
}

/** Any logged-in user of either portal (auth.me, logout). */
export const autenticadoProcedure = baseProcedure
  .meta({ acceso: 'autenticado', alcanceCliente: false })
  .use(({ ctx, next }) => next({ ctx: { sesion: exigirSesion(ctx) } }));

/**
 * Staff portal procedure gated by a permission flag of spec §6 (and by each of `permisosAdicionales`, for
 * an action that does two things). `alternativas`: flags that grant access instead of `permiso` (a screen open to
 * several scopes, e.g. the operations report's _todos / _gerente_operaciones / _clientes; the service applies the
 * scope of the flags the user has). `alcanceCliente` says whether its data is limited to the user's clients
 * (the service applies `alcance` in its query).
 */
export function staffProcedure(
  permiso: Permiso,
  {
    alcanceCliente,
    permisosAdicionales = [],
    alternativas = [],
  }: { alcanceCliente: boolean; permisosAdicionales?: readonly Permiso[]; alternativas?: readonly Permiso[] },
) {
  const principales = [permiso, ...alternativas];
  return baseProcedure
    .meta({
      acceso: 'staff',
      permiso,
      alcanceCliente,
      ...(permisosAdicionales.length ? { permisosAdicionales } : {}),
      ...(alternativas.length ? { permisosAlternativos: alternativas } : {}),
    })
    .use(async ({ ctx, next, path }) => {
      const sesion = exigirSesion(ctx);
      const tiene = (p: Permiso) => sesion.usuario.permisos.includes(p);
      if (
        sesion.portal !== 'staff' ||
        sesion.usuario.esStaffCliente ||
        !principales.some(tiene) ||
        !permisosAdicionales.every(tiene)
      ) {
        await registrarAuditoria(ctx, 'acceso_denegado', path, { motivo: 'permiso', permiso });
        throw sinPermisos();
      }
      return next({ ctx: { sesion } });
    });
}

/** Client-portal procedure: a client-staff user, always limited to their own companies. */
export function clienteProcedure(permiso?: Permiso) {
  return baseProcedure
    .meta(
      permiso
        ? { acceso: 'cliente', alcanceCliente: true, permiso }
        : { acceso: 'cliente', alcanceCliente: true },
    )
    .use(async ({ ctx, next, path }) => {
      const sesion = exigirSesion(ctx);
      const ok =
        sesion.portal === 'cliente' &&
        sesion.usuario.esStaffCliente &&
        (!permiso || sesion.usuario.permisos.includes(permiso));
      if (!ok) {
        await registrarAuditoria(ctx, 'acceso_denegado', path, { motivo: 'portal_cliente' });
        throw sinPermisos();
      }
      return next({ ctx: { sesion } });
    });
}
