import { useMemo } from 'react';
import { colorDelGrupo, COLORES, nombreDelGrupo, rotuloDelGrupo, type PropsMapa } from './marcadores';
import { agruparMarcadores, proyeccion, proyeccionInversa } from './proyeccion';

/** SVG user units to one decimal (drawing coordinates, not a number shown to a person). */
const decima = (n: number) => Math.round(n * 10) / 10;

const ANCHO = 800;
const ALTO = 500;
const MARGEN = 30;
/** Store markers closer than this (px) are drawn as one cluster with a count. */
const RADIO_GRUPO = 26;

/**
 * The day's route on a plain SVG projection (works with no key and no network, e.g. in CI): the GPS polyline,
 * the stores (planned, and those with an arrival off the route) as clustered markers. Each marker is a button (with a `<title>`) that opens the detail panel.
 */
export function MapaSvg({ recorrido, elegidos, onElegir, onPunto }: PropsMapa) {
  const { linea, grupos } = useMemo(() => {
    const limites = recorrido.limites;
    if (!limites) return { linea: '', grupos: [] };
    const p = proyeccion(limites, ANCHO, ALTO, MARGEN);
    const linea = recorrido.puntos.map((x) => {
      const { x: px, y: py } = p(x.latitud, x.longitud);
      return `${decima(px)},${decima(py)}`;
    });
    const ubicados = recorrido.almacenes.flatMap((a) =>
      a.latitud !== null && a.longitud !== null ? [{ ...p(a.latitud, a.longitud), almacen: a }] : [],
    );
    return { linea: linea.join(' '), grupos: agruparMarcadores(ubicados, RADIO_GRUPO) };
  }, [recorrido]);
  return (
    <svg
      viewBox={`0 0 ${ANCHO} ${ALTO}`}
      role="group"
      aria-label="Mapa del recorrido"
      className="h-auto w-full rounded-lg border border-slate-200 bg-sky-50"
      data-testid="mapa-svg"
      onClick={
        onPunto && recorrido.limites
          ? (e) => {
              // Screen pixels → viewBox units (the drawing keeps its aspect ratio) → (lat, lng).
              const caja = e.currentTarget.getBoundingClientRect();
              if (!caja.width || !recorrido.limites) return;
              const x = ((e.clientX - caja.left) * ANCHO) / caja.width;
              const y = ((e.clientY - caja.top) * ALTO) / caja.height;
              const p = proyeccionInversa(recorrido.limites, ANCHO, ALTO, MARGEN)(x, y);
              onPunto(p.latitud, p.longitud);
            }
          : undefined
      }
    >
      <polyline
        points={linea}
        fill="none"
        stroke={COLORES.linea}
        strokeWidth={3}
        strokeLinejoin="round"
        data-testid="polilinea"
        aria-hidden="true"
      />
      {grupos.map((g) => {
        const almacenes = g.miembros.map((m) => m.almacen);
        const nombre = nombreDelGrupo(almacenes);
        const activo = almacenes.some((a) => elegidos.includes(a.almacenId));
        const abrir = () => onElegir(almacenes);
        return (
          <g
            key={almacenes.map((a) => a.almacenId).join('-')}
            role="button"
            tabIndex={0}
            aria-label={nombre}
            aria-pressed={activo}
            data-testid="marcador"
            className="cursor-pointer focus:outline-none"
            onClick={abrir}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                abrir();
              }
            }}
            transform={`translate(${decima(g.x)} ${decima(g.y)})`}
          >
            <title>{nombre}</title>
            <circle
              r={almacenes.length > 1 ? 16 : 12}
              fill={colorDelGrupo(almacenes, elegidos)}
              stroke="#fff"
              strokeWidth={3}
            />
            <text
              textAnchor="middle"
              dy="0.35em"
              fontSize={12}
              fontWeight={700}
              fill="#fff"
              aria-hidden="true"
            >
              {rotuloDelGrupo(almacenes)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
