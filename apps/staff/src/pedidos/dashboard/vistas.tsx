import type { TarjetaPedido, VistaDashboard } from '@talento/rules';
import { agruparPorEtapa, ESTADO_PEDIDO } from '@talento/rules';
import { TarjetaDePedido } from './tarjeta-pedido';

interface Props {
  vista: VistaDashboard;
  tarjetas: TarjetaPedido[];
  tipos: Map<string, string>;
}

/** Stage columns: 1 (incl. 111), 2, 3, 4 for current orders; 0 and 5 for closed ones. */
export function VistaTabla({ vista, tarjetas, tipos }: Props) {
  const columnas = agruparPorEtapa(tarjetas, vista);
  return (
    <div data-testid="vista-tabla" className={`grid gap-3 ${vista === 'vigentes' ? 'lg:grid-cols-4' : 'lg:grid-cols-2'}`}>
      {columnas.map((c) => (
        <section key={c.etapa} aria-label={ESTADO_PEDIDO.etiqueta(c.etapa)} className="flex flex-col gap-2 rounded-lg bg-slate-100 p-2">
          <h2 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-700">
            {ESTADO_PEDIDO.etiqueta(c.etapa)}
            <span className="rounded-full bg-white px-2 text-xs text-slate-600">{c.tarjetas.length}</span>
          </h2>
          {c.tarjetas.map((t) => (
            <TarjetaDePedido key={t.id} t={t} tipos={tipos} compacta />
          ))}
        </section>
      ))}
    </div>
  );
}

/** One card per row, newest first, with its stage. */
export function VistaLista({ tarjetas, tipos }: Props) {
  return (
    <ul data-testid="vista-lista" className="flex flex-col gap-2">
      {tarjetas.map((t) => (
        <li key={t.id}>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{ESTADO_PEDIDO.etiqueta(t.estado === 111 ? 1 : t.estado)}</p>
          <TarjetaDePedido t={t} tipos={tipos} />
        </li>
      ))}
    </ul>
  );
}
