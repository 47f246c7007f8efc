import {
  ESTADO_PEDIDO,
  ETAPAS_DASHBOARD_CERRADOS,
  ETAPAS_DASHBOARD_VIGENTES,
  formatoDinero,
  formatoFecha,
} from '@talento/rules';
import { InsigniaEstado } from '@talento/ui';
import { DiasRestantes, pruebasDeTarjeta } from '../../../pedidos/dashboard/tarjeta-pedido';
import type { VistaStock } from './filtros';
import { EnlaceStock, type FilaStock } from './tabla-stock';

/** 111 and 112 are shown in the stage of 1 (created). */
const etapa = (estado: number) => (estado === 111 || estado === 112 ? 1 : estado);

/**
 * Cards by stage: 1, 2, 3, 4 for current stock orders; 0 and 5 for closed ones. Besides the stock figures, what an
 * ordinary card shows (spec 01 §2): order type, branch, search days remaining (red when due) and elapsed, entry
 * date and tests, with the ordinary card's own pieces.
 */
export function TarjetasStock({ vista, filas }: { vista: VistaStock; filas: FilaStock[] }) {
  const etapas = vista === 'vigentes' ? ETAPAS_DASHBOARD_VIGENTES : ETAPAS_DASHBOARD_CERRADOS;
  return (
    <div
      data-testid="vista-columnas"
      className={`grid gap-3 ${vista === 'vigentes' ? 'lg:grid-cols-4' : 'lg:grid-cols-2'}`}
    >
      {etapas.map((e) => {
        const propias = filas.filter((f) => etapa(f.estado) === e);
        return (
          <section
            key={e}
            aria-label={ESTADO_PEDIDO.etiqueta(e)}
            className="flex flex-col gap-1.5 rounded-lg bg-slate-100 p-2"
          >
            <h2 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-700">
              {ESTADO_PEDIDO.etiqueta(e)}
              <span className="rounded-full bg-white px-2 text-xs text-slate-700">{propias.length}</span>
            </h2>
            {propias.map((f) => (
              <article
                key={f.id}
                className="rounded-md bg-white p-2 text-sm shadow-sm"
                data-testid={`tarjeta-pedido-stock-${f.id}`}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <EnlaceStock f={f} />
                  {f.esDestacado && <InsigniaEstado etiqueta="Urgente" tono="aviso" />}
                </div>
                <p className="text-slate-700">{f.cliente.nombre}</p>
                {f.automatico && <p className="text-xs font-medium text-amber-800">{f.automatico}</p>}
                <p className="text-xs text-slate-600">{f.ciudades.join(', ')}</p>
                <p className="text-xs text-slate-600">
                  {f.vacantes} vacantes · {f.preseleccionados} preseleccionados · {f.seleccionados}{' '}
                  seleccionados
                </p>
                <p className="text-xs text-slate-600">
                  {formatoDinero(f.salario)} · {formatoFecha(f.fechaSolicitud)} · {f.creador}
                </p>
                <p className="text-xs text-slate-600" data-testid="tipo-sucursal">
                  {f.tipoPedido ?? 'Sin tipo de pedido'} · {f.sucursal ?? 'Sin sucursal'}
                </p>
                {f.estado !== 0 && f.estado !== 5 && (
                  <p className="text-xs text-slate-600">
                    <DiasRestantes t={f} /> · {f.diasTranscurridos} transcurridos
                    {f.fechaIngreso && ` · ingreso ${formatoFecha(f.fechaIngreso)}`}
                  </p>
                )}
                <p className="text-xs text-slate-600" data-testid="pruebas-pedido">
                  Pruebas: {pruebasDeTarjeta(f).join(', ') || 'Ninguna'}
                </p>
              </article>
            ))}
          </section>
        );
      })}
    </div>
  );
}
