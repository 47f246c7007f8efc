import { useMemo } from 'react';
import {
  CLAVES_TERMINO_NIVEL,
  formatoFecha,
  formatoNumero,
  formatoPorcentaje,
  PARTES_INDICE,
  type TerminoNivelServicio,
} from '@talento/rules';
import { Seccion } from '../seccion';
import { columnasDe } from '../tabla/caracteristicas';
import { Tabla } from '../tabla/tabla';
import type { CifraElegida, ColumnaInforme } from './tipos';

const c = columnasDe<ColumnaInforme>();

/** The period a link opens: a validated week's terms are the frozen ones, so are the orders behind them. */
const periodoDe = (col: ColumnaInforme) => ({
  periodo: col.etiqueta,
  desde: col.desde,
  hasta: col.hasta,
  congelada: col.validado !== null,
});

function Termino({
  columna,
  termino,
  onElegir,
}: {
  columna: ColumnaInforme;
  termino: TerminoNivelServicio;
  onElegir: ((c: CifraElegida) => void) | undefined;
}) {
  const texto = formatoNumero(columna.terminos[termino], 0);
  const testId = `termino-${columna.clave}-${termino}`;
  if (!onElegir) return <span data-testid={testId}>{texto}</span>;
  return (
    <button
      type="button"
      className="font-medium text-marca-700 underline-offset-2 hover:underline"
      aria-label={`${texto}: ${termino}, ${columna.etiqueta}`}
      data-testid={testId}
      onClick={() =>
        onElegir({
          partes: [{ clave: termino, etiqueta: termino }],
          etiqueta: termino,
          ...periodoDe(columna),
        })
      }
    >
      {texto}
    </button>
  );
}

/**
 * The report fields of spec 03 §3 per period (desde, hasta, vPaCHF … PPCC, K, nivelServicio): the terms the level is
 * computed from, in vacancies (PPCC in orders). With `onElegir` each term opens the orders behind it, and the level
 * opens the lists of its numerator and denominator, as in the tables above.
 */
export function TablaTerminos({
  columnas,
  onElegir,
  tarjetasEnTelefono = false,
}: {
  columnas: ColumnaInforme[];
  onElegir?: ((c: CifraElegida) => void) | undefined;
  tarjetasEnTelefono?: boolean;
}) {
  const definicion = useMemo(
    () =>
      c.columns([
        c.accessor('etiqueta', { header: 'Periodo' }),
        c.accessor('desde', { header: 'Desde', cell: ({ getValue }) => formatoFecha(getValue()) }),
        c.accessor('hasta', { header: 'Hasta', cell: ({ getValue }) => formatoFecha(getValue()) }),
        ...CLAVES_TERMINO_NIVEL.map((t) =>
          c.display({
            id: t,
            header: t,
            meta: { alinear: 'derecha' },
            cell: ({ row }) => <Termino columna={row.original} termino={t} onElegir={onElegir} />,
          }),
        ),
        c.accessor('k', {
          header: 'K',
          meta: { alinear: 'derecha' },
          cell: ({ getValue }) => formatoNumero(getValue(), getValue() % 1 === 0 ? 0 : 2),
        }),
        c.display({
          id: 'nivelServicio',
          header: 'Nivel de servicio',
          meta: { alinear: 'derecha' },
          cell: ({ row }) => {
            const col = row.original;
            const texto = formatoPorcentaje(col.nivelServicio, 2);
            if (!onElegir) return <span data-testid={`termino-${col.clave}-nivelServicio`}>{texto}</span>;
            return (
              <button
                type="button"
                className="font-medium text-marca-700 underline-offset-2 hover:underline"
                aria-label={`${texto}: nivelServicio, ${col.etiqueta}`}
                data-testid={`termino-${col.clave}-nivelServicio`}
                onClick={() =>
                  onElegir({
                    partes: PARTES_INDICE.nivelServicio,
                    etiqueta: 'Nivel de servicio',
                    ...periodoDe(col),
                  })
                }
              >
                {texto}
              </button>
            );
          },
        }),
      ]),
    [onElegir],
  );
  return (
    <Seccion titulo="Términos del nivel de servicio">
      <p className="mb-2 text-sm text-slate-600">
        Vacantes de cada término (PPCC en pedidos), medidas al último día de cada periodo.
      </p>
      <Tabla
        etiqueta="Términos del nivel de servicio"
        columnas={definicion}
        datos={columnas}
        idFila={(col) => col.clave}
        ordenable={false}
        altoLimitado={false}
        tarjetasEnTelefono={tarjetasEnTelefono}
      />
    </Seccion>
  );
}
