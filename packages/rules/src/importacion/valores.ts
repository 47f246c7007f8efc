/** Cell readers of the import: yes/no, pesos, dates and values of a fixed catalogue, each answering a value or why not. */
import type { Catalogo } from '../catalogo';
import { DINERO_MAXIMO } from '../esquemas/primitivos';
import { leerFecha } from '../fechas';
import { MENSAJES_IMPORTACION as M } from './mensajes';
import { claveComparable } from './normalizar';

export type Lectura<T> = { ok: true; valor: T } | { ok: false; mensaje: string };
const bien = <T>(valor: T): Lectura<T> => ({ ok: true, valor });
const mal = <T>(mensaje: string): Lectura<T> => ({ ok: false, mensaje });

const SI = new Set(['si', 's', 'yes', 'y', '1', 'true', 'x', 'verdadero']);
const NO = new Set(['no', 'n', '0', 'false', 'falso', '']);

/** "Sí"/"No" (and si, s, x, 1…); empty is `porDefecto`. */
export function leerSiNo(texto: string, porDefecto: boolean): Lectura<boolean> {
  if (texto === '') return bien(porDefecto);
  const k = claveComparable(texto);
  if (SI.has(k)) return bien(true);
  if (NO.has(k)) return bien(false);
  return mal(M.siNo);
}

/** Pesos without decimals: "1500000", "1.500.000", "$ 1.500.000" (a ",00" is accepted). Empty is null. */
export function leerPesos(texto: string): Lectura<number | null> {
  if (texto === '') return bien(null);
  const t = texto.replace(/[$\s]/g, '').replace(/,0+$/, '');
  const limpio = /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
  if (!/^\d+$/.test(limpio)) return mal(M.dinero);
  const n = Number(limpio);
  return n > DINERO_MAXIMO ? mal(M.dinero) : bien(n);
}

/** DD/MM/YYYY (also D/M/YYYY, or YYYY-MM-DD as Excel dates arrive) → 'YYYY-MM-DD', not after `hoy`. Empty is null. */
export function leerFechaCelda(texto: string, hoy: string): Lectura<string | null> {
  if (texto === '') return bien(null);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(texto)
    ? leerFecha(texto.split('-').reverse().join('/'))
    : leerFecha(texto.replace(/^(\d)\//, '0$1/').replace(/\/(\d)\//, '/0$1/'));
  if (iso === null || iso < '1900-01-01') return mal(M.fecha);
  return iso > hoy ? mal(M.fechaFutura) : bien(iso);
}

/** A value of a fixed catalogue by its label, key or code, accents and case ignored ("Cédula de ciudadanía" = cc = 0). */
export function leerDeCatalogo<V extends number | string>(
  catalogo: Catalogo<V>,
  texto: string,
  otros: Readonly<Record<string, V>> = {},
): Lectura<V | null> {
  if (texto === '') return bien(null);
  const k = claveComparable(texto);
  const o = catalogo.opciones.find(
    (x) => claveComparable(x.etiqueta) === k || claveComparable(x.clave) === k || String(x.valor) === k,
  );
  if (o) return bien(o.valor);
  const otro = otros[k];
  return otro !== undefined ? bien(otro) : mal(M.fueraDeCatalogo(texto));
}
