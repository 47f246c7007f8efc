import type { FilaInforme } from './filas-informe';
import type { ColumnaInforme, InformeOperaciones } from './tipos';

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

export const columnaPromedio = (
  informe: Pick<InformeOperaciones, 'promedio' | 'semanas'>,
): ColumnaTabla | null => {
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
