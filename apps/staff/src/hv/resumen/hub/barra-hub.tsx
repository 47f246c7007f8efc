import { useState } from 'react';
import { Link } from 'react-router';
import { ESTADO_CANDIDATO_PEDIDO, opcionesHv, POOL, puedeCrearCita } from '@talento/rules';
import { Boton } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';
import { ModalAgregarPedido } from '../../gestion/modal-agregar-pedido';
import type { ResumenHv } from '../tipos';
import { AccionesEnPedido } from './acciones-en-pedido';
import { NavegacionSecciones } from './secciones';

const enlace = 'text-sm font-medium text-marca-700 underline-offset-2 hover:underline';

/**
 * The CV as the candidate's hub (issue 39): a bar that stays in sight while the CV scrolls, with the person, the
 * order the CV was opened from (a link back to it, and their stage there), the next actions (the moves of that
 * order, "Agregar a pedido", "Agendar cita") and the way to each section.
 */
export function BarraHub({ hv, pedidoId }: { hv: ResumenHv; pedidoId?: number }) {
  const { permisos } = useUsuario();
  const [agregando, setAgregando] = useState(false);
  const procesos = trpc.hojasDeVida.procesos.useQuery(
    { candidatoId: hv.candidatoId },
    { meta: { silencioso: true } },
  );
  const enPedido = pedidoId ? procesos.data?.pedidos.find((p) => p.idPedido === pedidoId) : undefined;
  const puedeAgregar = opcionesHv(permisos).includes('agregarPedido');
  const puedeCitar = puedeCrearCita(permisos);
  const rutaPedido = enPedido?.esStock
    ? `/stock/pedido-detail/${pedidoId}`
    : `/pedido-detail/${pedidoId}#candidatos`;
  return (
    <div
      role="region"
      aria-label="Proceso del candidato"
      className="sticky top-0 z-20 -mx-4 flex flex-col gap-2 border-b border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur sm:-mx-6 sm:px-6 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          {pedidoId && (
            <Link to={rutaPedido} className={enlace}>
              ← Volver al pedido {pedidoId}
            </Link>
          )}
          <p className="truncate text-sm font-semibold text-slate-900">
            {hv.nombreCompleto}{' '}
            <span className="font-normal text-slate-600">
              {hv.personal.tipoDocumento} {hv.personal.numeroDocumento}
            </span>
          </p>
          {enPedido && (
            <p className="text-xs text-slate-700" data-testid="etapa-en-pedido">
              Pedido {enPedido.idPedido} · {enPedido.cargo}: {POOL.etiqueta(enPedido.pool)} ·{' '}
              {ESTADO_CANDIDATO_PEDIDO.etiqueta(enPedido.estadoCandidato)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {pedidoId && enPedido && !enPedido.esStock && permisos.includes('read_pedido') && (
            <AccionesEnPedido pedidoId={pedidoId} candidatoId={hv.candidatoId} />
          )}
          {puedeAgregar && (
            <Boton variante="secundario" onClick={() => setAgregando(true)}>
              Agregar a pedido
            </Boton>
          )}
          {puedeCitar && (
            <Link
              to={`/create-cita?documento=${encodeURIComponent(hv.personal.numeroDocumento)}`}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Agendar cita
            </Link>
          )}
        </div>
      </div>
      <NavegacionSecciones />
      {agregando && <ModalAgregarPedido candidatoId={hv.candidatoId} onCerrar={() => setAgregando(false)} />}
    </div>
  );
}
