import { useMemo } from 'react';
import { MENSAJES_SUGERIDOS, type Sugerido } from '@talento/rules';
import { Boton, columnasDe, DesglosePuntaje, Tabla, type SeleccionTabla } from '@talento/ui';
import { EnlaceHv } from '../../comun/enlaces';

const c = columnasDe<Sugerido>();
const COLUMNAS = c.columns([
  c.accessor('puntaje', {
    header: 'Compatibilidad',
    meta: { alinear: 'derecha' },
    cell: ({ row: { original: s } }) => (
      <DesglosePuntaje puntaje={s.puntaje} partes={s.partes} de={s.nombre} />
    ),
  }),
  c.accessor('nombre', {
    header: 'Nombre',
    cell: ({ row: { original: s } }) => <EnlaceHv candidatoId={s.candidatoId}>{s.nombre}</EnlaceHv>,
  }),
  c.accessor('numeroDocumento', { header: 'Documento' }),
  c.accessor('ciudad', { header: 'Ciudad de residencia', cell: ({ getValue }) => getValue() ?? '—' }),
]);
const idFila = (s: Sugerido) => String(s.candidatoId);
const testIdFila = (s: Sugerido) => `sugerido-${s.candidatoId}`;
const etiquetaFila = (s: Sugerido) => s.nombre;

/**
 * One page of suggested people, best score first (the server's order: the table does not re-sort a page). With
 * `onAgregar`, each row has "Agregar" (one click adds the person to the order; `agregando`: the person being added).
 * With `marcados`, each row has a checkbox (ids of the marked people, for "Agregar seleccionados").
 */
export function TablaSugeridos({
  filas,
  cargando,
  etiqueta = MENSAJES_SUGERIDOS.titulo,
  onAgregar,
  agregando = null,
  marcados,
  onMarcar,
}: {
  filas: readonly Sugerido[] | undefined;
  cargando: boolean;
  etiqueta?: string;
  onAgregar?: (s: Sugerido) => void;
  agregando?: number | null;
  marcados?: readonly string[];
  onMarcar?: (ids: string[]) => void;
}) {
  const seleccion = useMemo<SeleccionTabla<Sugerido> | undefined>(
    () => (marcados && onMarcar ? { ids: marcados, onCambiar: onMarcar, etiquetaFila } : undefined),
    [marcados, onMarcar],
  );
  const columnas = useMemo(
    () =>
      onAgregar
        ? c.columns([
            ...COLUMNAS,
            c.display({
              id: 'agregar',
              header: 'Acción',
              cell: ({ row: { original: s } }) => (
                <Boton
                  variante="secundario"
                  aria-label={`Agregar a ${s.nombre}`}
                  cargando={agregando === s.candidatoId}
                  onClick={() => onAgregar(s)}
                >
                  Agregar
                </Boton>
              ),
            }),
          ])
        : COLUMNAS,
    [onAgregar, agregando],
  );
  return (
    <Tabla
      etiqueta={etiqueta}
      columnas={columnas}
      datos={filas}
      cargando={cargando}
      vacio={MENSAJES_SUGERIDOS.vacio}
      idFila={idFila}
      testIdFila={testIdFila}
      ordenable={false}
      marco={false}
      seleccion={seleccion}
    />
  );
}
