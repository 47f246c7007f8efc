import { useState } from 'react';
import { EntradaBuscarDocumento, formatoPorcentaje, MENSAJES_PIPELINE } from '@talento/rules';
import { aErrorDeServidor, Boton, notificar, useFormulario } from '@talento/ui';
import { trpc } from '../../../trpc';
import { FormularioBusqueda } from './formulario-busqueda';
import type { CandidatoEncontrado } from './tipos';
import { alFallar } from './use-acciones';

/** "Buscar por documento": the registered person with that document, their availability and "Agregar". */
export function BusquedaDocumento({
  onAgregar,
  agregando,
}: {
  onAgregar: (candidatoId: number) => void;
  agregando: boolean;
}) {
  const utils = trpc.useUtils();
  const [encontrado, setEncontrado] = useState<CandidatoEncontrado | null>(null);
  const [noEncontrado, setNoEncontrado] = useState(false);
  const { register, handleSubmit, formState, refFormulario } = useFormulario(EntradaBuscarDocumento, {
    defaultValues: { numeroDocumento: '' },
  });

  const buscar = handleSubmit(async ({ numeroDocumento }) => {
    setEncontrado(null);
    setNoEncontrado(false);
    try {
      setEncontrado(
        await utils.candidatosPedido.buscarPorDocumento.fetch(
          { numeroDocumento },
          { meta: { silencioso: true }, staleTime: 0 },
        ),
      );
    } catch (e) {
      if (aErrorDeServidor(e).status === 404 || aErrorDeServidor(e).status === 400) {
        setNoEncontrado(true);
        notificar.error(MENSAJES_PIPELINE.noEncontrado);
      } else alFallar(MENSAJES_PIPELINE.errorAgregar)(e as never);
    }
  });

  return (
    <div className="flex flex-col gap-3">
      <FormularioBusqueda
        refFormulario={refFormulario}
        onBuscar={(e) => void buscar(e)}
        buscando={formState.isSubmitting}
        campo={{
          etiqueta: 'Número de documento',
          inputMode: 'numeric',
          ...register('numeroDocumento'),
          error: formState.errors.numeroDocumento?.message,
        }}
      />
      {noEncontrado && <p className="text-sm text-red-600">{MENSAJES_PIPELINE.noEncontrado}</p>}
      {encontrado && (
        <section aria-label="Candidato encontrado" className="rounded-md border border-slate-200 p-4">
          <p className="font-medium text-slate-800">{encontrado.nombre}</p>
          <p className="text-sm text-slate-600">
            CC {encontrado.numeroDocumento} · {encontrado.telefono} · {encontrado.email}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
            <span>Disponibilidad: {encontrado.disponibilidadEtiqueta}</span>
            <span>Producto: {encontrado.estadoProductoEtiqueta}</span>
            <span>HV: {formatoPorcentaje(encontrado.porcentajeHv)}</span>
          </p>
          {encontrado.mensajeDisponibilidad ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-600">
              {encontrado.mensajeDisponibilidad}
            </p>
          ) : (
            <div className="mt-3 flex justify-end">
              <Boton cargando={agregando} onClick={() => onAgregar(encontrado.id)}>
                Agregar
              </Boton>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
