import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  CamposCancelacion,
  CAUSA_CANCELACION,
  EVIDENCIA_CANCELACION,
  MENSAJES_DETALLE,
  MENSAJES_PEDIDOS,
  maquinaPedido,
  maquinaPedidoStock,
  validarArchivoEvidencia,
} from '@talento/rules';
import {
  aErrorDeServidor,
  Boton,
  CampoArchivo,
  CampoArea,
  DialogoConfirmacion,
  mostrarError,
  notificar,
  ponerErroresDelServidor,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { DetallePedido } from '../detalle/tipos';

/** The shared cause/reason schema plus the optional evidence file, checked by the shared rule. */
const EsquemaCancelacion = CamposCancelacion.extend({
  archivo: z
    .instanceof(File)
    .nullable()
    .superRefine((a, ctx) => {
      const mensaje = a && validarArchivoEvidencia({ nombre: a.name, tipoMime: a.type, tamano: a.size });
      if (mensaje) ctx.addIssue({ code: 'custom', message: mensaje });
    }),
});
type ValoresCancelacion = z.input<typeof EsquemaCancelacion>;

/** The first message of a failed submit, as a toast too (in field order: cause, reason, file). */
function primerMensaje(errores: FieldErrors<ValoresCancelacion>): string | undefined {
  return errores.causa?.message ?? errores.razon?.message ?? errores.archivo?.message;
}

/** Cause, written reason, optional evidence file and "Cancelar Pedido" with confirmation. */
export function FormularioCancelacion({ pedido }: { pedido: DetallePedido }) {
  const navigate = useNavigate();
  // The server cancels the order's open city lines with it (cancelar.ts): said before, naming them.
  const abiertas = pedido.lineasCiudad
    .filter((l) => !maquinaPedido.esCerrado(l.estado))
    .map((l) => l.ciudad ?? 'Sin ciudad');
  const tambien = abiertas.length > 0 ? MENSAJES_DETALLE.cancelaTambienLineas(abiertas) : null;
  const [confirmar, setConfirmar] = useState(false);
  const { control, register, handleSubmit, getValues, setError, formState, refFormulario } = useFormulario(
    EsquemaCancelacion,
    {
      defaultValues: { causa: undefined, razon: '', archivo: null },
    },
  );

  const cancelar = trpc.pedidos.cancelar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void navigate(maquinaPedidoStock.rutaDetalleDe(pedido));
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError);
      if (aErrorDeServidor(e).status >= 500 && getValues('archivo'))
        notificar.error(MENSAJES_PEDIDOS.errorEvidencia);
      else mostrarError(e);
    },
  });

  const pedirConfirmacion = handleSubmit(
    () => setConfirmar(true),
    (errores) => {
      const mensaje = primerMensaje(errores);
      if (mensaje) notificar.error(mensaje);
    },
  );

  const enviar = handleSubmit((datos) => {
    setConfirmar(false);
    const fd = new FormData();
    fd.set('id', String(pedido.id));
    fd.set('version', String(pedido.version));
    fd.set('causa', String(datos.causa));
    fd.set('razon', datos.razon);
    if (datos.archivo) fd.set('archivo', datos.archivo);
    cancelar.mutate(fd);
  });

  return (
    <form
      ref={refFormulario}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => void pedirConfirmacion(e)}
    >
      <Controller
        control={control}
        name="causa"
        render={(c) => (
          <Seleccion
            etiqueta="Causa de cancelación"
            requerido
            {...propsDeControl(c)}
            // The schema reads the cause from a multipart text too, so its input type is open: here it is a number.
            valor={typeof c.field.value === 'number' ? c.field.value : undefined}
            onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
            opciones={CAUSA_CANCELACION.opciones}
            vacia="Seleccione una causa"
          />
        )}
      />
      <CampoArea
        etiqueta="Razón de la cancelación"
        requerido
        rows={4}
        {...register('razon')}
        error={formState.errors.razon?.message}
      />
      <Controller
        control={control}
        name="archivo"
        render={(c) => (
          <CampoArchivo
            etiqueta="Archivo de evidencia (opcional: PDF, JPG o PNG, máximo 10 MB)"
            accept={EVIDENCIA_CANCELACION.aceptar}
            {...propsDeControl(c)}
          />
        )}
      />
      {tambien && (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {tambien}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Boton variante="secundario" onClick={() => void navigate(maquinaPedidoStock.rutaDetalleDe(pedido))}>
          Volver
        </Boton>
        <Boton type="submit" variante="peligro" cargando={cancelar.isPending}>
          Cancelar Pedido
        </Boton>
      </div>
      <DialogoConfirmacion
        abierto={confirmar}
        titulo="Cancelar pedido"
        mensaje={
          tambien ? `${tambien} ${MENSAJES_DETALLE.confirmarCancelar}` : MENSAJES_DETALLE.confirmarCancelar
        }
        textoSi="Cancelar pedido"
        textoNo="Conservar el pedido"
        peligro
        onSi={() => void enviar()}
        onNo={() => setConfirmar(false)}
      />
    </form>
  );
}
