import { errorFechaInforme, PEDIDO_LIMITES } from '@talento/rules';
import { CampoDecimal, Seleccion, SelectorFechaIso, Typeahead } from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import { errorK, type EstadoFiltrosInforme } from './entrada';

export type { EstadoFiltrosInforme };

const aId = (v: string): number | null => (v === '' ? null : Number(v));

/**
 * Filters of the INFORME GENERAL (spec 03 §2, §6): the date (required), the client, K (issue 19: 1 by default and
 * configurable, validated like the server), and the branch and psychologist
 * only when the server says the user's group may use them (`informeGeneral.filtros`).
 */
export function BarraFiltrosInforme({
  filtros,
  permitidos,
  onCambiar,
}: {
  filtros: EstadoFiltrosInforme;
  permitidos: { sucursal: boolean; psicologo: boolean };
  onCambiar: (cambio: Partial<EstadoFiltrosInforme>) => void;
}) {
  const { clientes } = useBuscadores();
  const sucursales = trpc.catalogos.sucursales.useQuery(undefined, { enabled: permitidos.sucursal });
  const psicologos = trpc.reportes.psicologos.useQuery(undefined, { enabled: permitidos.psicologo });
  return (
    <section
      aria-label="Filtros"
      className="grid gap-3 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectorFechaIso
        etiqueta="Fecha"
        name="fecha"
        requerido
        valor={filtros.fecha}
        onChange={(fecha) => onCambiar({ fecha: fecha ?? '' })}
        error={errorFechaInforme(filtros.fecha)}
      />
      <Typeahead
        etiqueta="Cliente"
        name="cliente"
        valor={filtros.cliente}
        onChange={(cliente) => onCambiar({ cliente })}
        buscar={clientes}
        minCaracteres={PEDIDO_LIMITES.minCaracteresBusqueda}
      />
      <CampoDecimal
        etiqueta="K (peso de cada PPCC)"
        name="k"
        requerido
        valor={filtros.k}
        vacio={null}
        enteros={2}
        decimales={2}
        onChange={(k) => onCambiar({ k: typeof k === 'number' ? k : null })}
        error={errorK(filtros.k)}
      />
      {permitidos.sucursal && (
        <Seleccion
          etiqueta="Sucursal"
          name="sucursal"
          vacia="Todas"
          valor={filtros.sucursalId ?? ''}
          onChange={(v) => onCambiar({ sucursalId: aId(v) })}
          opciones={(sucursales.data ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
        />
      )}
      {permitidos.psicologo && (
        <Seleccion
          etiqueta="Psicólogo"
          name="psicologo"
          vacia="Todos"
          valor={filtros.psicologoId ?? ''}
          onChange={(v) => onCambiar({ psicologoId: aId(v) })}
          opciones={(psicologos.data ?? []).map((p) => ({ valor: p.id, etiqueta: p.nombre }))}
        />
      )}
    </section>
  );
}
