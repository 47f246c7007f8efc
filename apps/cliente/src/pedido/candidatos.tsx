import { useState } from 'react';
import { Link } from 'react-router';
import { ETIQUETA_ACCION_CLIENTE, formatoFechaHora, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Boton, EstadoVacio } from '@talento/ui';
import type { RouterOutputs } from '../trpc';
import { ModalEntrevista } from './modal-entrevista';
import { ModalRechazo } from './modal-rechazo';
import type { AccionesCliente } from './usar-acciones';

type Pedido = RouterOutputs['clientePortal']['pedido'];
type Candidato = Pedido['candidatos'][number];

/** The candidates sent to the client with the buttons the state machine allows them. */
export function TablaCandidatos({ pedido, acciones }: { pedido: Pedido; acciones: AccionesCliente }) {
  const [rechazando, setRechazando] = useState<Candidato | null>(null);
  const [agendando, setAgendando] = useState<Candidato | null>(null);
  const base = (c: Candidato) => ({ candidatoPedidoId: c.candidatoPedidoId, version: c.version });

  const boton = (c: Candidato, accion: Candidato['acciones'][number]) => {
    const etiqueta = ETIQUETA_ACCION_CLIENTE[accion] ?? accion;
    const alHacer: Record<typeof accion, () => void> = {
      validar: () => acciones.validar.mutate(base(c)),
      rechazar: () => setRechazando(c),
      agendarEntrevista: () => setAgendando(c),
      aprobarEntrevista: () => acciones.aprobarEntrevista.mutate(base(c)),
      noApruebaEntrevista: () => acciones.noApruebaEntrevista.mutate(base(c)),
    };
    const variante = accion === 'rechazar' || accion === 'noApruebaEntrevista' ? 'secundario' : 'primario';
    return (
      <Boton key={accion} variante={variante} disabled={acciones.ocupado} onClick={alHacer[accion]} className="px-3 py-1">
        {etiqueta}
      </Boton>
    );
  };

  if (pedido.candidatos.length === 0) return <EstadoVacio mensaje={MENSAJES_CLIENTE_PORTAL.sinCandidatos} />;
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-4 py-2 font-medium">Candidato</th>
              <th className="px-4 py-2 font-medium">Documento</th>
              <th className="px-4 py-2 font-medium">Estado</th>
              {pedido.vePuntajes && <th className="px-4 py-2 font-medium">Puntaje pruebas</th>}
              <th className="px-4 py-2 font-medium">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {pedido.candidatos.map((c) => (
              <tr key={c.candidatoPedidoId} data-testid={`candidato-${c.candidatoPedidoId}`} className="border-t border-slate-100 align-top">
                <td className="px-4 py-3">
                  <Link to={`/pedido/${pedido.id}/candidato/${c.candidatoPedidoId}`} className="font-medium text-marca-700 hover:underline">
                    {c.nombre}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  {c.tipoDocumento} {c.documento}
                </td>
                <td className="px-4 py-3">
                  <span data-testid="estado-candidato">{c.estadoEtiqueta}</span>
                  {c.fechaCitaCliente && <p className="text-xs text-slate-500">Entrevista: {formatoFechaHora(c.fechaCitaCliente)}</p>}
                </td>
                {pedido.vePuntajes && <td className="px-4 py-3">{c.puntajeGlobal ?? '—'}</td>}
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">{c.acciones.map((a) => boton(c, a))}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ModalRechazo
        key={`r-${rechazando?.candidatoPedidoId ?? 0}`}
        candidato={rechazando}
        cargando={acciones.rechazar.isPending}
        onRechazar={(datos) => acciones.rechazar.mutate(datos, { onSettled: () => setRechazando(null) })}
        onCerrar={() => setRechazando(null)}
      />
      <ModalEntrevista
        key={`e-${agendando?.candidatoPedidoId ?? 0}`}
        candidato={agendando}
        cargando={acciones.agendarEntrevista.isPending}
        onAgendar={(datos) => acciones.agendarEntrevista.mutate(datos, { onSettled: () => setAgendando(null) })}
        onCerrar={() => setAgendando(null)}
      />
    </>
  );
}
