/// <reference types="google.maps" />
import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import { MAPA_CENTRO_DEFECTO } from '@talento/rules';
import { Spinner } from '@talento/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  agruparEnZoom,
  colorDelGrupo,
  COLORES,
  nombreDelGrupo,
  rotuloDelGrupo,
  type PropsMapa,
} from './marcadores';
import { conSpanMinimo } from './proyeccion';

/** Issue 20: before the route is fitted, the map shows the Bogotá area at zoom 6. */
const BOGOTA = { lat: MAPA_CENTRO_DEFECTO.latitud, lng: MAPA_CENTRO_DEFECTO.longitud };
const ZOOM_INICIAL: number = MAPA_CENTRO_DEFECTO.zoom;
const OPCIONES: google.maps.MapOptions = {
  center: BOGOTA,
  zoom: ZOOM_INICIAL,
  clickableIcons: false,
  streetViewControl: false,
  mapTypeControl: false,
  fullscreenControl: false,
};
const OPCIONES_LINEA: google.maps.PolylineOptions = {
  strokeColor: COLORES.linea,
  strokeWeight: 3,
  clickable: false,
};
/** Pixels kept free around the route when it is fitted. */
const MARGEN_AJUSTE = 40;
/** Markers closer than this on screen (px) are drawn as one cluster with a count (Google's pins are wider than ours). */
const RADIO_GRUPO = 32;
/** Past this the script is taken as not loading (a network that swallows requests never fires an error). */
const CARGA_MAXIMA_MS = 10_000;

export interface PropsMapaGoogle extends PropsMapa {
  clave: string;
  /** The script did not load (error, bad key, too slow): the page draws the SVG map with a notice instead. */
  onFalla: () => void;
}

/** Once Google Maps failed in this page load, later maps go straight to the SVG map instead of waiting again. */
let fallo = false;

/**
 * The day's route on Google Maps (only with GOOGLE_MAPS_API_KEY; this module is its own lazy chunk): the GPS
 * polyline, the stores as markers clustered at the current zoom, a click opens the same detail panel as the SVG map.
 */
export default function MapaGoogle({ clave, onFalla, ...props }: PropsMapaGoogle) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'talento-google-maps',
    googleMapsApiKey: clave,
    language: 'es',
    region: 'CO',
  });
  useEffect(() => {
    const fallar = () => {
      fallo = true;
      onFalla();
    };
    if (fallo || loadError) {
      fallar();
      return;
    }
    // Google calls this global when it refuses the key (wrong key, referrer not allowed): the map would stay grey.
    const ventana = window as Window & { gm_authFailure?: () => void };
    ventana.gm_authFailure = fallar;
    const espera = isLoaded ? undefined : setTimeout(fallar, CARGA_MAXIMA_MS);
    return () => {
      clearTimeout(espera);
      if (ventana.gm_authFailure === fallar) delete ventana.gm_authFailure;
    };
  }, [isLoaded, loadError, onFalla]);
  if (!isLoaded || loadError) return <Spinner />;
  return <MapaCargado {...props} />;
}

function MapaCargado({ recorrido, elegidos, onElegir, onPunto }: PropsMapa) {
  const [mapa, setMapa] = useState<google.maps.Map | null>(null);
  const [zoom, setZoom] = useState(ZOOM_INICIAL);
  const camino = useMemo(
    () => recorrido.puntos.map((p) => ({ lat: p.latitud, lng: p.longitud })),
    [recorrido.puntos],
  );
  const grupos = useMemo(
    () => agruparEnZoom(recorrido.almacenes, zoom, RADIO_GRUPO),
    [recorrido.almacenes, zoom],
  );
  const limites = recorrido.limites;
  useEffect(() => {
    if (!mapa || !limites) return;
    const l = conSpanMinimo(limites);
    mapa.fitBounds(
      new google.maps.LatLngBounds({ lat: l.sur, lng: l.oeste }, { lat: l.norte, lng: l.este }),
      MARGEN_AJUSTE,
    );
  }, [mapa, limites]);

  return (
    <div
      role="group"
      aria-label="Mapa del recorrido"
      data-testid="mapa-google"
      className="overflow-hidden rounded-lg border border-slate-200"
    >
      <GoogleMap
        mapContainerClassName="h-[500px] w-full"
        options={OPCIONES}
        onLoad={setMapa}
        onUnmount={() => setMapa(null)}
        onZoomChanged={() => setZoom(mapa?.getZoom() ?? ZOOM_INICIAL)}
        onClick={(e) => {
          if (onPunto && e.latLng) onPunto(e.latLng.lat(), e.latLng.lng());
        }}
      >
        <PolylineF path={camino} options={OPCIONES_LINEA} />
        {grupos.map((g) => {
          return (
            <MarkerF
              key={g.almacenes.map((a) => a.almacenId).join('-')}
              position={{ lat: g.latitud, lng: g.longitud }}
              title={nombreDelGrupo(g.almacenes)}
              label={{
                text: rotuloDelGrupo(g.almacenes),
                color: '#fff',
                fontSize: '12px',
                fontWeight: '700',
              }}
              icon={{
                path: google.maps.SymbolPath.CIRCLE,
                scale: g.almacenes.length > 1 ? 16 : 12,
                fillColor: colorDelGrupo(g.almacenes, elegidos),
                fillOpacity: 1,
                strokeColor: '#fff',
                strokeWeight: 3,
              }}
              onClick={() => onElegir(g.almacenes)}
            />
          );
        })}
      </GoogleMap>
    </div>
  );
}
