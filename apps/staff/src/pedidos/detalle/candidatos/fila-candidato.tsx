import { formatoFechaHora, formatoNumero, formatoPorcentaje } from '@talento/rules';
import { Boton, BotonConMotivo, InsigniaEstado } from '@talento/ui';
import { FacCandidato } from './fac-candidato';
import type { AccionesCandidato } from './use-acciones';
import { motivoBloqueo, type AccionFila, type CandidatoFila } from './tipos';
import { EnlaceHv } from '../../../comun/enlaces';

/** The one-click actions (no form): undone from their toast or confirmed first, never silent (issue 13). */
export type AccionDirecta =
  'seleccionar' | 'devolverPreseleccion' | 'validar' | 'aprobarEntrevista' | 'sePresenta';

/** What a row asks its panel to open (forms and confirmations live in the panel). */
export type SolicitudFila =
  | {
      tipo: 'entrevista' | 'descarte' | 'noApruebaEntrevista' | 'terminar' | 'remover';
      candidato: CandidatoFila;
    }
  | { tipo: 'confirmar'; accion: AccionDirecta; candidato: CandidatoFila }
  | { tipo: 'ordenContratacion'; candidato: CandidatoFila; modo: 'editable' | 'consulta' };

/** Label of each direct action (the button and its confirmation). */
export const DIRECTAS: Record<AccionDirecta, string> = {
  seleccionar: 'Seleccionar',
  devolverPreseleccion: 'Devolver',
  validar: 'Validar',
  aprobarEntrevista: 'Aprobar entrevista',
  sePresenta: 'Se presenta',
};
export const esDirecta = (a: AccionFila): a is AccionDirecta => a in DIRECTAS;

/** Inline "Etiqueta: valor" of a candidate's line (not a definition grid: it reads as one sentence). */
function DatoEnLinea({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <span className="whitespace-nowrap">
      <span className="text-slate-600">{etiqueta}:</span> {valor}
    </span>
  );
}

/** A pool move that its toast can undo runs at once; any other one-click move is confirmed first, naming it. */
export function aplicarDirecta(a: AccionDirecta, c: CandidatoFila, acciones: AccionesCandidato): void {
  const entrada = { id: c.id, version: c.version };
  if (a === 'seleccionar' || a === 'devolverPreseleccion') acciones.moverConDeshacer(a, entrada);
  else acciones.cambiarEstado.mutate({ ...entrada, accion: a });
}

/**
 * The one-click moves the server offers on a candidate (`acciones` of the row): a pool move its toast can undo runs
 * at once; any other is confirmed first (`onConfirmar` opens the confirmation naming it). Used by the order's rows
 * and by the CV's hub bar.
 */
export function BotonesDirectos({
  c,
  acciones,
  onConfirmar,
}: {
  c: CandidatoFila;
  acciones: AccionesCandidato;
  onConfirmar: (a: AccionDirecta) => void;
}) {
  const ocupado =
    acciones.seleccionar.isPending || acciones.devolver.isPending || acciones.cambiarEstado.isPending;
  const directa = (a: AccionDirecta) => {
    const sinPreguntar =
      (a === 'seleccionar' || a === 'devolverPreseleccion') &&
      acciones.deshacible(a, { estado: c.estado, pool: c.pool, activo: true });
    if (sinPreguntar) aplicarDirecta(a, c, acciones);
    else onConfirmar(a);
  };
  return (
    <>
      {c.acciones.filter(esDirecta).map((a) => (
        <BotonConMotivo
          key={a}
          variante={a === 'seleccionar' || a === 'validar' ? 'primario' : 'secundario'}
          disabled={ocupado}
          motivo={motivoBloqueo(c, a)}
          onClick={() => directa(a)}
        >
          {DIRECTAS[a]}
        </BotonConMotivo>
      ))}
    </>
  );
}

/**
 * The buttons the server allows this user on one candidate (`acciones` of the row, from the state machine): direct
 * moves (undone from their toast or confirmed first), the forms the panel opens, and "Remover" last, in red.
 */
