import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the browser has painted since this component mounted: false in its first render, true from the frame after
 * the next one (a frame callback runs before its frame is painted; the one it asks for runs once that frame is).
 */
function usePintado(): boolean {
  const [pintado, setPintado] = useState(false);
  useEffect(() => {
    let cuadro = requestAnimationFrame(() => {
      cuadro = requestAnimationFrame(() => setPintado(true));
    });
    return () => cancelAnimationFrame(cuadro);
  }, []);
  return pintado;
}

/**
 * Renders `children` only once the page around it has been painted, `reserva` until then and while they load. For a
 * part below the first screen whose code is heavy (a form with its validation, a table engine): with `children` a
 * `lazy` component, its download starts after the page's first paint instead of delaying it (issue 39: the client
 * portal on a phone).
 */
export function TrasPintar({ children, reserva = null }: { children: ReactNode; reserva?: ReactNode }) {
  const pintado = usePintado();
  return pintado ? <Suspense fallback={reserva}>{children}</Suspense> : reserva;
}
