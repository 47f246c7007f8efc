import {
  decodificarPuntos,
  formatoFechaHora,
  hoyIso,
  MENSAJES_MAPA as M,
  type Recorrido,
} from '@talento/rules';
import {
  columnasDe,
  EstadoVacio,
  FallaDeCarga,
  SelectorFechaIso,
  Spinner,
  Tabla,
  Typeahead,
  useAvisoDeFalla,
  type OpcionTypeahead,
} from '@talento/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trpc } from '../../trpc';
import { cargarMapaGoogle, MapaDelRecorrido } from './mapa-del-recorrido';
import type { AlmacenDelMapa } from './marcadores';
import { PanelDetalle } from './panel-detalle';
import { resumenRecorrido } from './resumen';
import { useBuscarMercaderistas } from './use-mercaderistas';

type Llegada = Recorrido['llegadas'][number];
const c = columnasDe<Llegada>();
const COLUMNAS_LLEGADAS = c.columns([
  c.accessor('almacen', { header: 'Almacén' }),
  c.accessor('fecha', {
    header: 'Llegada',
    sortFn: 'datetime',
    cell: ({ getValue }) => formatoFechaHora(getValue()),
  }),
]);

const vacio = (r: Recorrido) => r.totalPuntos === 0 && r.almacenes.length === 0 && r.llegadas.length === 0;

/**
 * `/merchandising-map` (spec 03 §2 Map): a merchandiser and a day, then that day's GPS route, the planned stores (and
 * those with an arrival off the route) as clustered markers, a detail panel with the chosen marker's arrival times and
 * the table of arrivals. Drawn on Google Maps when the server has a key (`mapa.configuracion`), otherwise (or when it does not load) on a plain SVG projection,
 * so it works with no key and no network.
 */
export default function Pagina() {
  const [mercaderista, setMercaderista] = useState<OpcionTypeahead | null>(null);
  const [fecha, setFecha] = useState<string>(() => hoyIso());
  const [elegidos, setElegidos] = useState<AlmacenDelMapa[]>([]);
  const buscar = useBuscarMercaderistas();
  const consulta = trpc.mapa.recorrido.useQuery(
    { mercaderistaId: mercaderista?.id ?? null, fecha },
    // The points travel as one text (RecorridoDto): decoded once here, into the shape the map draws.
    {
      enabled: mercaderista !== null && fecha !== '',
      meta: { silencioso: true },
      select: (r): Recorrido => ({ ...r, puntos: decodificarPuntos(r.puntos) }),
    },
  );
  useAvisoDeFalla(consulta.error, M.errorRecorrido);
  const recorrido = consulta.data;
  // The Maps key is learned at run time (one build serves every deployment); unreadable counts as none.
  const configuracion = trpc.mapa.configuracion.useQuery(undefined, {
    staleTime: Infinity,
    meta: { silencioso: true },
  });
  const clave = configuracion.data?.googleMapsApiKey ?? null;
  useEffect(() => {
    // With a key, the map's code downloads while the user picks a merchandiser and a day.
    if (clave) cargarMapaGoogle().catch(() => undefined);
  }, [clave]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Mapa de rutas</h1>
      <section aria-label="Filtros" className="grid gap-3 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2">
        <Typeahead
          etiqueta="Mercaderista"
          name="mercaderista"
          requerido
          valor={mercaderista}
          onChange={(m) => {
            setMercaderista(m);
            setElegidos([]);
          }}
          buscar={buscar}
          minCaracteres={1}
          placeholder="Escriba el nombre del mercaderista"
          error={mercaderista === null ? M.sinMercaderista : undefined}
        />
        <SelectorFechaIso
          etiqueta="Fecha"
          name="fecha"
          requerido
          valor={fecha}
          error={fecha === '' ? M.sinFecha : undefined}
          onChange={(f) => {
            setFecha(f ?? '');
            setElegidos([]);
          }}
        />
      </section>
      {mercaderista === null ? (
        <EstadoVacio mensaje={M.sinMercaderista} />
      ) : fecha === '' ? (
        // The query is off without a day: say what is missing instead of waiting for an answer that never comes.
        <EstadoVacio mensaje={M.sinFecha} />
      ) : consulta.isError ? (
        <FallaDeCarga mensaje={M.errorRecorrido} />
      ) : !recorrido || configuracion.isPending ? (
        <Spinner />
      ) : vacio(recorrido) ? (
        <EstadoVacio mensaje={M.sinRecorridos} />
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="resumen-recorrido">
            {resumenRecorrido(recorrido)}{' '}
            <Link
              className="font-medium text-marca-700 underline"
              to={`/merchandising-cumplimiento?mercaderista=${mercaderista.id}&desde=${fecha}&hasta=${fecha}`}
            >
              Ver cumplimiento de visitas
            </Link>
          </p>
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <MapaDelRecorrido
              clave={clave}
              recorrido={recorrido}
              elegidos={elegidos.map((a) => a.almacenId)}
              onElegir={setElegidos}
            />
            <PanelDetalle almacenes={elegidos} llegadas={recorrido.llegadas} />
          </div>
          <Tabla
            etiqueta="Reportes de llegada"
            columnas={COLUMNAS_LLEGADAS}
            datos={recorrido.llegadas}
            idFila={(l) => String(l.id)}
            vacio="Sin reportes de llegada."
            altoLimitado={false}
          />
        </>
      )}
    </div>
  );
}
