import { DialogoConfirmacion } from '@talento/ui';
import { aplicarDirecta, DIRECTAS, type SolicitudFila } from './fila-candidato';
import type { CandidatoFila, EspontaneoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** What the candidates panel has open: a row's request, a modal, or a confirmation (null: nothing). */
export type Abierto =
  | SolicitudFila
  | { tipo: 'agregar' | 'enviar' }
  | { tipo: 'removerEspontaneo'; espontaneo: EspontaneoFila }
  | { tipo: 'descarteLote' | 'enviarLote' | 'validarLote' | 'invitarLote'; candidatos: CandidatoFila[] }
  | null;

/**
 * The confirmations of the candidates panel, each naming what will happen with verb buttons: a one-click move that
 * has no undo, validating marked candidates, removing a candidate or a spontaneous one.
 */
export function ConfirmacionesPanel({
  abierto,
  pedidoId,
  acciones,
  onCerrar,
  onLimpiar,
}: {
  abierto: Abierto;
  pedidoId: number;
  acciones: AccionesCandidato;
  onCerrar: () => void;
  onLimpiar: () => void;
}) {
  const confirmar = abierto?.tipo === 'confirmar' ? abierto : null;
  return (
    <>
      <DialogoConfirmacion
        abierto={confirmar !== null}
        titulo="Confirmar cambio de estado"
        mensaje={confirmar ? `¿${DIRECTAS[confirmar.accion]} a ${confirmar.candidato.nombre}?` : ''}
        textoSi={confirmar ? DIRECTAS[confirmar.accion] : 'Confirmar cambio'}
        textoNo="Cancelar"
        onNo={onCerrar}
        onSi={() => {
          if (confirmar) aplicarDirecta(confirmar.accion, confirmar.candidato, acciones);
          onCerrar();
        }}
      />
      <DialogoConfirmacion
        abierto={abierto?.tipo === 'validarLote'}
        titulo="Confirmar cambio de estado"
        mensaje={
          abierto?.tipo === 'validarLote'
            ? abierto.candidatos.length === 1
              ? `¿Validar a ${abierto.candidatos[0]?.nombre ?? ''}?`
              : `¿Validar a ${abierto.candidatos.length} candidatos?`
            : ''
        }
        textoSi="Validar"
        textoNo="Cancelar"
        onNo={onCerrar}
        onSi={() => {
          if (abierto?.tipo === 'validarLote')
            acciones.validarVarios.mutate(
              {
                pedidoId: pedidoId,
                candidatos: abierto.candidatos.map((c) => ({ id: c.id, version: c.version })),
              },
              { onSuccess: onLimpiar },
            );
          onCerrar();
        }}
      />
      <DialogoConfirmacion
        abierto={abierto?.tipo === 'remover'}
        titulo="Remover candidato"
        mensaje={
          abierto?.tipo === 'remover'
            ? `¿Remover a ${abierto.candidato.nombre} de este pedido? No podrá agregarse de nuevo a este pedido.`
            : ''
        }
        textoSi="Remover candidato"
        textoNo="Conservar"
        peligro
        onNo={onCerrar}
        onSi={() => {
          if (abierto?.tipo === 'remover')
            acciones.remover.mutate({ id: abierto.candidato.id, version: abierto.candidato.version });
          onCerrar();
        }}
      />
      <DialogoConfirmacion
        abierto={abierto?.tipo === 'removerEspontaneo'}
        titulo="Remover candidato espontáneo"
        mensaje={
          abierto?.tipo === 'removerEspontaneo'
            ? `¿Remover a ${abierto.espontaneo.nombre} de este pedido?`
            : ''
        }
        textoSi="Remover candidato"
        textoNo="Conservar"
        peligro
        onNo={onCerrar}
        onSi={() => {
          if (abierto?.tipo === 'removerEspontaneo')
            acciones.removerEspontaneo.mutate({ id: abierto.espontaneo.id });
          onCerrar();
        }}
      />
    </>
  );
}
