import { MENSAJES_PEDIDOS } from '@talento/rules';
import { FallaDeCarga, Spinner, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../../trpc';
import { PanelAcciones } from '../../../pedidos/detalle/panel-acciones';
import { PanelComentarios } from '../../../pedidos/detalle/panel-comentarios';
import { PanelEtapas } from '../../../pedidos/detalle/panel-etapas';
import { PanelEventos } from '../../../pedidos/detalle/panel-eventos';

/**
 * The lifecycle of one city line of a stock order (spec 01 §4): the ordinary detail's stage panel (advance, finish),
 * actions (cancel, duplicate, tests), comments and action log, on the line's own order row. Each line lives its own
 * lifecycle; the same procedures act on it (`pedidos.*`), nothing is copied.
 */
export default function CicloLinea({ lineaId }: { lineaId: number }) {
  const consulta = trpc.pedidos.detalle.useQuery({ id: lineaId }, { meta: { silencioso: true } });
  useAvisoDeFalla(consulta.error, MENSAJES_PEDIDOS.errorAcceso);
  if (consulta.isError) return <FallaDeCarga mensaje={MENSAJES_PEDIDOS.errorAcceso} />;
  if (!consulta.data) return <Spinner />;
  const p = consulta.data;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PanelEtapas pedido={p} />
        </div>
        <PanelAcciones pedido={p} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PanelComentarios pedidoId={p.id} />
        <PanelEventos pedidoId={p.id} />
      </div>
    </>
  );
}
