import { Controller } from 'react-hook-form';
import {
  EVIDENCIA_CANCELACION,
  formatoFecha,
  formatoFechaHora,
  formatoNumero,
  formularioEvidencia,
  MENSAJES_REQUISITOS,
  NO_REGISTRA,
} from '@talento/rules';
import {
  aErrorDeServidor,
  avisarPrimerError,
  Boton,
  CampoArchivo,
  Dato,
  mostrarError,
  notificar,
  ponerErroresDelServidor,
  propsDeControl,
  Rejilla,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { descargarBase64 } from './descargar';
import { Modal } from './modal';
import type { RequisitoPersona } from './tipos';

const EsquemaEvidencia = formularioEvidencia<File>();

/** Requirement detail: every field, its evidence files (download) and "Subir archivo" for one more. */
export function ModalDetalleRequisito({
  candidatoId,
  requisito: r,
  puedeSubir,
  onCerrar,
}: {
  candidatoId: number;
  requisito: RequisitoPersona;
  puedeSubir: boolean;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  // The file lives in the form; the schema checks it with the shared evidence rule (required, type, size, name).
  const { control, handleSubmit, reset, setError, refFormulario } = useFormulario(EsquemaEvidencia, {
    defaultValues: { archivo: null },
  });
  const subir = trpc.hojasDeVida.agregarEvidencia.useMutation({
    onSuccess: (x) => {
      notificar.exito(x.mensaje);
      reset();
    },
    onError: (e) => {
      // The multipart reader names the file field 'archivo' (or 'archivos', the list it reads).
      ponerErroresDelServidor(e, setError, {
        campo: (ruta) => (ruta.startsWith('archivo') ? 'archivo' : null),
      });
      if (aErrorDeServidor(e).status >= 500) notificar.error(MENSAJES_REQUISITOS.errorArchivo);
      else mostrarError(e);
    },
  });
  const enviar = handleSubmit(({ archivo }) => {
    const fd = new FormData();
    fd.set('candidatoId', String(candidatoId));
    fd.set('requisitoPersonaId', String(r.id));
    fd.append('archivo', archivo);
    subir.mutate(fd);
  }, avisarPrimerError);
  const abrir = async (archivoId: number) =>
    descargarBase64(await utils.hojasDeVida.evidenciaRequisito.fetch({ archivoId }));

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={r.nombre}
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      <Rejilla className="grid grid-cols-2 gap-3">
        <Dato etiqueta="Fecha de realización" vacio={NO_REGISTRA}>
          {formatoFecha(r.fechaRealizacion)}
        </Dato>
        <Dato
          etiqueta="Vigente hasta"
          vacio={NO_REGISTRA}
        >{`${formatoFecha(r.vence)}${r.vencida ? ` (${MENSAJES_REQUISITOS.vencida})` : ''}`}</Dato>
        <Dato etiqueta="Resultado" vacio={NO_REGISTRA}>
          {r.resultadoEtiqueta}
        </Dato>
        <Dato etiqueta="Puntaje" vacio={NO_REGISTRA}>
          {r.puntaje === null ? '' : formatoNumero(r.puntaje)}
        </Dato>
        <Dato
          etiqueta="Registrado por"
          vacio={NO_REGISTRA}
        >{`${r.usuario ?? ''} · ${formatoFechaHora(r.creadoEn)}`}</Dato>
        <Dato etiqueta="Visible por el cliente" vacio={NO_REGISTRA}>
          {r.esVisibleCliente ? 'Sí' : 'No'}
        </Dato>
      </Rejilla>
      <Rejilla className="mt-3 flex flex-col gap-3">
        <Dato etiqueta="Concepto final" vacio={NO_REGISTRA}>
          {r.conceptoFinal ?? ''}
        </Dato>
        <Dato etiqueta="Comentario" vacio={NO_REGISTRA}>
          {r.comentario ?? ''}
        </Dato>
      </Rejilla>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Archivos de evidencia</h3>
      {r.archivos.length === 0 ? (
        <p className="text-sm text-slate-500">No se han subido documentos.</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {r.archivos.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="text-sm text-marca-700 hover:underline"
                onClick={() => void abrir(a.id)}
              >
                {a.nombre}
              </button>
            </li>
          ))}
        </ul>
      )}
      {puedeSubir && (
        <form
          ref={refFormulario}
          noValidate
          className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3"
          onSubmit={(e) => void enviar(e)}
        >
          <Controller
            control={control}
            name="archivo"
            render={(c) => (
              <CampoArchivo
                etiqueta="Subir archivo de evidencia"
                requerido
                accept={EVIDENCIA_CANCELACION.aceptar}
                {...propsDeControl(c)}
              />
            )}
          />
          <div>
            <Boton type="submit" variante="secundario" cargando={subir.isPending}>
              Subir archivo
            </Boton>
          </div>
        </form>
      )}
    </Modal>
  );
}
