import { useId, useState } from 'react';
import { EVIDENCIA_CANCELACION, formatoFecha, formatoFechaHora, formatoNumero, MENSAJES_REQUISITOS, NO_REGISTRA, validarArchivoEvidencia } from '@talento/rules';
import { aErrorDeServidor, Boton, Dato, mostrarError, notificar } from '@talento/ui';
import { trpc } from '../../trpc';
import { descargarBase64 } from './descargar';
import { claseEtiqueta, Modal } from './modal';
import type { RequisitoPersona } from './tipos';

/** Requirement detail: every field, its evidence files (download) and "Subir archivo" for one more. */
export function ModalDetalleRequisito({ candidatoId, requisito: r, puedeSubir, onCerrar }: { candidatoId: number; requisito: RequisitoPersona; puedeSubir: boolean; onCerrar: () => void }) {
  const idArchivo = useId();
  const utils = trpc.useUtils();
  const [archivo, setArchivo] = useState<File | null>(null);
  const subir = trpc.hojasDeVida.agregarEvidencia.useMutation({
    onSuccess: (x) => {
      notificar.exito(x.mensaje);
      setArchivo(null);
    },
    onError: (e) => (aErrorDeServidor(e).status >= 500 ? notificar.error(MENSAJES_REQUISITOS.errorArchivo) : mostrarError(e)),
  });
  const enviar = () => {
    if (!archivo) return void notificar.error(MENSAJES_REQUISITOS.archivoRequerido);
    const m = validarArchivoEvidencia({ nombre: archivo.name, tipoMime: archivo.type, tamano: archivo.size });
    if (m) return void notificar.error(m);
    const fd = new FormData();
    fd.set('candidatoId', String(candidatoId));
    fd.set('requisitoPersonaId', String(r.id));
    fd.append('archivo', archivo);
    subir.mutate(fd);
  };
  const abrir = async (archivoId: number) => descargarBase64(await utils.hojasDeVida.evidenciaRequisito.fetch({ archivoId }));

  return (
    <Modal abierto onCerrar={onCerrar} titulo={r.nombre} pie={<Boton variante="secundario" onClick={onCerrar}>Cerrar</Boton>}>
      <dl className="grid grid-cols-2 gap-3">
        <Dato etiqueta="Fecha de realización" vacio={NO_REGISTRA}>{formatoFecha(r.fechaRealizacion)}</Dato>
        <Dato etiqueta="Vigente hasta" vacio={NO_REGISTRA}>{`${formatoFecha(r.vence)}${r.vencida ? ` (${MENSAJES_REQUISITOS.vencida})` : ''}`}</Dato>
        <Dato etiqueta="Resultado" vacio={NO_REGISTRA}>{r.resultadoEtiqueta}</Dato>
        <Dato etiqueta="Puntaje" vacio={NO_REGISTRA}>{r.puntaje === null ? '' : formatoNumero(r.puntaje)}</Dato>
        <Dato etiqueta="Registrado por" vacio={NO_REGISTRA}>{`${r.usuario ?? ''} · ${formatoFechaHora(r.creadoEn)}`}</Dato>
        <Dato etiqueta="Visible por el cliente" vacio={NO_REGISTRA}>{r.esVisibleCliente ? 'Sí' : 'No'}</Dato>
      </dl>
      <dl className="mt-3 flex flex-col gap-3">
        <Dato etiqueta="Concepto final" vacio={NO_REGISTRA}>{r.conceptoFinal ?? ''}</Dato>
        <Dato etiqueta="Comentario" vacio={NO_REGISTRA}>{r.comentario ?? ''}</Dato>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Archivos de evidencia</h3>
      {r.archivos.length === 0 ? (
        <p className="text-sm text-slate-500">No se han subido documentos.</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {r.archivos.map((a) => (
            <li key={a.id}>
              <button type="button" className="text-sm text-marca-700 hover:underline" onClick={() => void abrir(a.id)}>
                {a.nombre}
              </button>
            </li>
          ))}
        </ul>
      )}
      {puedeSubir && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3">
          <label htmlFor={idArchivo} className={claseEtiqueta}>
            Subir archivo de evidencia
          </label>
          <input id={idArchivo} type="file" accept={EVIDENCIA_CANCELACION.aceptar} className="text-sm" onChange={(e) => setArchivo(e.target.files?.[0] ?? null)} />
          <div>
            <Boton variante="secundario" cargando={subir.isPending} onClick={enviar}>
              Subir archivo
            </Boton>
          </div>
        </div>
      )}
    </Modal>
  );
}
