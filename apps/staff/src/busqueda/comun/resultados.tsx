import { useMemo } from 'react';
import type { FilaBusqueda, ResultadoBusqueda } from '@talento/rules';
import {
  formatoDinero,
  formatoFecha,
  formatoPorcentaje,
  leerFilasBusqueda,
  MENSAJES_BUSQUEDA,
  textoTotalBusqueda,
} from '@talento/rules';
import { columnasDe, EstadoVacio, InsigniaEstado, Paginador, Spinner, Tabla } from '@talento/ui';
import { EnlaceHv } from '../../comun/enlaces';

interface Props {
  datos: ResultadoBusqueda | undefined;
  cargando: boolean;
  onPagina: (pagina: number) => void;
}

const c = columnasDe<FilaBusqueda>();
const COLUMNAS = c.columns([
  c.accessor('nombre', {
    header: 'Candidato',
    cell: ({ row: { original: f } }) => (
      <>
        <EnlaceHv candidatoId={f.candidatoId} className="font-medium">
          {f.nombre}
        </EnlaceHv>
        <div className="text-xs text-slate-600">{f.numeroDocumento}</div>
        {f.sinAutorizacion && (
          <InsigniaEstado etiqueta="Sin autorización de datos" tono="peligro" testId="sin-autorizacion" />
        )}
      </>
    ),
  }),
  c.accessor('profesiones', {
    header: 'Profesiones',
    cell: ({ getValue }) => (getValue().length ? getValue().join(', ') : 'No Registra'),
  }),
  c.accessor('ultimaExperiencia', {
    header: 'Última experiencia',
    cell: ({ getValue }) => {
      const u = getValue();
      if (!u) return 'No Registra';
      return (
        <>
          <div>{u.empresa}</div>
          <div className="text-xs text-slate-600">
            {u.cargo}
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
]);
const idCandidato = (f: FilaBusqueda) => String(f.candidatoId);

/** Result rows of both searches (spec 03 §2), 18 per page, each opening the candidate's CV. */
export function Resultados({ datos, cargando, onPagina }: Props) {
  const filas = useMemo(() => (datos ? leerFilasBusqueda(datos.filasJson) : []), [datos]);
  if (cargando && !datos) return <Spinner />;
  if (!datos) return null;
  if (filas.length === 0) return <EstadoVacio mensaje={MENSAJES_BUSQUEDA.sinResultados} />;
  return (
    <section className="flex flex-col gap-3" aria-label="Resultados">
      <p className="text-sm text-slate-600" data-testid="total-resultados">
        {textoTotalBusqueda(datos.total, datos.exacto, datos.limite)}
        {!datos.exacto && ' — refina la búsqueda para ver el resto'}
      </p>
      {/* Ranked by the server across pages: sorting one page would mislead, so the headers do not sort. */}
      <Tabla
        etiqueta="Candidatos encontrados"
        columnas={COLUMNAS}
        datos={filas}
        cargando={cargando}
        idFila={idCandidato}
        ordenable={false}
      />
      <Paginador
        etiqueta="Páginas de resultados"
        pagina={datos.pagina}
        paginas={datos.paginas}
        onCambiar={onPagina}
        extremos
      />
    </section>
  );
}
