import type { TarjetaPedido, VistaDashboard } from '@talento/rules';
import { agruparPorEtapa, ESTADO_PEDIDO } from '@talento/rules';
import { TarjetaDePedido } from './tarjeta-pedido';

interface Props {
  vista: VistaDashboard;
  tarjetas: TarjetaPedido[];
  tipos: Map<string, string>;
}

/** Stage columns of compact cards: 1 (incl. 111), 2, 3, 4 for current orders; 0 and 5 for closed ones. */
export function VistaColumnas({ vista, tarjetas, tipos }: Props) {
  const columnas = agruparPorEtapa(tarjetas, vista);
  return (
    <div
      data-testid="vista-columnas"
      className={`grid gap-3 ${vista === 'vigentes' ? 'lg:grid-cols-4' : 'lg:grid-cols-2'}`}
    >
      {columnas.map((c) => (
        <section
          key={c.etapa}
          aria-label={ESTADO_PEDIDO.etiqueta(c.etapa)}
          className="flex flex-col gap-1.5 rounded-lg bg-slate-100 p-2"
        >
          <h2 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-700">
            {ESTADO_PEDIDO.etiqueta(c.etapa)}
            <span className="rounded-full bg-white px-2 text-xs text-slate-600">{c.tarjetas.length}</span>
          </h2>
          {c.tarjetas.map((t) => (
            <TarjetaDePedido key={t.id} t={t} tipos={tipos} />
          ))}
        </section>
      ))}
    </div>
  );
}
