import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { MENSAJES_PEDIDOS, PEDIDO_LIMITES } from '@talento/rules';
import { Boton, EstadoVacio, Seleccion, Spinner, Typeahead } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { Exportar } from '../../../comun/exportar';
import { trpc } from '../../../trpc';
import { aEntrada, useFiltrosStock, type DisposicionStock, type VistaStock } from './filtros';
import { TablaStock } from './tabla-stock';
import { TarjetasStock } from './tarjetas-stock';
import { useBuscadores } from '../../../catalogos/buscadores';

function Alternar<T extends string>({
  etiqueta,
  valor,
  opciones,
  onChange,
}: {
  etiqueta: string;
  valor: T;
  opciones: [T, string][];
  onChange: (v: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={etiqueta}
      className="inline-flex overflow-hidden rounded-md border border-slate-300"
    >
      {opciones.map(([v, texto]) => (
        <button
          key={v}
          type="button"
          aria-pressed={valor === v}
          onClick={() => onChange(v)}
          className={`px-3 py-1.5 text-sm ${valor === v ? 'bg-marca-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          {texto}
        </button>
      ))}
    </div>
  );
}

/** `/stock/pedidos-dashboard`: stock orders, current or cancelled/finished, as cards by stage or as a table. */
export default function Pagina() {
  const usuario = useUsuario();
  const navigate = useNavigate();
  const [vista, setVista] = useState<VistaStock>('vigentes');
  const { filtros, disposicion, setFiltros, limpiar, setDisposicion } = useFiltrosStock(vista, usuario.id);
  const buscadores = useBuscadores();
  const anterior = { placeholderData: keepPreviousData };
  const entrada = aEntrada(filtros);
  const vigentes = trpc.pedidosStock.dashboard.useQuery(entrada, {
    ...anterior,
    enabled: vista === 'vigentes',
  });
  const cerrados = trpc.pedidosStock.dashboardCerrados.useQuery(entrada, {
    ...anterior,
    enabled: vista === 'cerrados',
  });
  const datos = (vista === 'vigentes' ? vigentes : cerrados).data;
  const puedeCerrados = usuario.permisos.includes('read_pedido_cancelado_terminado');
  // The profile filter lists the chosen client's stock profiles; the server applies it (perfilId) in the query.
  const perfiles = trpc.pedidosStock.perfiles.useQuery(
    { clienteId: filtros.cliente?.id ?? 0 },
    { enabled: filtros.cliente !== null },
  );
  const buscarClientes = buscadores.clientes;
  const buscarCiudades = buscadores.ciudades;
  const titulo =
    vista === 'vigentes' ? 'Pedidos de stock vigentes' : 'Pedidos de stock cancelados y terminados';

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{titulo}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {puedeCerrados && (
            <Alternar
              etiqueta="Pedidos"
              valor={vista}
              onChange={setVista}
              opciones={[
                ['vigentes', 'Vigentes'],
                ['cerrados', 'Cancelados y terminados'],
              ]}
            />
          )}
          <Alternar<DisposicionStock>
            etiqueta="Vista"
            valor={disposicion}
            onChange={setDisposicion}
            opciones={[
              ['columnas', 'Etapas'],
              ['filas', 'Tabla'],
            ]}
          />
          {vista === 'vigentes' ? (
            <Exportar tipo="pedidosStockVigentes" filtros={entrada} />
          ) : (
            <Exportar tipo="pedidosStockCerrados" filtros={entrada} />
          )}
          {vista === 'vigentes' && usuario.permisos.includes('add_pedido') && (
            <Boton onClick={() => void navigate('/stock/pedidos-create')}>Crear pedido de stock</Boton>
          )}
        </div>
      </header>
      <section
        aria-label="Filtros"
        className="grid items-end gap-3 rounded-lg bg-white p-3 shadow-sm md:grid-cols-[1fr_1fr_1fr_auto]"
      >
        <Typeahead
          etiqueta="Cliente"
          valor={filtros.cliente}
          onChange={(cliente) => setFiltros({ cliente, perfilId: null })}
          buscar={buscarClientes}
          minCaracteres={PEDIDO_LIMITES.minCaracteresBusqueda}
        />
        <Typeahead
          etiqueta="Ciudad"
          valor={filtros.ciudad}
          onChange={(ciudad) => setFiltros({ ciudad })}
          buscar={buscarCiudades}
          minCaracteres={PEDIDO_LIMITES.minCaracteresBusquedaCiudad}
        />
        <Seleccion
          etiqueta="Perfil"
          name="perfil"
          valor={filtros.cliente ? (filtros.perfilId ?? '') : ''}
          onChange={(v) => setFiltros({ perfilId: v === '' ? null : Number(v) })}
          opciones={(perfiles.data ?? []).map((p) => ({ valor: p.id, etiqueta: p.nombreCargoPerfil }))}
          vacia={filtros.cliente ? 'Todos' : 'Elija primero el cliente'}
          disabled={filtros.cliente === null}
        />
        <Boton variante="texto" onClick={limpiar}>
          Limpiar filtros
        </Boton>
      </section>
      {!datos ? (
        <Spinner />
      ) : datos.filas.length === 0 ? (
        <EstadoVacio mensaje={MENSAJES_PEDIDOS.vacios.stock} />
      ) : (
        <>
          {datos.hayMas && (
            <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
              Se muestran los pedidos de stock más recientes. Use los filtros para encontrar los demás.
            </p>
          )}
          {disposicion === 'columnas' ? (
            <TarjetasStock vista={vista} filas={datos.filas} />
          ) : (
            <TablaStock filas={datos.filas} etiqueta={titulo} />
          )}
        </>
      )}
    </div>
  );
}
