import { useEffect, useState } from 'react';

/**
 * Whether a CSS media query holds now, updated when it changes (e.g. the window is resized or rotated); `null` asks
 * nothing (false), for a component whose layout only sometimes depends on the width.
 */
export function useConsultaMedios(consulta: string | null): boolean {
  const [cumple, setCumple] = useState(() => consulta !== null && window.matchMedia(consulta).matches);
  useEffect(() => {
    if (consulta === null) {
      setCumple(false);
      return;
    }
    const mq = window.matchMedia(consulta);
    const cambio = () => setCumple(mq.matches);
    cambio();
    mq.addEventListener('change', cambio);
    return () => mq.removeEventListener('change', cambio);
  }, [consulta]);
  return cumple;
}
