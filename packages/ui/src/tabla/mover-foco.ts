import type { KeyboardEvent } from 'react';

const TECLAS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Arrow keys move the focus between the rows of a table (Home/End: first/last), so a keyboard user reaches
 * every row and, from it, the links and buttons of its cells with Tab. Keys typed inside a control (an input,
 * a select) are left alone, and so is every key that does not move between rows (the region keeps scrolling
 * sideways with ←/→).
 */
export function moverFocoEntreFilas(evento: KeyboardEvent<HTMLElement>): void {
  if (!TECLAS.has(evento.key)) return;
  const region = evento.currentTarget;
  const objetivo = evento.target as HTMLElement;
  const enFila = objetivo.matches('tbody > tr');
  if (!enFila && objetivo !== region) return;
  const filas = Array.from(region.querySelectorAll<HTMLElement>('tbody > tr[data-fila]'));
  if (filas.length === 0) return;
  const actual = enFila ? filas.indexOf(objetivo) : -1;
  let siguiente: number;
  if (evento.key === 'Home') siguiente = 0;
  else if (evento.key === 'End') siguiente = filas.length - 1;
  else if (evento.key === 'ArrowDown') siguiente = Math.min(actual + 1, filas.length - 1);
  else siguiente = Math.max(actual - 1, 0);
  evento.preventDefault();
  filas[siguiente]?.focus();
}
