import type { FilaBusqueda } from '@talento/rules';
import { formatoDinero, formatoFecha, formatoPorcentaje } from '@talento/rules';
import { Boton, columnasDe, Resaltado } from '@talento/ui';
import { EnlaceHv } from '../../comun/enlaces';
import { InsigniasFila } from './insignias-fila';

const c = columnasDe<FilaBusqueda>();

const BASE = [
  c.accessor('nombre', {
    header: 'Candidato',
    cell: ({ row: { original: f } }) => (
      <>
        <EnlaceHv candidatoId={f.candidatoId} className="font-medium">
          <Resaltado texto={f.nombre} />
        </EnlaceHv>
        <div className="text-xs text-slate-600">
          <Resaltado texto={f.numeroDocumento} />
        </div>
      </>
    ),
  }),
  c.accessor('ciudad', { header: 'Ciudad', cell: ({ getValue }) => getValue() ?? 'No Registra' }),
  c.accessor('disponibilidad', {
    header: 'Estado',
    cell: ({ row: { original: f } }) => <InsigniasFila fila={f} />,
  }),
  c.accessor('profesiones', {
    header: 'Profesiones',
    cell: ({ getValue }) => (getValue().length ? <Resaltado texto={getValue().join(', ')} /> : 'No Registra'),
  }),
  c.accessor('ultimaExperiencia', {
    header: 'Última experiencia',
    cell: ({ getValue }) => {
      const u = getValue();
      if (!u) return 'No Registra';
      return (
        <>
          <div>
            <Resaltado texto={u.empresa} />
          </div>
          <div className="text-xs text-slate-600">
            <Resaltado texto={u.cargo} />
            {u.salarioFinal !== null && ` · ${formatoDinero(u.salarioFinal)}`}
          </div>
        </>
      );
    },
  }),
  c.accessor('porcentajeTotal', {
    header: '% total',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoPorcentaje(getValue()),
  }),
  c.accessor('fechaModificacion', {
    header: 'Modificación',
    cell: ({ getValue }) => formatoFecha(getValue()),
  }),
];

/** The result columns of both searches (spec 03 §2), without actions (the user may not add to orders). */
export const COLUMNAS_RESULTADOS = c.columns(BASE);

/** The same columns and "Agregar a pedido…" per row; keep `onAgregar` stable (a state setter). */
export function columnasConAgregar(onAgregar: (fila: FilaBusqueda) => void) {
  return c.columns([
    ...BASE,
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) => (
        // The visible text starts the name, which says whose row it is.
        <Boton
          variante="secundario"
          aria-label={`Agregar a pedido… (${f.nombre})`}
          onClick={() => onAgregar(f)}
        >
          Agregar a pedido…
        </Boton>
      ),
    }),
  ]);
}