export function BotonesCandidato({
  c,
  acciones,
  onSolicitar,
  className = '',
}: {
  c: CandidatoFila;
  acciones: AccionesCandidato;
  onSolicitar: (s: SolicitudFila) => void;
  className?: string;
}) {
  const terminar = c.acciones.includes('noFirmaContrato') || c.acciones.includes('noSePresenta');
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <BotonesDirectos
        c={c}
        acciones={acciones}
        onConfirmar={(a) => onSolicitar({ tipo: 'confirmar', accion: a, candidato: c })}
      />
      {c.acciones.includes('agendarEntrevista') && (
        <Boton variante="secundario" onClick={() => onSolicitar({ tipo: 'entrevista', candidato: c })}>
          Agendar entrevista
        </Boton>
      )}
      {c.acciones.includes('noApruebaEntrevista') && (
        <Boton
          variante="secundario"
          onClick={() => onSolicitar({ tipo: 'noApruebaEntrevista', candidato: c })}
        >
          No aprueba entrevista
        </Boton>
      )}
      {c.acciones.includes('rechazar') && (
        <Boton variante="secundario" onClick={() => onSolicitar({ tipo: 'descarte', candidato: c })}>
          {c.estado === 3 ? 'Validar rechazo' : 'Descartar'}
        </Boton>
      )}
      {terminar && (
        <Boton variante="secundario" onClick={() => onSolicitar({ tipo: 'terminar', candidato: c })}>
          Terminar
        </Boton>
      )}
      {c.ordenContratacion && (
        <Boton
          variante="texto"
          onClick={() =>
            onSolicitar({
              tipo: 'ordenContratacion',
              candidato: c,
              modo: c.ordenContratacion ?? 'consulta',
            })
          }
        >
          {c.ordenContratacion === 'editable' ? 'Orden de contratación' : 'Ver orden de contratación'}
        </Boton>
      )}
      {c.acciones.includes('remover') && (
        <Boton variante="peligro" onClick={() => onSolicitar({ tipo: 'remover', candidato: c })}>
          Remover
        </Boton>
      )}
    </div>
  );
}

/**
 * One candidate: a checkbox when a bulk action applies to them (`marcado` given), the name linking to the CV,
 * data, state, score, CV % and the buttons the server allows this user.
 */
export function FilaCandidato({
  c,
  acciones,
  onSolicitar,
  marcado,
  onMarcar,
  pedidoId,
}: {
  c: CandidatoFila;
  /** The order the row belongs to: its CV opens in that order's context. */
  pedidoId: number;
  acciones: AccionesCandidato;
  onSolicitar: (s: SolicitudFila) => void;
  marcado?: boolean;
  onMarcar?: (si: boolean) => void;
}) {
  return (
    <li
      data-testid={`candidato-${c.id}`}
      aria-label={c.nombre}
      className="rounded-md border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-2">
          {marcado !== undefined && (
            <input
              type="checkbox"
              className="mt-1"
              checked={marcado}
              aria-label={`Marcar a ${c.nombre}`}
              onChange={(e) => onMarcar?.(e.target.checked)}
            />
          )}
          <div>
            <p className="text-sm font-medium">
              <EnlaceHv candidatoId={c.candidatoId} pedidoId={pedidoId}>
                {c.nombre}
              </EnlaceHv>
            </p>
            <p className="text-xs text-slate-500">
              CC {c.documento} · {c.telefono} · {c.email}
            </p>
          </div>
        </div>
        <InsigniaEstado etiqueta={c.estadoEtiqueta} tono="marca" testId="estado-candidato" />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {/* On a stock line the score is the compatibility kept when the person was added (issue 35). */}
        {c.puntajeCompatibilidad === null ? (
          <DatoEnLinea etiqueta="Puntaje" valor={formatoNumero(c.puntajeGlobal, 0)} />
        ) : (
          <>
            <DatoEnLinea etiqueta="Puntaje" valor={formatoNumero(c.puntajeCompatibilidad, 0)} />
            {c.puntajeGlobal !== null && (
              <DatoEnLinea etiqueta="Puntaje pruebas" valor={formatoNumero(c.puntajeGlobal, 0)} />
            )}
          </>
        )}
        <DatoEnLinea etiqueta="HV" valor={formatoPorcentaje(c.porcentajeHv)} />
        <DatoEnLinea etiqueta="Producto" valor={c.estadoProductoEtiqueta} />
        {c.fechaCitaCliente && (
          <DatoEnLinea etiqueta="Entrevista" valor={formatoFechaHora(c.fechaCitaCliente)} />
        )}
        {c.motivoRechazo && <DatoEnLinea etiqueta="Motivo" valor={c.motivoRechazo} />}
      </p>
      <FacCandidato candidatoPedidoId={c.id} />
      <BotonesCandidato c={c} acciones={acciones} onSolicitar={onSolicitar} className="mt-2" />
    </li>
  );
}
