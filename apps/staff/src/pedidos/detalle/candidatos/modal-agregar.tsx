import { useState } from 'react';
import { formatoPorcentaje, MENSAJES_PIPELINE } from '@talento/rules';
import { aErrorDeServidor, Boton, CampoTexto, notificar } from '@talento/ui';
import { trpc } from '../../../trpc';
import { FormularioEspontaneo } from './formulario-espontaneo';
import { Modal } from './modal';
import type { CandidatoEncontrado } from './tipos';
import { alFallar } from './use-acciones';

const pestana = (activa: boolean) =>
  `rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${activa ? 'border-marca-600 text-marca-700' : 'border-transparent text-slate-500 hover:text-slate-700'}`;

/** "Agregar candidato": search a registered person by document and add them, or add an unregistered one. */
export function ModalAgregar({ pedidoId, onCerrar }: { pedidoId: number; onCerrar: () => void }) {
  const utils = trpc.useUtils();
  const [modo, setModo] = useState<'documento' | 'espontaneo'>('documento');
  const [documento, setDocumento] = useState('');
  const [buscando, setBuscando] = useState(false);
  const [encontrado, setEncontrado] = useState<CandidatoEncontrado | null>(null);
  const [noEncontrado, setNoEncontrado] = useState(false);
  const agregar = trpc.candidatosPedido.agregar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: alFallar(MENSAJES_PIPELINE.errorAgregar),
  });

  const buscar = async () => {
    const numero = documento.trim();
    if (!numero) return;
    setBuscando(true);
    setEncontrado(null);
    setNoEncontrado(false);
    try {
      setEncontrado(await utils.candidatosPedido.buscarPorDocumento.fetch({ numeroDocumento: numero }, { meta: { silencioso: true }, staleTime: 0 }));
    } catch (e) {
      if (aErrorDeServidor(e).status === 404 || aErrorDeServidor(e).status === 400) {
        setNoEncontrado(true);
        notificar.error(MENSAJES_PIPELINE.noEncontrado);
      } else alFallar(MENSAJES_PIPELINE.errorAgregar)(e as never);
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Modal abierto onCerrar={onCerrar} titulo="Agregar candidato" pie={<Boton variante="secundario" onClick={onCerrar}>Cerrar</Boton>}>
      <div role="tablist" className="mb-4 flex gap-2 border-b border-slate-200">
        <button type="button" role="tab" aria-selected={modo === 'documento'} className={pestana(modo === 'documento')} onClick={() => setModo('documento')}>
          Buscar por documento
        </button>
        <button type="button" role="tab" aria-selected={modo === 'espontaneo'} className={pestana(modo === 'espontaneo')} onClick={() => setModo('espontaneo')}>
          Candidato no registrado
        </button>
      </div>
      {modo === 'espontaneo' ? (
        <FormularioEspontaneo pedidoId={pedidoId} onAgregado={onCerrar} />
      ) : (
        <div className="flex flex-col gap-3">
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void buscar();
            }}
          >
            <CampoTexto etiqueta="Número de documento" value={documento} inputMode="numeric" className="flex-1" onChange={(e) => setDocumento(e.target.value)} />
            <Boton type="submit" variante="secundario" cargando={buscando}>
              Buscar
            </Boton>
          </form>
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
                  <Boton cargando={agregar.isPending} onClick={() => agregar.mutate({ pedidoId, candidatoId: encontrado.id })}>
                    Agregar
                  </Boton>
                </div>
              )}
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
