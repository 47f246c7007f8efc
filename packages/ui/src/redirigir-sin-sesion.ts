import { useEffect } from 'react';

/** An unauthenticated visit goes to login after 100 ms (spec 03 §2 Shell). */
export function useRedirigirSinSesion(sinSesion: boolean, irAlLogin: () => void): void {
  useEffect(() => {
    if (!sinSesion) return;
    const t = setTimeout(irAlLogin, 100);
    return () => clearTimeout(t);
  }, [sinSesion, irAlLogin]);
}
