import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatoFechaHora,
  MENSAJES_CITAS as M,
  ordenarEncargadosCita,
  pideConfirmarEstado2,
  puedeCambiarCampoCita,
  puedeElegirEstado2,
} from '@talento/rules';
import { Dato, DialogoConfirmacion, Rejilla, Seccion, Seleccion } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { useOfertaCruce } from '../cruce/use-oferta-cruce';
import { CampoReferencia, type CambioReferencia } from './campo-referencia';
import { idElegido, opcionesCon } from './opciones';
import type { CatalogosCita, DetalleCita } from './tipos';
import { useAvisoDeCambio } from './use-aviso-de-cambio';
import { useElegido } from './use-elegido';

/**
 * State 1, state 2, person in charge and referral: each one saved as soon as it is chosen by a user with its flag
 * (read-only otherwise). While saving, the select shows the chosen value; on failure the generic handler shows the
 * server's message and the select falls back to the saved value, read again (see `useAvisoDeCambio`). The arrival
 * time is the server's (an arrival status sets it, "No asistió" clears it), read again after each change.
 */
export function PanelEstado({
  cita,
  catalogos,
}: {
  cita: DetalleCita;
  catalogos: CatalogosCita | undefined;
}) {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const aviso = useAvisoDeCambio(cita.id);
  const estado1 = trpc.citas.cambiarEstado1.useMutation(aviso);
  const estado2 = trpc.citas.cambiarEstado2.useMutation(aviso);
  // A person in charge busy at that time is an offer (the same check as on create): no toast until it is saved.
  const encargado = trpc.citas.cambiarEncargado.useMutation({ onSettled: aviso.onSettled });
  const remision = trpc.citas.cambiarRemision.useMutation(aviso);
  const elegido1 = useElegido<number | null>();
  const elegido2 = useElegido<number | null>();
  const elegidoEncargado = useElegido<number>();
  const elegidaReferencia = useElegido<CambioReferencia | undefined>();
  // "Reagendado" waits for the user's yes before it is saved.
  const [porConfirmar, setPorConfirmar] = useState<number | null>(null);
  // One change at a time: each carries the version read, so a second one sent before the first returns would conflict.
  const guardando = [elegido1, elegido2, elegidoEncargado, elegidaReferencia].some((e) => e.elegido !== null);
  const base = { id: cita.id, version: cita.version };
  const puede = (campo: Parameters<typeof puedeCambiarCampoCita>[0]) =>
    puedeCambiarCampoCita(campo, permisos);
  // "Reagendado" is offered only to a user who may then reschedule (the server refuses it otherwise).
  const estados2 = catalogos?.estados2.filter((e) => puedeElegirEstado2(e.codigo, permisos));
  // Those who can see the appointment's client (the page asks for them), the appointment's branch first (the catalogue puts the user's).
  const encargados = catalogos && ordenarEncargadosCita(catalogos.encargados, cita.sucursal?.id ?? null);

  const cambiarEstado1 = (estadoId: number | null) => {
    elegido1.elegir(estadoId);
    estado1.mutate({ ...base, estadoId }, { onSettled: elegido1.soltar });
  };
  const guardarEstado2 = (estadoId: number | null, despues?: () => void) => {
    elegido2.elegir(estadoId);
    estado2.mutate({ ...base, estadoId }, { onSettled: elegido2.soltar, onSuccess: despues });
  };
  const cambiarEstado2 = (estadoId: number | null) => {
    const codigo = catalogos?.estados2.find((e) => e.id === estadoId)?.codigo ?? null;
    if (estadoId !== null && pideConfirmarEstado2(codigo)) setPorConfirmar(estadoId);
    else guardarEstado2(estadoId);
  };
  // Nothing is saved here: the reschedule marks this appointment when the new one is saved, so leaving that screen
  // by any path (Cancelar, the menu, back, closing the tab) leaves the appointment as it was.
  const confirmarReagendado = () => {
    setPorConfirmar(null);
    void navigate(`/create-cita/${cita.id}`);
  };
  const cambiarEncargado = (encargadoId: number, aceptarCruce = false) => {
    elegidoEncargado.elegir(encargadoId);
    encargado.mutate(
      { ...base, encargadoId, aceptarCruce },
      {
        onSettled: elegidoEncargado.soltar,
        onSuccess: (r) => {
          if (r.resultado === 'cruce') cruce.ofrecer(encargadoId, r.mensaje);
          else aviso.onSuccess(r);
        },
      },
    );
  };
  // "Agendar de todos modos" changes it anyway; "Conservar el encargado" leaves the saved one in the select.
  const cruce = useOfertaCruce<number>({
    agendar: (encargadoId) => cambiarEncargado(encargadoId, true),
    textoNo: 'Conservar el encargado',
  });
  const guardarReferencia = (cambio: CambioReferencia, alGuardar: () => void) => {
    elegidaReferencia.elegir(cambio);
    remision.mutate({ ...base, ...cambio }, { onSettled: elegidaReferencia.soltar, onSuccess: alGuardar });
  };

  return (
    <Seccion titulo="Estado de la cita">
      <Rejilla elemento="div">
        {puede('estado1') ? (
          <Seleccion
            etiqueta="Estado 1"
            valor={elegido1.mostrar(cita.estado1?.id ?? null)}
            opciones={opcionesCon(catalogos?.estados1, cita.estado1)}
            vacia="Sin estado"
            disabled={guardando || !catalogos}
            onChange={(v) => cambiarEstado1(idElegido(v))}
          />
        ) : (
          <Dato etiqueta="Estado 1">{cita.estado1?.nombre}</Dato>
        )}
        <Dato etiqueta="Hora de llegada">{formatoFechaHora(cita.fechaHoraLlegada)}</Dato>
        {puede('estado2') ? (
          <Seleccion
            etiqueta="Estado 2"
            valor={porConfirmar ?? elegido2.mostrar(cita.estado2?.id ?? null)}
            opciones={opcionesCon(estados2, cita.estado2)}
            vacia="Sin estado"
            disabled={guardando || porConfirmar !== null || !catalogos}
            onChange={(v) => cambiarEstado2(idElegido(v))}
          />
        ) : (
          <Dato etiqueta="Estado 2">{cita.estado2?.nombre}</Dato>
        )}
        {puede('encargado') ? (
          <Seleccion
            etiqueta="Encargado"
            valor={elegidoEncargado.mostrar(cita.encargado.id)}
            opciones={opcionesCon(encargados, cita.encargado)}
            vacia={null}
            disabled={guardando || cruce.abierta || !catalogos}
            onChange={(v) => cambiarEncargado(Number(v))}
          />
        ) : (
          <Dato etiqueta="Encargado">{cita.encargado.nombre}</Dato>
        )}
        <CampoReferencia
          cita={cita}
          referencias={catalogos?.referencias}
          editable={puede('referencia')}
          ocupado={guardando}
          enviado={elegidaReferencia.mostrar(undefined)}
          onGuardar={guardarReferencia}
        />
      </Rejilla>
      {cruce.dialogo}
      <DialogoConfirmacion
        abierto={porConfirmar !== null}
        titulo="Reagendar la cita"
        mensaje={M.confirmarReagendado}
        textoSi="Reagendar la cita"
        textoNo="Conservar el estado"
        onSi={confirmarReagendado}
        onNo={() => setPorConfirmar(null)}
      />
    </Seccion>
  );
}
