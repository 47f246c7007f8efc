import { ACCIONES_ACCESO_DATOS, formatoFechaHora } from '@talento/rules';
import { columnasDe, Tabla } from '@talento/ui';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type FilaAcceso =
  inferRouterOutputs<AppRouter>['datosPersonales']['accesos']['listar']['filas'][number];

const c = columnasDe<FilaAcceso>();
const etiqueta = (accion: string) =>
  ACCIONES_ACCESO_DATOS[accion as keyof typeof ACCIONES_ACCESO_DATOS] ?? accion;

const COLUMNAS = c.columns([
  c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
  c.accessor((a) => a.usuario ?? 'Sistema', { id: 'usuario', header: 'Usuario' }),
  c.accessor((a) => etiqueta(a.accion), { id: 'accion', header: 'Acción' }),
  c.accessor((a) => (a.persona ? `${a.persona} (${a.documento ?? ''})` : '—'), {
    id: 'persona',
    header: 'Persona',
  }),
  c.accessor('ip', { header: 'Dirección' }),
  c.accessor((a) => a.detalle || '—', { id: 'detalle', header: 'Detalle' }),
]);
const SIN_PERSONA = COLUMNAS.filter((col) => col.id !== 'persona');

/** The accesses to personal data as a table: the audit screen (with the person) and a CV (without). */
export function ListaAccesos({
  filas,
  cargando,
  vacio,
  conPersona = true,
}: {
  filas: FilaAcceso[] | undefined;
  cargando: boolean;
  vacio: string;
  conPersona?: boolean;
}) {
  return (
    <Tabla
      etiqueta="Accesos a datos personales"
      columnas={conPersona ? COLUMNAS : SIN_PERSONA}
      datos={filas}
      cargando={cargando}
      vacio={vacio}
      idFila={(a) => String(a.id)}
      ordenable={false}
    />
  );
}
