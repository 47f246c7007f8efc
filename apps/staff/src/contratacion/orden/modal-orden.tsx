import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  esquemaOrdenContratacion,
  estadoOrden,
  formatoFecha,
  EstadoMensajeSaliente,
  type CamposOrdenContratacionEntrada,
  type ReglasOrden,
} from '@talento/rules';
import {
  Boton,
  DialogoConfirmacion,
  EstadoVacio,
  mostrarError,
  Modal,
  notificar,
  ponerErroresDelServidor,
  Seccion,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { LlamadasErp } from '../llamadas-erp';
import { CamposOrden } from './campos-orden';
import { ConceptosOrden } from './conceptos-orden';
import type { OrdenDeCandidato } from './tipos';
import { valoresIniciales } from './valores';

// Its own chunk: only opened on demand from the hiring order.
const ModalDireccion = lazy(() => import('../direccion/modal-direccion'));
const INTERVALO_PENDIENTE_MS = 2000;

export interface ModalOrdenContratacionProps {
  /** The candidate-in-order whose hiring order is created, edited or viewed. */
  candidatoPedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
}

/**
 * "Create hiring order" / "view hiring order" (spec 01 §2): create or edit for a candidate in 6–7 (stage ≤ 4), read-only
 * from 8 or once filed (observations stay editable), with "Radicar Orden", "Enviar de nuevo inducción", the concepts,
 * each ERP call's status and the print page. Loaded lazily by the order detail.
 */
export default function ModalOrdenContratacion({
  candidatoPedidoId,
  abierto,
  onCerrar,
}: ModalOrdenContratacionProps) {
  const consulta = trpc.contratacion.deCandidato.useQuery(
    { candidatoPedidoId },
    // The outbox worker answers for the ERP in the background: while a call is Pendiente the open modal asks again,
    // so the user sees it become Enviado (and the order filed) or Error without reopening it.
    {
      enabled: abierto,
      refetchInterval: (q) =>
        q.state.data?.orden?.llamadas.some((l) => l.estado === EstadoMensajeSaliente.PENDIENTE)
          ? INTERVALO_PENDIENTE_MS
          : false,
    },
  );
  const d = consulta.data;
  return (
    <Modal
      abierto={abierto}
      onCerrar={onCerrar}
      titulo={d?.orden ? `Orden de contratación N.º ${d.orden.consecutivo}` : 'Crear orden de contratación'}
      ancho="max-w-6xl"
    >
      {consulta.isError && <EstadoVacio mensaje="No fue posible traer la orden de contratación." />}
      {!d && !consulta.isError && <Spinner />}
      {d && <Contenido datos={d} onCerrar={onCerrar} />}
    </Modal>
  );
}

function Contenido({ datos: d, onCerrar }: { datos: OrdenDeCandidato; onCerrar: () => void }) {
  const { permisos } = useUsuario();
  const utils = trpc.useUtils();
  const maestros = trpc.contratacion.maestros.useQuery();
  const o = d.orden;
  const [direccionAbierta, setDireccionAbierta] = useState(false);
  const [confirmarRadicar, setConfirmarRadicar] = useState(false);
  const reglas: ReglasOrden = d.reglas;
  const esquema = useMemo(() => esquemaOrdenContratacion(reglas), [reglas]);
  const form = useFormulario(esquema, {
    defaultValues: valoresIniciales(d) as CamposOrdenContratacionEntrada,
  });
  const { control, register, handleSubmit, setError, formState, watch, reset, refFormulario } = form;
  // The order again from the server (after a save, while an ERP call is pending): what the user is typing stays.
  useEffect(() => reset(valoresIniciales(d), { keepDirtyValues: true }), [d, reset]);
  const estado = o ? o.estado : estadoOrden({ id: null, radicado: false, radicacionPendiente: false });
  const puedeGuardar = o
    ? permisos.includes('change_ordencontratacion')
    : permisos.includes('add_ordencontratacion');
  const soloLectura = d.acceso !== 'editar' || !puedeGuardar;
  // Spec 01 §4: "Enviar de nuevo inducción" shows when filed and the order is in stage 3 or 4, also for a person who
  // already shows up at work (state 8, whose order the modal only views): it is not an edit of the order.
  const puedeInduccion =
    Boolean(o?.mostrarReenviarInduccion) && permisos.includes('change_ordencontratacion');
  const refrescar = () =>
    utils.contratacion.deCandidato.invalidate({ candidatoPedidoId: d.candidatoPedidoId });
  const alTerminar = (r: { mensaje: string }) => {
    notificar.exito(r.mensaje);
    void refrescar();
    if (o) void utils.contratacion.obtener.invalidate({ id: o.id });
  };
  const alFallar = (e: unknown) => {
    ponerErroresDelServidor(e, setError, { campo: (ruta) => ruta.replace(/^orden\./, '') });
    mostrarError(e);
  };
  const crear = trpc.contratacion.crear.useMutation({ onSuccess: alTerminar, onError: alFallar });
  const editar = trpc.contratacion.editar.useMutation({ onSuccess: alTerminar, onError: alFallar });
  const radicar = trpc.contratacion.radicar.useMutation({ onSuccess: alTerminar, onError: mostrarError });
  const induccion = trpc.contratacion.reenviarInduccion.useMutation({
    onSuccess: alTerminar,
    onError: mostrarError,
  });
  const reintentar = trpc.contratacion.reintentarLlamada.useMutation({
    onSuccess: alTerminar,
    onError: mostrarError,
  });

  // Spec 01 §4: the association button shows when the order is filed and the candidate is in 6 or 8.
  const esteCandidato = o?.candidatos.find((c) => c.candidatoPedidoId === d.candidatoPedidoId);
  const verAsociacion =
    Boolean(esteCandidato?.mostrarAsociacion) && permisos.includes('ver_asociaciones_empleado');
  const guardar = handleSubmit((campos) => {
    if (o) editar.mutate({ id: o.id, version: o.version, orden: campos });
    else crear.mutate({ pedidoId: d.pedido.id, candidatoPedidoIds: [d.candidatoPedidoId], orden: campos });
  });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">
        {d.candidato.nombre} · {d.candidato.numeroDocumento} · {d.pedido.cliente} · Pedido {d.pedido.id}
      </p>
      {o?.radicado && o.fechaRadicado && (
        <p className="text-sm font-medium text-emerald-800">
          Radicada el {formatoFecha(o.fechaRadicado)}
          {o.radicadoPor ? ` por ${o.radicadoPor}` : ''}
        </p>
      )}
      <form ref={refFormulario} noValidate id="form-orden-contratacion" onSubmit={(e) => void guardar(e)}>
        <CamposOrden
          control={control}
          register={register}
          errores={formState.errors}
          maestros={maestros.data}
          reglas={reglas}
          estado={estado}
          soloLectura={soloLectura}
          riesgoArl={watch('riesgoArl')}
          tipoJornada={watch('tipoJornada')}
          ciudadInicial={
            o
              ? { id: o.campos.ciudadId, etiqueta: o.nombres.ciudad }
              : d.sugeridos.ciudadId
                ? { id: d.sugeridos.ciudadId, etiqueta: d.sugeridos.ciudad ?? '' }
                : null
          }
          cargoInicial={
            o ? { id: o.campos.cargoId, etiqueta: o.nombres.cargo, detalle: o.nombres.cargoCodigo } : null
          }
        />
      </form>
      {o && (
        <>
          <Seccion titulo="Conceptos">
            <ConceptosOrden
              orden={o}
              maestros={maestros.data}
              editable={!soloLectura && estado === 'guardada'}
            />
          </Seccion>
          <Seccion titulo="Envíos al sistema de nómina">
            <LlamadasErp
              llamadas={o.llamadas}
              onReintentar={
                soloLectura ? undefined : (l) => reintentar.mutate({ ordenId: o.id, mensajeId: l.id })
              }
            />
          </Seccion>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {o && (
          <Link
            to={`/contratacion/orden/${o.id}/imprimir`}
            target="_blank"
            className="self-center text-sm text-marca-700 underline"
          >
            Imprimir
          </Link>
        )}
        {verAsociacion && esteCandidato && (
          <Link
            to={`/contratacion/asociaciones?candidato=${esteCandidato.candidatoId}`}
            className="self-center text-sm text-marca-700 underline"
          >
            Ver asociación
          </Link>
        )}
        {permisos.includes('change_ordencontratacion') && (
          <Boton variante="secundario" onClick={() => setDireccionAbierta(true)}>
            Cambiar dirección
          </Boton>
        )}
        {puedeInduccion && o && (
          <Boton
            variante="secundario"
            cargando={induccion.isPending}
            onClick={() => induccion.mutate({ id: o.id, version: o.version })}
          >
            Enviar de nuevo inducción
          </Boton>
        )}
        {o?.mostrarRadicar && !soloLectura && (
          <Boton
            variante="secundario"
            cargando={radicar.isPending}
            disabled={formState.isDirty}
            onClick={() => setConfirmarRadicar(true)}
          >
            Radicar Orden
          </Boton>
        )}
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
        {!soloLectura && estado !== 'radicando' && (
          <Boton type="submit" form="form-orden-contratacion" cargando={crear.isPending || editar.isPending}>
            Guardar
          </Boton>
        )}
      </div>
      {o && (
        <DialogoConfirmacion
          abierto={confirmarRadicar}
          titulo="Radicar orden"
          mensaje={`¿Radicar la orden de contratación N.º ${o.consecutivo}? Se envía al sistema de nómina y después solo se podrán cambiar las observaciones.`}
          textoSi="Radicar"
          textoNo="Cancelar"
          onNo={() => setConfirmarRadicar(false)}
          onSi={() => {
            setConfirmarRadicar(false);
            radicar.mutate({ id: o.id, version: o.version });
          }}
        />
      )}
      {direccionAbierta && (
        <Suspense fallback={<Spinner />}>
          <ModalDireccion
            candidatoPedidoId={d.candidatoPedidoId}
            abierto
            onCerrar={() => setDireccionAbierta(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
