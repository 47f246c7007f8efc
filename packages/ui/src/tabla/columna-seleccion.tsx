import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { CaracteristicasTabla } from './caracteristicas';
import { CasillaSeleccion } from './casilla-seleccion';

export const ID_COLUMNA_SELECCION = 'seleccion';

/** The checkbox column `Tabla` puts first when rows are selectable; each box is named after its row. */
export function columnaSeleccion<T extends RowData>(
  etiquetaFila: (fila: T) => string,
): ColumnDef<CaracteristicasTabla, T, unknown> {
  return {
    id: ID_COLUMNA_SELECCION,
    enableSorting: false,
    header: ({ table }) => (
      <CasillaSeleccion
        etiqueta="Seleccionar todas las filas"
        marcada={table.getIsAllRowsSelected()}
        parcial={table.getIsSomeRowsSelected()}
        onClick={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <CasillaSeleccion
        etiqueta={`Seleccionar ${etiquetaFila(row.original)}`}
        marcada={row.getIsSelected()}
        deshabilitada={!row.getCanSelect()}
        onClick={row.getToggleSelectedHandler()}
      />
    ),
  };
}
