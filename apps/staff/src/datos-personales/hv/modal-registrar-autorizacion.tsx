import { useState } from 'react';
import { aceptarArchivos, CANAL_AUTORIZACION, hoyIso, REGLA_EVIDENCIA } from '@talento/rules';
import {
  CampoArchivo,
  Modal,
  mostrarError,
  notificar,
  PieFormulario,
  Seleccion,
  SelectorFechaIso,
} from '@talento/ui';
import { trpc } from '../../trpc';

const CANALES = CANAL_AUTORIZACION.opciones.filter((o) => o.valor !== 'enlace');
const ACEPTAR = aceptarArchivos(REGLA_EVIDENCIA);

/**
 * "Registrar autorización": given in person at a branch (the signed form is required) or brought by an import, on
 * the day it was given, against the notice in force. The server checks the file and says what is wrong.
 */
export function ModalRegistrarAutorizacion({
  candidatoId,
  abierto,
  onCerrar,
}: {
  candidatoId: number;
  abierto: boolean;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const [canal, setCanal] = useState<'sucursal' | 'importacion'>('sucursal');
  const [fecha, setFecha] = useState(hoyIso());
  const [archivo, setArchivo] = useState<File | null>(null);
  const registrar = trpc.datosPersonales.autorizaciones.registrar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.datosPersonales.autorizaciones.deCandidato.invalidate({ candidatoId });
      onCerrar();
    },
    onError: mostrarError,
  });
  const guardar = () => {
    const fd = new FormData();
    fd.set('candidatoId', String(candidatoId));
    fd.set('canal', canal);
    fd.set('fecha', fecha);
    if (archivo) fd.set('archivo', archivo);
    registrar.mutate(fd);
  };
  return (
    <Modal abierto={abierto} onCerrar={onCerrar} titulo="Registrar autorización">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          guardar();
        }}
      >
        <Seleccion
          etiqueta="Canal"
          requerido
          vacia={null}
          valor={canal}
          opciones={CANALES}
          onChange={(v) => setCanal(v as 'sucursal' | 'importacion')}
        />
        <SelectorFechaIso
          etiqueta="Fecha de la autorización"
          requerido
          valor={fecha}
          onChange={(v) => setFecha(v ?? '')}
        />
        <CampoArchivo
          etiqueta="Formato firmado (PDF, JPG o PNG, máximo 10 MB)"
          requerido={canal === 'sucursal'}
          accept={ACEPTAR}
          onChange={setArchivo}
        />
        <PieFormulario texto="Registrar" onCancelar={onCerrar} cargando={registrar.isPending} />
      </form>
    </Modal>
  );
}
