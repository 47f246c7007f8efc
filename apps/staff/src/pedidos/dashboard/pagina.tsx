import { lazy, Suspense, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import type { VistaDashboard } from '@talento/rules';
import { leerTarjetas, MENSAJES_PEDIDOS } from '@talento/rules';
import { Boton, EstadoVacio, Spinner } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ChipsFiltros } from './chips-filtros';
import {
  aFiltrosCerrados,
  aFiltrosVigentes,
  aUbicacion,
  filtrosAvanzadosActivos,
  useFiltrosRecordados,
  type Disposicion,
} from './filtros';
import { FiltrosRapidos } from './filtros-rapidos';
import { idPanel, idPestana, Pestanas, usePestana } from './pestanas';
import { TablaPedidos } from './tabla-pedidos';
import { VistaColumnas } from './vistas';

// The chart and summary are a tab: their code (and apexcharts, ~150 KB gzip) is fetched when it is opened.
const PanelIndicadores = lazy(() => import('./panel-indicadores'));
// "Más filtros" is opened on demand: its date pickers and typeaheads are not part of the board's first load.
const BarraFiltros = lazy(() => import('./barra-filtros').then((m) => ({ default: m.BarraFiltros })));
const ID_MAS_FILTROS = 'mas-filtros';

const TITULOS: Record<VistaDashboard, string> = {
  vigentes: 'Pedidos vigentes',
  cerrados: 'Pedidos cancelados y terminados',
};

