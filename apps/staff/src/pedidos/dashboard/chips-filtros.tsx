import type { OpcionesFiltro, VistaDashboard } from '@talento/rules';
import { FILTRO_ESTADO_CANDIDATO, FILTRO_FAC, formatoFecha, INDICADOR_PEDIDO } from '@talento/rules';
import {
  FILTROS_AVANZADOS,
  filtrosAvanzadosActivos,
  type EstadoFiltros,
  type FiltroAvanzado,
} from './filtros';

interface Props {
  vista: VistaDashboard;
  filtros: EstadoFiltros;
  opciones: OpcionesFiltro | undefined;
  onChange: (cambio: Partial<EstadoFiltros>) => void;
}

const NOMBRE: Record<FiltroAvanzado, string> = {
  ciudad: 'Ciudad',
  cliente: 'Cliente',
  sucursalId: 'Sucursal',
  indicador: 'Indicador',
  estadoCandidato: 'Estado de candidatos',
  creadoPorId: 'Creado por',
  fac: 'Preguntas filtro (FAC)',
  tipoPedido: 'Tipo de pedido',
  desde: 'Cerrados desde',
  hasta: 'Cerrados hasta',
};

/** What a chosen filter shows in its chip: the name the bar shows for it. */
function valorDe(k: FiltroAvanzado, f: EstadoFiltros, o: OpcionesFiltro | undefined): string {
  switch (k) {
    case 'ciudad':
      return f.ciudad?.etiqueta ?? '';
    case 'cliente':
      return f.cliente?.etiqueta ?? '';
    case 'sucursalId':
      return o?.sucursales.find((s) => s.id === f.sucursalId)?.nombre ?? '…';
    case 'indicador':
      return INDICADOR_PEDIDO.etiqueta(f.indicador);
    case 'estadoCandidato':
      return FILTRO_ESTADO_CANDIDATO.etiqueta(f.estadoCandidato);
    case 'creadoPorId':
      return o?.creadores.find((c) => c.id === f.creadoPorId)?.nombre ?? '…';
    case 'fac':
      return FILTRO_FAC.etiqueta(f.fac);
    case 'tipoPedido':
      return o?.tiposPedido.find((t) => t.codigo === f.tipoPedido)?.nombre ?? f.tipoPedido;
    case 'desde':
    case 'hasta':
      return formatoFecha(f[k] ?? '');
  }
}

/**
 * The filters chosen under "Más filtros", as chips beside the views: they stay in sight with the panel folded,
 * and each chip's ✕ removes that filter alone.
 */
export function ChipsFiltros({ vista, filtros, opciones, onChange }: Props) {
  const activos = filtrosAvanzadosActivos(filtros, vista);
  if (activos.length === 0) return null;
  return (
    <ul aria-label="Filtros aplicados" className="flex flex-wrap items-center gap-2">
      {activos.map((k) => {
        const texto = `${NOMBRE[k]}: ${valorDe(k, filtros, opciones)}`;
        return (
          <li
            key={k}
            className="inline-flex items-center gap-1 rounded-full border border-marca-200 bg-marca-50 py-0.5 pl-3 pr-1 text-sm text-marca-900"
          >
            {texto}
            <button
              type="button"
              aria-label={`Quitar el filtro ${texto}`}
              onClick={() => onChange({ [k]: FILTROS_AVANZADOS[k] })}
              className="rounded-full px-1.5 text-marca-700 hover:bg-marca-100 focus-visible:outline-2 focus-visible:outline-marca-600"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
