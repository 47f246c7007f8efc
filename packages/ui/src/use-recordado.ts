import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { z } from 'zod';
import { CLAVE_FILTROS } from './filtros-recordados';

function leer<T>(clave: string, esquema: z.ZodType<T>, inicial: () => T): T {
  try {
    const texto = window.localStorage.getItem(clave);
    if (texto === null) return inicial();
    // What is stored may come from an older version of the screen or be edited by hand: only a value that
    // passes the schema is used, anything else is the default.
    const r = esquema.safeParse(JSON.parse(texto));
    return r.success ? r.data : inicial();
  } catch {
    return inicial();
  }
}

/**
 * State remembered in local storage under `talento:filtros:<clave>` (so it is cleared at login with every
 * remembered filter, spec 01 §2 and 03 §9) and restored when the user comes back. The key should carry the
 * user id when two users share a browser. A new key (another view of the same page) loads its own memory.
 */
export function useRecordado<T>(
  clave: string,
  esquema: z.ZodType<T>,
  inicial: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const completa = `${CLAVE_FILTROS}${clave}`;
  const [estado, setEstado] = useState(() => ({ clave: completa, valor: leer(completa, esquema, inicial) }));
  if (estado.clave !== completa) setEstado({ clave: completa, valor: leer(completa, esquema, inicial) });
  useEffect(() => {
    if (estado.clave !== completa) return;
    try {
      window.localStorage.setItem(completa, JSON.stringify(estado.valor));
    } catch {
      // Storage full or disabled: the screen still works, it is just not remembered.
    }
  }, [completa, estado]);
  const valor = estado.clave === completa ? estado.valor : leer(completa, esquema, inicial);
  const cambiar: Dispatch<SetStateAction<T>> = (cambio) =>
    setEstado((e) => ({
      clave: e.clave,
      valor: typeof cambio === 'function' ? (cambio as (previo: T) => T)(e.valor) : cambio,
    }));
  return [valor, cambiar];
}
