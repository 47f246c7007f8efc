import { MENSAJES_MAPA as M } from '@talento/rules';
import { Spinner } from '@talento/ui';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { PropsMapaGoogle } from './mapa-google';
import { MapaSvg } from './mapa-svg';
import type { PropsMapa } from './marcadores';

/** Only with a key: the Google Maps library is its own chunk, never in the initial load nor fetched without a key. */
export const cargarMapaGoogle = () => import('./mapa-google');

/** A chunk that cannot be downloaded (offline, a release replaced it) counts as Google Maps failing to load. */
function SinGoogle({ onFalla }: PropsMapaGoogle) {
  useEffect(() => onFalla(), [onFalla]);
  return null;
}
const MapaGoogle = lazy<ComponentType<PropsMapaGoogle>>(() =>
  cargarMapaGoogle().catch(() => ({ default: SinGoogle })),
);

/**
 * The route map of `/merchandising-map`: Google Maps when the server has GOOGLE_MAPS_API_KEY (`clave`), otherwise
 * the SVG map; when Google Maps does not load, the SVG map with a notice. The screen always shows a map.
 */
export function MapaDelRecorrido({ clave, ...props }: PropsMapa & { clave: string | null }) {
  const [falla, setFalla] = useState(false);
  const onFalla = useCallback(() => setFalla(true), []);
  if (clave === null || falla)
    return (
      <div className="flex flex-col gap-2">
        {falla && (
          <p
            role="status"
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="aviso-mapa-simple"
          >
            {M.sinGoogleMaps}
          </p>
        )}
        <MapaSvg {...props} />
      </div>
    );
  return (
    <Suspense fallback={<Spinner />}>
      <MapaGoogle clave={clave} onFalla={onFalla} {...props} />
    </Suspense>
  );
}