function Interruptor({ valor, onChange }: { valor: Disposicion; onChange: (d: Disposicion) => void }) {
  const boton = (d: Disposicion, texto: string) => (
    <button
      type="button"
      aria-pressed={valor === d}
      onClick={() => onChange(d)}
      className={`px-3 py-1.5 text-sm ${valor === d ? 'bg-marca-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
    >
      {texto}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Vista"
      className="inline-flex overflow-hidden rounded-md border border-slate-300"
    >
      {boton('columnas', 'Etapas')}
      {boton('filas', 'Tabla')}
    </div>
  );
}

/** `/pedidos-dashboard` (current orders) and `/pedidos-dashboard/cancelados-terminados` (closed ones). */
export default function Pagina() {
  const vista: VistaDashboard = useLocation().pathname.includes('cancelados-terminados')
    ? 'cerrados'
    : 'vigentes';
  const usuario = useUsuario();
  const navigate = useNavigate();
  const { filtros, disposicion, masFiltros, setFiltros, limpiar, setDisposicion, setMasFiltros } =
    useFiltrosRecordados(vista, usuario.id, usuario.grupos);
  const [pestanaElegida, setPestana] = usePestana();
  const pestana = vista === 'vigentes' ? pestanaElegida : 'pedidos';
  const opciones = trpc.pedidos.opcionesFiltro.useQuery();
  const anterior = { placeholderData: keepPreviousData };
  const vigentes = trpc.pedidos.dashboard.useQuery(aFiltrosVigentes(filtros), {
    ...anterior,
    enabled: vista === 'vigentes',
  });
  const cerrados = trpc.pedidos.dashboardCerrados.useQuery(aFiltrosCerrados(filtros), {
    ...anterior,
    enabled: vista === 'cerrados',
  });
  const consulta = vista === 'vigentes' ? vigentes : cerrados;
  const ubicacion = aUbicacion(filtros);
  const avanzados = filtrosAvanzadosActivos(filtros, vista).length;
  const hayFiltros = avanzados > 0 || (vista === 'vigentes' && filtros.rapidos.length > 0);
  const tarjetas = useMemo(
    () => (consulta.data ? leerTarjetas(consulta.data.tarjetasJson) : []),
    [consulta.data],
  );
  const tipos = useMemo(
    () => new Map(opciones.data?.tiposPedido.map((t) => [t.codigo, t.nombre])),
    [opciones.data],
  );
  const puedeCerrados = usuario.permisos.includes('read_pedido_cancelado_terminado');
  const datos = consulta.data;
  const vacio =
    vista === 'vigentes'
      ? datos?.hayPedidos
        ? MENSAJES_PEDIDOS.vacios.vigentes
        : MENSAJES_PEDIDOS.vacios.activo
      : datos?.hayPedidos
        ? MENSAJES_PEDIDOS.vacios.cancelados
        : MENSAJES_PEDIDOS.vacios.ningunCancelado;

  const lista = !datos ? (
    <Spinner />
  ) : tarjetas.length === 0 ? (
    <EstadoVacio mensaje={vacio} />
  ) : (
    <>
      {datos.hayMas && (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-600">
          Se muestran los {datos.limite} pedidos más recientes. Use los filtros para encontrar los demás.
        </p>
      )}
      {disposicion === 'columnas' ? (
        <VistaColumnas vista={vista} tarjetas={tarjetas} tipos={tipos} />
      ) : (
        <TablaPedidos vista={vista} tarjetas={tarjetas} permisos={usuario.permisos} />
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{TITULOS[vista]}</h1>
          {vista === 'vigentes' && puedeCerrados && (
            <Link
              to="/pedidos-dashboard/cancelados-terminados"
              className="text-sm text-marca-700 hover:underline"
            >
              Ver pedidos cancelados y terminados
            </Link>
          )}
          {vista === 'cerrados' && (
            <Link to="/pedidos-dashboard" className="text-sm text-marca-700 hover:underline">
              Ver pedidos vigentes
            </Link>
          )}
        </div>
        <div className="flex items-center gap-3">
          {vista === 'vigentes' ? (
            <Exportar tipo="pedidosVigentes" filtros={aFiltrosVigentes(filtros)} />
          ) : (
            <Exportar tipo="pedidosCerrados" filtros={aFiltrosCerrados(filtros)} />
          )}
          <Interruptor valor={disposicion} onChange={setDisposicion} />
          {vista === 'vigentes' && usuario.permisos.includes('add_pedido') && (
            <Boton onClick={() => void navigate('/pedidos-create')}>Agregar pedido</Boton>
          )}
        </div>
      </header>

      {/* Saved views and the filters in force as chips; the fields themselves behind "Más filtros". */}
      <div className="flex flex-wrap items-center gap-2">
        {vista === 'vigentes' && (
          <FiltrosRapidos elegidos={filtros.rapidos} onChange={(rapidos) => setFiltros({ rapidos })} />
        )}
        <ChipsFiltros vista={vista} filtros={filtros} opciones={opciones.data} onChange={setFiltros} />
        <Boton
          variante="secundario"
          className="px-3 py-1 text-sm"
          aria-expanded={masFiltros}
          aria-controls={ID_MAS_FILTROS}
          onClick={() => setMasFiltros(!masFiltros)}
        >
          {masFiltros ? 'Menos filtros' : 'Más filtros'}
          {avanzados > 0 && (
            <span className="rounded-full bg-marca-600 px-1.5 text-xs text-white">{avanzados}</span>
          )}
        </Boton>
        {hayFiltros && (
          <Boton variante="texto" className="px-2 py-1" onClick={limpiar}>
            Limpiar filtros
          </Boton>
        )}
      </div>
      {masFiltros && (
        <div id={ID_MAS_FILTROS}>
          <Suspense fallback={<Spinner etiqueta="Cargando filtros" />}>
            <BarraFiltros
              vista={vista}
              filtros={filtros}
              opciones={opciones.data}
              rango={datos?.rango ?? null}
              onChange={setFiltros}
            />
          </Suspense>
        </div>
      )}

      {vista === 'vigentes' && <Pestanas actual={pestana} onChange={setPestana} />}

      {pestana === 'indicadores' ? (
        <div role="tabpanel" id={idPanel('indicadores')} aria-labelledby={idPestana('indicadores')}>
          <Suspense fallback={<Spinner />}>
            <PanelIndicadores ubicacion={ubicacion} />
          </Suspense>
        </div>
      ) : (
        <div
          className="flex flex-col gap-4"
          {...(vista === 'vigentes'
            ? { role: 'tabpanel', id: idPanel('pedidos'), 'aria-labelledby': idPestana('pedidos') }
            : {})}
        >
          {lista}
        </div>
      )}
    </div>
  );
}
