import {
  esFechaIso,
  formatoFecha,
  formatoNumero,
  formatoPorcentaje,
  hoyIso,
  MENSAJES_MAPA as M,
  PEDIDO_LIMITES,
  type FilaCumplimiento,
} from '@talento/rules';
import {
  columnasDe,
  FallaDeCarga,
  SelectorFechaIso,
  Tabla,
  Typeahead,
  useAvisoDeFalla,
  type OpcionTypeahead,
} from '@talento/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import { useBuscarMercaderistas } from '../mapa/use-mercaderistas';

const c = columnasDe<FilaCumplimiento>();
const COLUMNAS = c.columns([
  c.accessor('mercaderista', { header: 'Mercaderista' }),
  c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.accessor('planeados', { header: 'Almacenes planeados', meta: { alinear: 'derecha' } }),
  c.accessor('visitados', { header: 'Visitados', meta: { alinear: 'derecha' } }),
  c.accessor('proporcion', {
    header: 'Cumplimiento',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoPorcentaje(porcentaje(getValue())),
  }),
  c.accessor('minutosEnAlmacenes', {
    header: 'Tiempo en almacenes (min)',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoNumero(getValue(), 0),
  }),
  c.accessor('puntosFueraDeRuta', {
    header: 'Puntos fuera de ruta',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoNumero(getValue(), 0),
  }),
]);

const porcentaje = (p: number | null) => (p === null ? null : p * 100);
const fechaDe = (v: string | null, defecto: string) => (v && esFechaIso(v) ? v : defecto);
const idDe = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/**
 * `/merchandising-cumplimiento` (issue 20, beyond the old product): per merchandiser and day, planned stores vs
 * visited (an arrival report within 150 m of the store), time in store and points off route, with totals. Linked
 * from the map with the merchandiser and the day in the address.
 */
export default function Pagina() {
  const [params] = useSearchParams();
  const hoy = hoyIso();
  const [desde, setDesde] = useState(() => fechaDe(params.get('desde'), hoy));
  const [hasta, setHasta] = useState(() => fechaDe(params.get('hasta'), hoy));
  const [cliente, setCliente] = useState<OpcionTypeahead | null>(null);
  const idInicial = idDe(params.get('mercaderista'));
  const [mercaderista, setMercaderista] = useState<OpcionTypeahead | null>(null);
  const lista = trpc.mercaderistas.listar.useQuery({}, { enabled: idInicial !== null });
  const elegido =
    mercaderista ??
    (() => {
      const m = lista.data?.find((x) => x.id === idInicial);
      return m ? { id: m.id, etiqueta: m.nombre, detalle: m.username } : null;
    })();
  const [sinFiltro, setSinFiltro] = useState(false);
  const mercaderistaId = elegido?.id ?? (sinFiltro ? undefined : (idInicial ?? undefined));
  const { clientes } = useBuscadores();
  const buscarMercaderistas = useBuscarMercaderistas();
  const rangoValido = desde !== '' && hasta !== '' && desde <= hasta;
  const consulta = trpc.mapa.cumplimiento.useQuery(
    { desde, hasta, clienteId: cliente?.id, mercaderistaId },
    { enabled: rangoValido, placeholderData: (anterior) => anterior, meta: { silencioso: true } },
  );
  useAvisoDeFalla(consulta.error, M.errorCumplimiento);
  const datos = consulta.data;
  const t = datos?.totales;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Cumplimiento de visitas</h1>
      <section
        aria-label="Filtros"
        className="grid gap-3 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectorFechaIso
          etiqueta="Desde"
          name="desde"
          requerido
          valor={desde}
          onChange={(f) => setDesde(f ?? '')}
        />
        <SelectorFechaIso
          etiqueta="Hasta"
          name="hasta"
          requerido
          valor={hasta}
          onChange={(f) => setHasta(f ?? '')}
          error={desde !== '' && hasta !== '' && desde > hasta ? M.rangoInvertido : undefined}
        />
        <Typeahead
          etiqueta="Cliente"
          name="cliente"
          valor={cliente}
          onChange={setCliente}
          buscar={clientes}
          minCaracteres={PEDIDO_LIMITES.minCaracteresBusqueda}
        />
        <Typeahead
          etiqueta="Mercaderista"
          name="mercaderista"
          valor={elegido}
          onChange={(m) => {
            setMercaderista(m);
            setSinFiltro(m === null);
          }}
          buscar={buscarMercaderistas}
          minCaracteres={1}
          placeholder="Todos"
        />
      </section>
      {consulta.isError && !datos ? (
        <FallaDeCarga mensaje={consulta.error.message || M.errorCumplimiento} />
      ) : (
        <Tabla
          etiqueta="Cumplimiento de visitas por mercaderista y día"
          columnas={COLUMNAS}
          datos={datos?.filas}
          cargando={consulta.isLoading && rangoValido}
          idFila={(f) => `${f.mercaderistaId}-${f.fecha}`}
          testIdFila={(f) => `cumplimiento-${f.mercaderistaId}-${f.fecha}`}
          vacio={M.sinVisitas}
          pie={
            t
              ? [
                  'Total',
                  '',
                  formatoNumero(t.planeados, 0),
                  formatoNumero(t.visitados, 0),
                  formatoPorcentaje(porcentaje(t.proporcion)),
                  formatoNumero(t.minutosEnAlmacenes, 0),
                  formatoNumero(t.puntosFueraDeRuta, 0),
                ]
              : undefined
          }
        />
      )}
    </div>
  );
}
