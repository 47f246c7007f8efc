import { useEffect, useState } from 'react';

/** True from the md breakpoint (992 px, spec 03 §9) up: the sidebar is open by default there. */
export function usePantallaAncha(consulta = '(min-width: 992px)'): boolean {
  const [ancha, setAncha] = useState(() => window.matchMedia(consulta).matches);
  useEffect(() => {
    const mq = window.matchMedia(consulta);
    const cambio = () => setAncha(mq.matches);
    mq.addEventListener('change', cambio);
    return () => mq.removeEventListener('change', cambio);
  }, [consulta]);
  return ancha;
}
