import { useState } from 'react';
import { formatoFecha, formatoFechaHora, formatoPorcentaje } from '@talento/rules';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { columnasDe, Paginador, Seccion, Tabla } from '@talento/ui';
import { trpc } from '../../trpc';

type FilaValidada = inferRouterOutputs<AppRouter>['reportes']['validados']['filas'][number];
const c = columnasDe<FilaValidada>();
const COLUMNAS = c.columns([
  c.accessor('sucursal', { header: 'Sucursal' }),
  c.accessor('desde', { header: 'Desde', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.accessor('hasta', { header: 'Hasta', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.accessor('nivelServicio', {
    header: 'Nivel de servicio',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoPorcentaje(getValue(), 2),
  }),
  c.accessor('puntajeGestion', {
    header: 'Puntaje general',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoPorcentaje(getValue(), 1),
  }),
  c.accessor('validadoPor', { header: 'Validado por' }),
  c.accessor((f) => f.validadoEn.toISOString(), {
    id: 'validadoEn',
    header: 'Validado el',
    cell: ({ row }) => formatoFechaHora(row.original.validadoEn),
  }),
]);
const idFila = (f: FilaValidada) => String(f.id);

/** The validated periods (newest first), of one branch or of all, paged by the server. */
export function ListaValidados({ sucursalId }: { sucursalId: number | undefined }) {
  const [pagina, setPagina] = useState(1);
  const [sucursalVista, setSucursalVista] = useState(sucursalId);
  // A new branch starts again at page 1 (adjusting state while rendering, as React recommends over an effect).
  if (sucursalVista !== sucursalId) {
    setSucursalVista(sucursalId);
    setPagina(1);
  }
  const consulta = trpc.reportes.validados.useQuery(
    { sucursalId, pagina },
    { placeholderData: (anterior) => anterior },
  );
  return (
    <Seccion titulo="Periodos validados">
      <Tabla
        etiqueta="Periodos validados"
        columnas={COLUMNAS}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        idFila={idFila}
        ordenable={false}
        vacio="No hay periodos validados."
        testIdFila={(f) => `validado-${f.id}`}
      />
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
    </Seccion>
  );
}
