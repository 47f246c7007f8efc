import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatoFechaHora, MENSAJES_CITAS as M, pideConfirmarEstado2, puedeCambiarCampoCita } from '@talento/rules';
import { Dato, DialogoConfirmacion, Rejilla, Seccion, Seleccion } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { CampoReferencia } from './campo-referencia';
import { useAvisoDeCambio } from './use-aviso-de-cambio';
import { idElegido, opcionesCon } from './opciones';
import type { CatalogosCita, DetalleCita } from './tipos';

/**
 * State 1, state 2, person in charge and referral: each one saved as soon as it is chosen by a user with its flag
 * (read-only otherwise). While saving, the select shows the chosen value; on failure the generic handler shows the
 * server's message and the select falls back to the saved value, read again (see `useAvisoDeCambio`). The arrival time is
 * the server's (an arrival status sets it, "No asistió" clears it), read again after each change.
 */
export function PanelEstado({ cita, catalogos }: { cita: DetalleCita; catalogos: CatalogosCita | undefined }) {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const avisarGuardado = useAvisoDeCambio(cita.id);
  const estado1 = trpc.citas.cambiarEstado1.useMutation(avisarGuardado);
  const estado2 = trpc.citas.cambiarEstado2.useMutation(avisarGuardado);
  const encargado = trpc.citas.cambiarEncargado.useMutation(avisarGuardado);
  const remision = trpc.citas.cambiarRemision.useMutation(avisarGuardado);
  // "Reagendado" waits for the user's yes before it is saved.
  const [porConfirmar, setPorConfirmar] = useState<number | null>(null);
  // One change at a time: each carries the version read, so a second one sent before the first returns would conflict.
  const guardando = estado1.isPending || estado2.isPending || encargado.isPending || remision.isPending;
  const base = { id: cita.id, version: cita.version };
  const puede = (campo: Parameters<typeof puedeCambiarCampoCita>[0]) => puedeCambiarCampoCita(campo, permisos);

  const elegirEstado2 = (estadoId: number | null) => {
    const codigo = catalogos?.estados2.find((e) => e.id === estadoId)?.codigo ?? null;
    if (estadoId !== null && pideConfirmarEstado2(codigo)) setPorConfirmar(estadoId);
    else estado2.mutate({ ...base, estadoId });
  };
  const confirmarReagendado = () => {
    const estadoId = porConfirmar;
    setPorConfirmar(null);
    estado2.mutate({ ...base, estadoId }, { onSuccess: () => void navigate(`/create-cita/${cita.id}?desde=estado2`) });
  };

  const mostrado1 = estado1.isPending ? estado1.variables.estadoId : (cita.estado1?.id ?? null);
  const mostrado2 = porConfirmar ?? (estado2.isPending ? estado2.variables.estadoId : (cita.estado2?.id ?? null));
  const mostradoEncargado = encargado.isPending ? encargado.variables.encargadoId : cita.encargado.id;

  return (
    <Seccion titulo="Estado de la cita">
      <Rejilla elemento="div">
        {puede('estado1') ? (
          <Seleccion
            etiqueta="Estado 1"
            valor={mostrado1}
            opciones={opcionesCon(catalogos?.estados1, cita.estado1)}
            vacia="Sin estado"
            disabled={guardando || !catalogos}
            onChange={(v) => estado1.mutate({ ...base, estadoId: idElegido(v) })}
          />
        ) : (
          <Dato etiqueta="Estado 1">{cita.estado1?.nombre}</Dato>
        )}
        <Dato etiqueta="Hora de llegada">{formatoFechaHora(cita.fechaHoraLlegada)}</Dato>
        {puede('estado2') ? (
          <Seleccion
            etiqueta="Estado 2"
            valor={mostrado2}
            opciones={opcionesCon(catalogos?.estados2, cita.estado2)}
            vacia="Sin estado"
            disabled={guardando || porConfirmar !== null || !catalogos}
            onChange={(v) => elegirEstado2(idElegido(v))}
          />
        ) : (
          <Dato etiqueta="Estado 2">{cita.estado2?.nombre}</Dato>
        )}
        {puede('encargado') ? (
          <Seleccion
            etiqueta="Encargado"
            valor={mostradoEncargado}
            opciones={opcionesCon(catalogos?.encargados, cita.encargado)}
            vacia={null}
            disabled={guardando || !catalogos}
            onChange={(v) => encargado.mutate({ ...base, encargadoId: Number(v) })}
          />
        ) : (
          <Dato etiqueta="Encargado">{cita.encargado.nombre}</Dato>
        )}
        <CampoReferencia
          cita={cita}
          referencias={catalogos?.referencias}
          editable={puede('referencia')}
          ocupado={guardando}
          enviado={remision.isPending ? remision.variables : undefined}
          onGuardar={(cambio, alGuardar) => remision.mutate({ ...base, ...cambio }, { onSuccess: alGuardar })}
        />
      </Rejilla>
      <DialogoConfirmacion abierto={porConfirmar !== null} titulo="Reagendar la cita" mensaje={M.confirmarReagendado} onSi={confirmarReagendado} onNo={() => setPorConfirmar(null)} />
    </Seccion>
  );
}
