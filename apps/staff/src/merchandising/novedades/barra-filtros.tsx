import { ESTADO_NOVEDAD, MENSAJES_NOVEDADES } from '@talento/rules';
import { Boton, Seleccion, SelectorFechaIso, Typeahead } from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import { rangoInvertido, type EstadoFiltrosNovedad } from './filtros';

const numero = (v: string): number | null => (v === '' ? null : Number(v));

/** Filters of /merchandising-novedades: client, then one of its regions, state and a range of days. */
export function BarraFiltrosNovedad({
  filtros,
  onCambiar,
  onLimpiar,
}: {
  filtros: EstadoFiltrosNovedad;
  onCambiar: (c: Partial<EstadoFiltrosNovedad>) => void;
  onLimpiar: () => void;
}) {
  const buscadores = useBuscadores();
  const regiones = trpc.notificaciones.regiones.useQuery(
    { clienteId: filtros.cliente?.id ?? 0 },
    { enabled: !!filtros.cliente },
  );
  return (
    <form
      role="search"
      aria-label="Filtros de novedades"
      className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-6"
      onSubmit={(e) => e.preventDefault()}
    >
      <Typeahead
        etiqueta="Cliente"
        name="cliente"
        valor={filtros.cliente}
        onChange={(cliente) => onCambiar({ cliente, regionId: null })}
        buscar={buscadores.clientes}
        minCaracteres={4}
      />
      <Seleccion
        etiqueta="Región"
        name="regionId"
        vacia="Todas"
        disabled={!filtros.cliente}
        valor={filtros.regionId}
        onChange={(v) => onCambiar({ regionId: numero(v) })}
        opciones={(regiones.data ?? []).map((r) => ({ valor: r.id, etiqueta: r.nombre }))}
      />
      <Seleccion
        etiqueta="Estado"
        name="estado"
        vacia="Todos"
        valor={filtros.estado}
        onChange={(v) => onCambiar({ estado: numero(v) })}
        opciones={ESTADO_NOVEDAD.opciones}
      />
      <SelectorFechaIso
        etiqueta="Desde"
        name="desde"
        valor={filtros.desde}
        vacio={null}
        onChange={(desde) => onCambiar({ desde })}
      />
      <SelectorFechaIso
        etiqueta="Hasta"
        name="hasta"
        valor={filtros.hasta}
        vacio={null}
        error={rangoInvertido(filtros) ? MENSAJES_NOVEDADES.rangoInvalido : undefined}
        onChange={(hasta) => onCambiar({ hasta })}
      />
      <div>
        <Boton type="button" variante="secundario" onClick={onLimpiar}>
          Limpiar filtros
        </Boton>
      </div>
    </form>
  );
}
