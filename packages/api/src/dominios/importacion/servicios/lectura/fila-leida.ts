/** One row of a sheet as the readers hand it over: the sheet, its 1-based row number and the cells as text. */
export interface FilaLeida {
  hoja: string;
  numero: number;
  celdas: string[];
}
