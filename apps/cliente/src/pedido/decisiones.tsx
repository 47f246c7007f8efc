import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ETIQUETA_ACCION_CLIENTE } from '@talento/rules';
import { Boton } from '@talento/ui';
import type { RouterOutputs } from '../trpc';
import type { AccionesCliente } from './usar-acciones';

// Loaded when a candidate is chosen for them: the date picker, the forms and the dialog library (Headless UI) are not
// part of the page's first load (the candidate page's largest paint on a phone, issue 39).
const DialogoConfirmacion = lazy(() =>
  import('@talento/ui/dialogo-confirmacion').then((m) => ({ default: m.DialogoConfirmacion })),
);
const ModalRechazo = lazy(() => import('./modal-rechazo').then((m) => ({ default: m.ModalRechazo })));
const ModalEntrevista = lazy(() =>
  import('./modal-entrevista').then((m) => ({ default: m.ModalEntrevista })),
);

type Accion = RouterOutputs['clientePortal']['pedido']['candidatos'][number]['acciones'][number];
/** The decisions taken with one click (no form): each is confirmed first. */
type AccionDirecta = Extract<Accion, 'validar' | 'aprobarEntrevista' | 'noApruebaEntrevista'>;

/** What a decision needs of a candidate: the order page's rows and the CV page both have it. */
export interface CandidatoDecision {
  candidatoPedidoId: number;
  version: number;
  nombre: string;
  acciones: readonly Accion[];
}

/**
 * The client's decision buttons for a candidate (the ones the state machine allows) and the reject / interview
 * dialogs they open: one piece for the order page and the CV page, so both decide the same way.
 */
export function useDecisiones(acciones: AccionesCliente): {
  botones: (c: CandidatoDecision) => ReactNode[];
  modales: ReactNode;
} {
  const [rechazando, setRechazando] = useState<CandidatoDecision | null>(null);
  const [agendando, setAgendando] = useState<CandidatoDecision | null>(null);
  // One-click decisions the client cannot take back ask first, naming the action and the person (issue 13).
  const [confirmando, setConfirmando] = useState<{ c: CandidatoDecision; accion: AccionDirecta } | null>(
    null,
  );
  const base = (c: CandidatoDecision) => ({ candidatoPedidoId: c.candidatoPedidoId, version: c.version });
  const aplicar = ({ c, accion }: { c: CandidatoDecision; accion: AccionDirecta }) =>
    acciones[accion].mutate(base(c));

  const boton = (c: CandidatoDecision, accion: Accion) => {
    const alHacer: Record<Accion, () => void> = {
      validar: () => setConfirmando({ c, accion: 'validar' }),
      rechazar: () => setRechazando(c),
      agendarEntrevista: () => setAgendando(c),
      aprobarEntrevista: () => setConfirmando({ c, accion: 'aprobarEntrevista' }),
      noApruebaEntrevista: () => setConfirmando({ c, accion: 'noApruebaEntrevista' }),
    };
    // Rechazar is the destructive action; "no aprueba" is a decision, not a danger.
    const variante =
      accion === 'rechazar' ? 'peligro' : accion === 'noApruebaEntrevista' ? 'secundario' : 'primario';
    return (
      <Boton
        key={accion}
        variante={variante}
        disabled={acciones.ocupado}
        onClick={alHacer[accion]}
        className="px-3 py-1"
      >
        {ETIQUETA_ACCION_CLIENTE[accion] ?? accion}
      </Boton>
    );
  };

  const etiqueta = confirmando ? (ETIQUETA_ACCION_CLIENTE[confirmando.accion] ?? confirmando.accion) : '';
  const modales = (
    <Suspense fallback={null}>
      {confirmando && (
        <DialogoConfirmacion
          abierto
          titulo="Confirmar decisión"
          mensaje={`¿${etiqueta} a ${confirmando.c.nombre}?`}
          textoSi={etiqueta}
          textoNo="Cancelar"
          onNo={() => setConfirmando(null)}
          onSi={() => {
            aplicar(confirmando);
            setConfirmando(null);
          }}
        />
      )}
      {rechazando && (
        <ModalRechazo
          key={`r-${rechazando.candidatoPedidoId}`}
          candidato={rechazando}
          cargando={acciones.rechazar.isPending}
          onRechazar={(datos) => acciones.rechazar.mutate(datos, { onSettled: () => setRechazando(null) })}
          onCerrar={() => setRechazando(null)}
        />
      )}
      {agendando && (
        <ModalEntrevista
          key={`e-${agendando.candidatoPedidoId}`}
          candidato={agendando}
          cargando={acciones.agendarEntrevista.isPending}
          onAgendar={(datos) =>
            acciones.agendarEntrevista.mutate(datos, { onSettled: () => setAgendando(null) })
          }
          onCerrar={() => setAgendando(null)}
        />
      )}
    </Suspense>
  );
  return { botones: (c) => c.acciones.map((a) => boton(c, a)), modales };
}
