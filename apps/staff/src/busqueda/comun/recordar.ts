import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { CLAVE_FILTROS } from '@talento/ui';

/**
 * State remembered in local storage under the filters prefix (cleared at login with every other
 * remembered filter, spec 03 §9), per screen and per user; restored when the user comes back.
 */
export function useRecordado<T>(pantalla: string, usuarioId: number, inicial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const clave = `${CLAVE_FILTROS}${pantalla}:${usuarioId}`;
  const [valor, setValor] = useState<T>(() => {
    try {
      const texto = window.localStorage.getItem(clave);
      return texto ? { ...inicial(), ...(JSON.parse(texto) as T) } : inicial();
    } catch {
      return inicial();
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(clave, JSON.stringify(valor));
    } catch {
      // Storage full or disabled: the search still works, it is just not remembered.
    }
  }, [clave, valor]);
  return [valor, setValor];
}
