import { useMemo } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Boton, columnasDe, InsigniaEstado, notificar, Tabla } from '@talento/ui';
import { exportarXlsx, type Encabezado } from './exportar-xlsx';
import { textoDiferencia, type FilaInforme } from './filas-informe';
import type { CifraElegida, ColumnaInforme, InformeGeneral } from './tipos';

/** A column of one accordion table: a month, a week, or the moving average (which spans the five weeks). */
export interface ColumnaTabla {
  clave: string;
  etiqueta: string;
  desde: string;
  hasta: string;
  validado: ColumnaInforme['validado'];
  valor: (fila: FilaInforme) => number | null;
  texto: (fila: FilaInforme, valor: number | null) => string;
}

export const columnaDePeriodo = (c: ColumnaInforme): ColumnaTabla => ({
  clave: c.clave,
  etiqueta: c.etiqueta,
  desde: c.desde,
  hasta: c.hasta,
  validado: c.validado,
  valor: (f) => f.de(c),
  texto: (f, v) => f.formato(v),
});

export const columnaPromedio = (informe: InformeGeneral): ColumnaTabla | null => {
  const { promedio, semanas } = informe;
  if (!promedio || semanas.length === 0) return null;
  return {
    clave: 'promedio',
    etiqueta: 'Promedio de las últimas 5 semanas',
    desde: semanas[0]!.desde,
    hasta: semanas[semanas.length - 1]!.hasta,
    validado: null,
    valor: (f) => f.dePromedio(promedio),
    texto: (f, v) => f.formatoPromedio(v),
  };
};

function Cifra({ fila, columna, onElegir }: { fila: FilaInforme; columna: ColumnaTabla; onElegir: (c: CifraElegida) => void }) {
  const valor = columna.valor(fila);
  const texto = columna.texto(fila, valor);
  const diferencia = columna.validado ? textoDiferencia(fila, fila.de(columna.validado.diferencia)) : null;
  const medida = fila.medida;
  return (
    <span className="inline-flex flex-col items-end">
      {medida ? (
        <button
          type="button"
          className="font-medium text-marca-700 underline-offset-2 hover:underline"
          aria-label={`${texto}: ${fila.etiqueta}, ${columna.etiqueta}`}
          data-testid={`cifra-${columna.clave}-${medida}`}
          onClick={() => onElegir({ medida, etiqueta: fila.etiqueta, periodo: columna.etiqueta, desde: columna.desde, hasta: columna.hasta })}
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

/** One accordion of the funnel (months, weeks or the average): rows = the measures, columns = the periods. */
export function TablaInforme({
  titulo,
  filas,
  columnas,
  abierta = false,
  encabezado,
  onElegir,
}: {
  titulo: string;
  /** The filters written above the table in the exported sheet. */
  encabezado: Encabezado;
  filas: FilaInforme[];
  columnas: ColumnaTabla[];
  abierta?: boolean;
  onElegir: (c: CifraElegida) => void;
}) {
  const definicion = useMemo(
    () =>
      c.columns([
        c.accessor('etiqueta', { header: 'Indicador', cell: ({ row }) => <span title={row.original.ayuda}>{row.original.etiqueta}</span> }),
        ...columnas.map((col) =>
          c.display({
            id: col.clave,
            header: () => (
              <span className="inline-flex flex-col items-end gap-1">
                {col.etiqueta}
                {col.validado && <InsigniaEstado etiqueta={`Validada por ${col.validado.validadoPor}`} tono="exito" />}
              </span>
            ),
            meta: { alinear: 'derecha' },
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
        <Boton
          variante="secundario"
          className="self-end"
          aria-label={`Exportar XLSX: ${titulo}`}
          onClick={() => exportarXlsx(titulo, encabezado, filas, columnas).catch(() => notificar.error('No se pudo generar el archivo XLSX.'))}
        >
          Exportar XLSX
        </Boton>
        <Tabla etiqueta={titulo} columnas={definicion} datos={filas} idFila={(f) => f.clave} ordenable={false} altoLimitado={false} />
      </DisclosurePanel>
    </Disclosure>
  );
}
