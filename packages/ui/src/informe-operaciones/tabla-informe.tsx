import { useMemo } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Boton } from '../boton';
import { InsigniaEstado } from '../insignia-estado';
import { notificar } from '../notificaciones';
import { columnasDe } from '../tabla/caracteristicas';
import { Tabla } from '../tabla/tabla';
import type { ColumnaTabla } from './columnas-informe';
import { textoDiferencia, type FilaInforme } from './filas-informe';
import type { CifraElegida } from './tipos';

/** Writes one table to a file (staff: .xlsx with the filters above it); the client portal has no export. */
export type ExportarTabla = (titulo: string, filas: FilaInforme[], columnas: ColumnaTabla[]) => Promise<void>;

function Cifra({
  fila,
  columna,
  onElegir,
}: {
  fila: FilaInforme;
  columna: ColumnaTabla;
  onElegir: ((c: CifraElegida) => void) | undefined;
}) {
  const valor = columna.valor(fila);
  const texto = columna.texto(fila, valor);
  const diferencia = columna.validado ? textoDiferencia(fila, fila.de(columna.validado.diferencia)) : null;
  // The moving average of a percentage is a mean of weekly percentages: no single numerator has rows behind it.
  const partes = fila.medida
    ? [{ clave: fila.medida, etiqueta: fila.etiqueta }]
    : columna.clave === 'promedio'
      ? null
      : fila.partes;
  return (
    <span className="inline-flex flex-col items-end">
      {partes && onElegir ? (
        <button
          type="button"
          className="font-medium text-marca-700 underline-offset-2 hover:underline"
          aria-label={`${texto}: ${fila.etiqueta}, ${columna.etiqueta}`}
          data-testid={`cifra-${columna.clave}-${fila.clave}`}
          onClick={() =>
            onElegir({
              partes,
              etiqueta: fila.etiqueta,
              periodo: columna.etiqueta,
              desde: columna.desde,
              hasta: columna.hasta,
              congelada: columna.validado !== null,
            })
          }
        >
          {texto}
        </button>
      ) : (
        <span data-testid={`cifra-${columna.clave}-${fila.clave}`}>{texto}</span>
      )}
      {diferencia && (
        <span className="text-xs text-amber-800" data-testid={`diferencia-${columna.clave}-${fila.clave}`}>
          {diferencia} desde la validación
        </span>
      )}
    </span>
  );
}

const c = columnasDe<FilaInforme>();

/**
 * One accordion of the funnel (months, weeks or the average): rows = the measures, columns = the periods. With
 * `onElegir` every number is a button that opens the rows behind it (a percentage: those of its numerator and
 * denominator; not the average of a percentage); with `onExportar` the table has its export button.
 */
export function TablaInforme({
  titulo,
  filas,
  columnas,
  abierta = false,
  onExportar,
  onElegir,
  tarjetasEnTelefono = false,
}: {
  titulo: string;
  filas: FilaInforme[];
  columnas: ColumnaTabla[];
  abierta?: boolean;
  onExportar?: ExportarTabla | undefined;
  onElegir?: ((c: CifraElegida) => void) | undefined;
  tarjetasEnTelefono?: boolean;
}) {
  const definicion = useMemo(
    () =>
      c.columns([
        c.accessor('etiqueta', {
          header: 'Indicador',
          cell: ({ row }) => <span title={row.original.ayuda}>{row.original.etiqueta}</span>,
        }),
        ...columnas.map((col) =>
          c.display({
            id: col.clave,
            header: () => (
              <span className="inline-flex flex-col items-end gap-1">
                {col.etiqueta}
                {col.validado && (
                  <InsigniaEstado etiqueta={`Validada por ${col.validado.validadoPor}`} tono="exito" />
                )}
              </span>
            ),
            meta: { alinear: 'derecha', etiquetaTarjeta: col.etiqueta },
            cell: ({ row }) => <Cifra fila={row.original} columna={col} onElegir={onElegir} />,
          }),
        ),
      ]),
    [columnas, onElegir],
  );
  return (
    <Disclosure as="section" defaultOpen={abierta} className="rounded-lg bg-white shadow-sm">
      <DisclosureButton className="flex w-full items-center justify-between px-5 py-3 text-left text-base font-semibold text-slate-800">
        {titulo}
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </DisclosureButton>
      <DisclosurePanel className="flex flex-col gap-2 px-5 pb-5">
        {onExportar && (
          <Boton
            variante="secundario"
            className="self-end"
            aria-label={`Exportar XLSX: ${titulo}`}
            onClick={() =>
              onExportar(titulo, filas, columnas).catch(() =>
                notificar.error('No se pudo generar el archivo XLSX.'),
              )
            }
          >
            Exportar XLSX
          </Boton>
        )}
        <Tabla
          etiqueta={titulo}
          columnas={definicion}
          datos={filas}
          idFila={(f) => f.clave}
          ordenable={false}
          altoLimitado={false}
          tarjetasEnTelefono={tarjetasEnTelefono}
        />
      </DisclosurePanel>
    </Disclosure>
  );
}
