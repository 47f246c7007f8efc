import { useEffect, useState } from 'react';

/** Whether a CSS media query holds now, updated when it changes (e.g. the window is resized or rotated). */
export function useConsultaMedios(consulta: string): boolean {
  const [cumple, setCumple] = useState(() => window.matchMedia(consulta).matches);
  useEffect(() => {
    const mq = window.matchMedia(consulta);
    const cambio = () => setCumple(mq.matches);
    cambio();
    mq.addEventListener('change', cambio);
    return () => mq.removeEventListener('change', cambio);
  }, [consulta]);
  return cumple;
}
