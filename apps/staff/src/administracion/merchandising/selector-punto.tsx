import { useState } from 'react';
import { MAPA_CENTRO_DEFECTO, type Recorrido } from '@talento/rules';
import { Boton } from '@talento/ui';
import { MapaDelRecorrido } from '../../merchandising/mapa/mapa-del-recorrido';
import { trpc } from '../../trpc';

interface Punto {
  latitud: number;
  longitud: number;
}

/** Half the side of the area first shown around a point (degrees, ~5 km), and of the default area without one. */
const RADIO_PUNTO = 0.05;
const RADIO_DEFECTO = 0.25;

const caja = (centro: Punto, radio: number) => ({
  sur: centro.latitud - radio,
  norte: centro.latitud + radio,
  oeste: centro.longitud - radio,
  este: centro.longitud + radio,
});

/**
 * Picks a store's point on the same map the product draws (`/merchandising-map`): Google Maps with the server's key,
 * otherwise the SVG map. A click on the map sets the point; the other stores of the client are drawn around it.
 * "Acercar"/"Alejar" change the area shown around the point; typing the coordinates also works (the form's fields).
 */
export function SelectorPunto({
  punto,
  nombre,
  otros,
  onPunto,
}: {
  punto: Punto | null;
  nombre: string;
  otros: readonly { id: number; nombre: string; latitud: number | null; longitud: number | null }[];
  onPunto: (latitud: number, longitud: number) => void;
}) {
  // Only the key matters here; without read_reporte (or without a key) the SVG map is drawn.
  const configuracion = trpc.mapa.configuracion.useQuery(undefined, { retry: false });
  const clave = configuracion.data?.googleMapsApiKey ?? null;
  const centroDefecto = { latitud: MAPA_CENTRO_DEFECTO.latitud, longitud: MAPA_CENTRO_DEFECTO.longitud };
  const [vista, setVista] = useState(() => ({
    centro: punto ?? centroDefecto,
    radio: punto ? RADIO_PUNTO : RADIO_DEFECTO,
  }));
  const recorrido: Recorrido = {
    puntos: [],
    totalPuntos: 0,
    llegadas: [],
    almacenes: [
      ...otros.map((o) => ({
        almacenId: o.id,
        nombre: o.nombre,
        posicion: null,
        latitud: o.latitud,
        longitud: o.longitud,
      })),
      ...(punto ? [{ almacenId: 0, nombre: nombre || 'Almacén', posicion: 1, ...punto }] : []),
    ],
    limites: caja(vista.centro, vista.radio),
  };
  const zoom = (factor: number) =>
    setVista((v) => ({ centro: punto ?? v.centro, radio: Math.min(Math.max(v.radio * factor, 0.002), 5) }));
  return (
    <div className="flex flex-col gap-2" data-testid="selector-punto">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">Haga clic en el mapa para ubicar el almacén.</p>
        <span className="flex gap-2">
          <Boton variante="secundario" type="button" onClick={() => zoom(0.4)}>
            Acercar
          </Boton>
          <Boton variante="secundario" type="button" onClick={() => zoom(2.5)}>
            Alejar
          </Boton>
        </span>
      </div>
      <MapaDelRecorrido
        clave={configuracion.isLoading ? null : clave}
        recorrido={recorrido}
        elegidos={punto ? [0] : []}
        onElegir={() => undefined}
        onPunto={(latitud, longitud) =>
          onPunto(Math.round(latitud * 1e6) / 1e6, Math.round(longitud * 1e6) / 1e6)
        }
      />
    </div>
  );
}
