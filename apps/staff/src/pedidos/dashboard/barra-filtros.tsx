import { type ReactNode } from 'react';
import type { OpcionesFiltro, VistaDashboard } from '@talento/rules';
import {
  FILTRO_ESTADO_CANDIDATO,
  FILTRO_FAC,
  INDICADOR_PEDIDO,
  INDICADORES_CERRADOS,
  INDICADORES_VIGENTES,
  PEDIDO_LIMITES,
} from '@talento/rules';
import { SelectorFechaIso, Typeahead } from '@talento/ui';
import type { EstadoFiltros } from './filtros';
import { useBuscadores } from '../../catalogos/buscadores';

interface Props {
  vista: VistaDashboard;
  filtros: EstadoFiltros;
  opciones: OpcionesFiltro | undefined;
  rango: { desde: string; hasta: string } | null;
  onChange: (cambio: Partial<EstadoFiltros>) => void;
}

function Selector({
  etiqueta,
  valor,
  onChange,
  children,
}: {
  etiqueta: string;
  valor: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {etiqueta}
      <select
        value={valor}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-normal outline-none focus:border-marca-500"
      >
        <option value="">Todos</option>
        {children}
      </select>
    </label>
  );
}

const aNumero = (v: string): number | null => (v === '' ? null : Number(v));

/**
 * Filters of spec 01 §2: city, branch, client, indicator, candidate state, creator and dates (closed), FAC, type.
 * Shown under "Más filtros"; what is chosen also shows as chips above, and "Limpiar filtros" is there too.
 */
export function BarraFiltros({ vista, filtros, opciones, rango, onChange }: Props) {
  const buscadores = useBuscadores();
  const buscarCiudades = buscadores.ciudades;
  const buscarClientes = buscadores.clientes;
  const indicadores = vista === 'vigentes' ? INDICADORES_VIGENTES : INDICADORES_CERRADOS;

  return (
    <section
      aria-label="Filtros"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Typeahead
        etiqueta="Ciudad"
        name="ciudad"
        valor={filtros.ciudad}
        onChange={(ciudad) => onChange({ ciudad })}
        buscar={buscarCiudades}
        minCaracteres={PEDIDO_LIMITES.minCaracteresBusquedaCiudad}
      />
      <Typeahead
        etiqueta="Cliente"
        name="cliente"
        valor={filtros.cliente}
        onChange={(cliente) => onChange({ cliente })}
        buscar={buscarClientes}
        minCaracteres={PEDIDO_LIMITES.minCaracteresBusqueda}
      />
      <Selector
        etiqueta="Sucursal"
        valor={String(filtros.sucursalId ?? '')}
        onChange={(v) => onChange({ sucursalId: aNumero(v) })}
      >
        {opciones?.sucursales.map((s) => (
          <option key={s.id} value={s.id}>
            {s.nombre}
          </option>
        ))}
      </Selector>
      <Selector
        etiqueta="Indicador"
        valor={filtros.indicador}
        onChange={(indicador) => onChange({ indicador })}
      >
        {indicadores.map((i) => (
          <option key={i} value={i}>
            {INDICADOR_PEDIDO.etiqueta(i)}
          </option>
        ))}
      </Selector>
      <Selector
        etiqueta="Estado de candidatos"
        valor={String(filtros.estadoCandidato ?? '')}
        onChange={(v) => onChange({ estadoCandidato: aNumero(v) })}
      >
        {FILTRO_ESTADO_CANDIDATO.opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.etiqueta}
          </option>
        ))}
      </Selector>
      <Selector
        etiqueta="Preguntas filtro (FAC)"
        valor={filtros.fac}
        onChange={(v) => onChange({ fac: v as EstadoFiltros['fac'] })}
      >
        {FILTRO_FAC.opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.etiqueta}
          </option>
        ))}
      </Selector>
      <Selector
        etiqueta="Tipo de pedido"
        valor={filtros.tipoPedido}
        onChange={(tipoPedido) => onChange({ tipoPedido })}
      >
        {opciones?.tiposPedido.map((t) => (
          <option key={t.codigo} value={t.codigo}>
            {t.nombre}
          </option>
        ))}
      </Selector>
      {vista === 'cerrados' && (
        <>
          <Selector
            etiqueta="Creado por"
            valor={String(filtros.creadoPorId ?? '')}
            onChange={(v) => onChange({ creadoPorId: aNumero(v) })}
          >
            {opciones?.creadores.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre}
              </option>
            ))}
          </Selector>
          <SelectorFechaIso
            etiqueta="Cerrados desde"
            name="desde"
            valor={filtros.desde ?? rango?.desde}
            vacio={null}
            onChange={(desde) => onChange({ desde })}
          />
          <SelectorFechaIso
            etiqueta="Cerrados hasta"
            name="hasta"
            valor={filtros.hasta ?? rango?.hasta}
            vacio={null}
            onChange={(hasta) => onChange({ hasta })}
          />
        </>
      )}
    </section>
  );
}
