import { useState } from 'react';
import { formatoFecha, MENSAJES_HV_RESUMEN } from '@talento/rules';
import { trpc } from '../../trpc';
import type { ResumenHv } from './tipos';

/**
 * Opens an uploaded document (documents accordion, document-validation window): fetched through the
 * audited `hojasDeVida.archivo` procedure and shown from a Blob URL in a new tab.
 */
export function EnlaceDocumento({
  candidatoId,
  archivo,
}: {
  candidatoId: number;
  archivo: ResumenHv['archivos'][number];
}) {
  const utils = trpc.useUtils();
  const [abriendo, setAbriendo] = useState(false);
  const abrir = async () => {
    setAbriendo(true);
    try {
      const a = await utils.hojasDeVida.archivo.fetch({ candidatoId, archivoId: archivo.id });
      const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: a.tipoMime }));
      const enlace = document.createElement('a');
      enlace.href = url;
      enlace.target = '_blank';
      enlace.rel = 'noopener';
      enlace.download = a.nombre;
      enlace.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setAbriendo(false);
    }
  };
  return (
    <button
      type="button"
      className="text-left text-marca-700 hover:underline disabled:opacity-60"
      disabled={abriendo}
      onClick={() => void abrir()}
    >
      {archivo.nombre}
    </button>
  );
}

/** The CV's uploaded documents (type, link, upload date) or 'No se han subido documentos.'. */
export function ListaDocumentos({ hv }: { hv: Pick<ResumenHv, 'candidatoId' | 'archivos'> }) {
  if (hv.archivos.length === 0) return <p className="text-slate-500">{MENSAJES_HV_RESUMEN.sinDocumentos}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Lista de documentos">
      {hv.archivos.map((a) => (
        <li key={a.id} className="flex flex-wrap gap-x-3">
          <span className="text-slate-600">{a.tipoDocumento}:</span>
          <EnlaceDocumento candidatoId={hv.candidatoId} archivo={a} />
          <span className="text-xs text-slate-400">{formatoFecha(a.creadoEn)}</span>
        </li>
      ))}
    </ul>
  );
}
