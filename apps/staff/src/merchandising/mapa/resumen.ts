import { formatoNumero, type Recorrido } from '@talento/rules';

const cantidad = (n: number, uno: string, varios: string) =>
  `${formatoNumero(n, 0)} ${n === 1 ? uno : varios}`;

/** Stores of the day's route (with a position on it); the others only have an arrival. */
export const planeados = (r: Recorrido) => r.almacenes.filter((a) => a.posicion !== null).length;

/** The line above the map: "13 puntos GPS, 1 almacén planeado, 1 reporte de llegada." (singular for one). */
export function resumenRecorrido(r: Recorrido): string {
  const partes = [
    cantidad(r.totalPuntos, 'punto GPS', 'puntos GPS'),
    cantidad(planeados(r), 'almacén planeado', 'almacenes planeados'),
    cantidad(r.llegadas.length, 'reporte de llegada', 'reportes de llegada'),
  ];
  const sinPlanificar = r.almacenes.length - planeados(r);
  if (sinPlanificar > 0)
    partes.push(
      cantidad(sinPlanificar, 'almacén con llegada sin planificar', 'almacenes con llegada sin planificar'),
    );
  return `${partes.join(', ')}.`;
}
