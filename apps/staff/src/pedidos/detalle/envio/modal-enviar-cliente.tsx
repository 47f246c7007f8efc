import { useForm } from 'react-hook-form';
import type { AppRouter } from '@talento/api';
import type { inferRouterOutputs } from '@trpc/server';
import { maquinaPedido, MENSAJES_CARGA_PEDIDO, MENSAJES_ENVIO, reglaEnvioCliente } from '@talento/rules';
import { Boton, FallaDeCarga, notificar, Spinner, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../../trpc';
import { Modal } from './modal';
import { SeccionContactos, type ContactoCliente } from './seccion-contactos';

export interface ModalEnviarClienteProps {
  pedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
  /** Called after the candidates were sent (refresh the panels). */
  onEnviado: () => void;
  /**
   * "Pasar a la siguiente etapa" from stage 2 (spec 01 §4): the same choices, sent with the move to stage 3 in one
   * transaction (`pedidos.avanzarEtapa`); the order's version is the one the screen has.
   */
  avanceEtapa?: { version: number };
  /** Bulk send (the bar of marked candidates): only these, each at the version the screen had. */
  candidatos?: readonly { id: number; version: number }[];
}

type Datos = inferRouterOutputs<AppRouter>['candidatosPedido']['requisitosEnvio'];

/** The choices of the modal: requirement ids, and contact ids (null until the user changes the default). */
interface ValoresEnvio {
  requerimientos: number[];
  contactos: number[] | null;
}

/** The client's contacts, loaded on their own call (spec 01 §8 has a message for each failure). */
interface Contactos {
  lista: readonly ContactoCliente[] | undefined;
  fallo: boolean;
}

/** "Revisar requerimientos y enviar al cliente": visible requirements and contacts, then "Enviar" (spec 01 §2, §5). */
export function ModalEnviarCliente({
  pedidoId,
  abierto,
  onCerrar,
  onEnviado,
  avanceEtapa,
  candidatos,
}: ModalEnviarClienteProps) {
  const datos = trpc.candidatosPedido.requisitosEnvio.useQuery(
    { pedidoId },
    { enabled: abierto, meta: { silencioso: true } },
  );
  const contactos = trpc.candidatosPedido.contactosCliente.useQuery(
    { pedidoId },
    { enabled: abierto, meta: { silencioso: true } },
  );
  useAvisoDeFalla(datos.error, MENSAJES_CARGA_PEDIDO.requisitos);
  useAvisoDeFalla(contactos.error, MENSAJES_CARGA_PEDIDO.contactos);
  return (
    <Modal
      abierto={abierto}
      onCerrar={onCerrar}
      titulo={
        avanceEtapa
          ? 'Pasar a la etapa 3: requerimientos y envío al cliente'
          : 'Requerimientos y envío al cliente'
      }
    >
      {datos.isError ? (
        <div className="flex flex-col gap-4">
          <FallaDeCarga mensaje={MENSAJES_CARGA_PEDIDO.requisitos} />
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <Boton variante="secundario" onClick={onCerrar}>
              Cerrar
            </Boton>
          </div>
        </div>
      ) : !datos.data ? (
        <Spinner />
      ) : (
        <Contenido
          key={pedidoId}
          datos={datos.data}
          contactos={{ lista: contactos.data, fallo: contactos.isError }}
          onCerrar={onCerrar}
          onEnviado={onEnviado}
          avanceEtapa={avanceEtapa}
          candidatos={candidatos}
        />
      )}
    </Modal>
  );
}

function alternar(conjunto: ReadonlySet<number>, id: number, si: boolean): Set<number> {
  const nuevo = new Set(conjunto);
  if (si) nuevo.add(id);
  else nuevo.delete(id);
  return nuevo;
}

function Contenido({
  datos,
  contactos,
  onCerrar,
  onEnviado,
  avanceEtapa,
  candidatos,
}: {
  datos: Datos;
  contactos: Contactos;
  onCerrar: () => void;
  onEnviado: () => void;
  avanceEtapa?: { version: number };
  candidatos?: readonly { id: number; version: number }[];
}) {
  const { pedidoId } = datos;
  const { watch, setValue, handleSubmit, setError, formState } = useForm<ValoresEnvio>({
    defaultValues: {
      // The order's saved choice; with none saved, every visible requirement.
      requerimientos: datos.requerimientosVisibles.length
        ? datos.requerimientosVisibles
        : datos.requerimientos.map((r) => r.id),
      // Until the user touches a checkbox, the contacts marked "enviar" are chosen (they may arrive after the requirements).
      contactos: null,
    },
  });
  const requerimientos = new Set(watch('requerimientos'));
  const lista = contactos.lista ?? [];
  const contactosElegidos = new Set(
    watch('contactos') ?? lista.filter((c) => c.activo && c.enviar).map((c) => c.id),
  );
  const terminado = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
      onEnviado();
      onCerrar();
    },
  };
  const enviar = trpc.candidatosPedido.enviarACliente.useMutation(terminado);
  const avanzar = trpc.pedidos.avanzarEtapa.useMutation(terminado);
  // Moving from stage 2 the send happens in stage 3: the rule is checked for the stage the order is going to.
  const etapaDelEnvio = avanceEtapa ? 3 : datos.estadoPedido;
  const puedeEnviar = avanceEtapa ? datos.estadoPedido === 2 : datos.puedeEnviar;

  // The marked candidates of a bulk send, or every selected one still to send.
  const cuantos = candidatos?.length ?? datos.candidatosPorEnviar;
  const activos = new Set(lista.filter((c) => c.activo).map((c) => c.id));
  const elegidosContacto = [...contactosElegidos].filter((id) => activos.has(id));
  const elegidosReq = datos.requerimientos.filter((r) => requerimientos.has(r.id));

  // The rule of the send (spec 01 §5) decides; its refusal is the form's message, read aloud and as a toast.
  const confirmar = handleSubmit(() => {
    const regla = reglaEnvioCliente({
      etapaPedido: etapaDelEnvio,
      requerimientos: elegidosReq,
      contactos: elegidosContacto.length,
      candidatos: cuantos,
    });
    if (!regla.ok) {
      setError('root.regla', { message: regla.mensaje });
      notificar.error(regla.mensaje);
      return;
    }
    const envio = { requerimientoIds: elegidosReq.map((r) => r.id), contactoIds: elegidosContacto };
    if (avanceEtapa) avanzar.mutate({ id: pedidoId, version: avanceEtapa.version, envio });
    else
      enviar.mutate({
        pedidoId,
        ...envio,
        candidatos: candidatos?.map((c) => ({ id: c.id, version: c.version })),
      });
  });
  const error = formState.errors.root?.regla?.message;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        {/* The stage move is named here: this modal is its confirmation (issue 39). */}
        {avanceEtapa && `${maquinaPedido.confirmacionDeEtapa('avanzar', datos.estadoPedido)?.mensaje ?? ''} `}
        {cuantos === 1
          ? 'Se enviará 1 candidato seleccionado.'
          : `Se enviarán ${cuantos} candidatos seleccionados.`}
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          Requerimientos visibles para el cliente
        </legend>
        <ul className="flex flex-col gap-1" aria-label="Requerimientos visibles">
          {datos.requerimientos.map((r) => (
            <li key={r.id}>
              <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={requerimientos.has(r.id)}
                  onChange={(e) =>
                    setValue('requerimientos', [...alternar(requerimientos, r.id, e.target.checked)], {
                      shouldDirty: true,
                    })
                  }
                />
                {r.nombre}
                {r.enviarCorreo && (
                  <span className="rounded bg-marca-50 px-1.5 text-xs text-marca-700">Envía correo</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SeccionContactos
        pedidoId={pedidoId}
        contactos={contactos.lista}
        fallo={contactos.fallo}
        elegidos={contactosElegidos}
        onCambiar={(id, si) =>
          setValue('contactos', [...alternar(contactosElegidos, id, si)], { shouldDirty: true })
        }
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {!puedeEnviar && <p className="text-sm text-amber-700">{MENSAJES_ENVIO.etapa}</p>}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Boton variante="secundario" onClick={onCerrar}>
          Cancelar
        </Boton>
        <Boton
          cargando={enviar.isPending || avanzar.isPending}
          disabled={!puedeEnviar}
          onClick={() => void confirmar()}
        >
          {avanceEtapa ? 'Pasar a la etapa 3 y enviar' : 'Enviar'}
        </Boton>
      </div>
    </div>
  );
}
