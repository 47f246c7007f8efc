import type { AnyProcedure } from '@trpc/server';
import type { ContextInner } from '../nucleo/context';
import type { ProcedureMeta } from '../nucleo/meta';
import { clienteProcedure, staffProcedure } from '../nucleo/procedures';
import { createCallerFactory, router } from '../nucleo/trpc';
import { appRouter } from '../root';

/** The list procedure at a dotted path (throws for a path the router does not have: a registry typo). */
export function procedimientoDe(ruta: string): AnyProcedure {
  const procedimiento = (appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>)[
    ruta
  ];
  if (!procedimiento) throw new Error(`Exportación: el procedimiento ${ruta} no existe`);
  return procedimiento;
}

/** The builder's two steps used here, without the generic types of each list's own input. */
interface Constructor {
  input(parser: unknown): Constructor;
  query(resolver: (opciones: { input: unknown }) => unknown): AnyProcedure;
}

/**
 * A procedure with exactly the access of the list procedure at `ruta` (its meta: portal, permission, additional and
 * alternative flags, client scope) and its input parsers, that answers the parsed filters. Running it is the export's
 * door: the same refusal (401/403 and the 'acceso_denegado' audit row) and the same "Información errada" as the list.
 */
function guardiaDe(ruta: string) {
  const lista = procedimientoDe(ruta);
  const meta = lista._def.meta as ProcedureMeta | undefined;
  const base =
    meta?.acceso === 'staff'
      ? staffProcedure(meta.permiso, {
          alcanceCliente: meta.alcanceCliente,
          permisosAdicionales: meta.permisosAdicionales,
          alternativas: meta.permisosAlternativos,
        })
      : meta?.acceso === 'cliente'
        ? clienteProcedure(meta.permiso)
        : null;
  // An export always needs a session: a list open to anyone is not exported.
  if (!base)
    throw new Error(`Exportación: ${ruta} no es un procedimiento del personal ni del portal de clientes`);
  let conEntrada = base as unknown as Constructor;
  for (const parser of lista._def.inputs as unknown[]) conEntrada = conEntrada.input(parser);
  return conEntrada.query(({ input }) => input);
}

let puertas: ((ctx: ContextInner, tipo: string, filtros: unknown) => Promise<unknown>) | null = null;

/**
 * Checks the caller's access to export `tipo` (whose list is `rutas[tipo]`) and parses the filters with the list's own
 * input schema; answers the parsed filters or throws the list's TRPCError.
 */
export function autorizarExportacion(
  rutas: Readonly<Record<string, string>>,
  ctx: ContextInner,
  tipo: string,
  filtros: unknown,
): Promise<unknown> {
  if (!puertas) {
    const exportar = router(Object.fromEntries(Object.entries(rutas).map(([t, r]) => [t, guardiaDe(r)])));
    const crear = createCallerFactory(router({ exportar }));
    puertas = (c, t, f) => {
      const caller = crear(c) as unknown as { exportar: Record<string, (f: unknown) => Promise<unknown>> };
      return caller.exportar[t]!(f);
    };
  }
  return puertas(ctx, tipo, filtros);
}
