import { useState } from 'react';
import { Boton, Dato, mostrarError, notificar, Rejilla } from '@talento/ui';
import { formatoNumero, MENSAJES_IMPORTACION as M } from '@talento/rules';
import { descargarBase64 } from '../../hv/gestion/descargar';
import { trpc } from '../../trpc';
import { MIME_XLSX, type HojaAnalizada, type LoteImportacion } from './tipos';

const n = (v: number) => formatoNumero(v, 0);

/** Downloads a batch's rejected rows (the Spanish reason per cell). */
export function useDescargarRechazos() {
  const utils = trpc.useUtils();
  const [bajando, setBajando] = useState(false);
  const descargar = async (loteId: number) => {
    setBajando(true);
    try {
      descargarBase64({ ...(await utils.importacion.rechazos.fetch({ loteId })), tipoMime: MIME_XLSX });
    } catch (e) {
      mostrarError(e);
    } finally {
      setBajando(false);
    }
  };
  return { bajando, descargar };
}

/** The dry run's counts, the rejected rows to download and "Importar" / "Descartar". */
export function ResumenLote({
  lote,
  hojas,
  onTerminar,
}: {
  lote: LoteImportacion;
  hojas: readonly HojaAnalizada[];
  onTerminar: () => void;
}) {
  const utils = trpc.useUtils();
  const rechazos = useDescargarRechazos();
  const alTerminar = () => {
    void utils.importacion.lotes.invalidate();
    onTerminar();
  };
  const confirmar = trpc.importacion.confirmar.useMutation({
    onSuccess: () => {
      notificar.exito(M.confirmado);
      alTerminar();
    },
    onError: (e) => mostrarError(e),
  });
  const descartar = trpc.importacion.descartar.useMutation({
    onSuccess: alTerminar,
    onError: (e) => mostrarError(e),
  });
  const ignoradas = hojas.flatMap((h) => h.sinEmparejar.map((c) => `«${c}» (${h.hoja})`));
  const conMotivo = lote.rechazados + lote.repetidas + lote.marcados;
  return (
    <div className="flex flex-col gap-4" data-testid="resumen-lote">
      <p className="text-sm">
        Revisión del archivo <strong>{lote.archivo}</strong> (lote {lote.id}): nada se ha guardado todavía.
      </p>
      <Rejilla>
        <Dato etiqueta="Filas">{n(lote.total)}</Dato>
        <Dato etiqueta="Nuevas">{n(lote.nuevos)}</Dato>
        <Dato etiqueta="Actualizan">{n(lote.actualizados)}</Dato>
        <Dato etiqueta="Sin cambios">{n(lote.sinCambios)}</Dato>
        <Dato etiqueta="Rechazadas">{n(lote.rechazados)}</Dato>
        <Dato etiqueta="Repetidas (vale la última)">{n(lote.repetidas)}</Dato>
        <Dato etiqueta="Editadas después en el sistema (se conservan)">{n(lote.conservados)}</Dato>
        <Dato etiqueta="Marcadas para revisión">{n(lote.marcados)}</Dato>
      </Rejilla>
      {ignoradas.length > 0 && (
        <p className="text-sm text-slate-600">Columnas ignoradas: {ignoradas.join(', ')}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {conMotivo > 0 && (
          <Boton
            variante="secundario"
            cargando={rechazos.bajando}
            onClick={() => void rechazos.descargar(lote.id)}
          >
            Descargar filas rechazadas (XLSX)
          </Boton>
        )}
        <Boton
          disabled={!lote.puedeConfirmar}
          cargando={confirmar.isPending}
          onClick={() => confirmar.mutate({ loteId: lote.id })}
        >
          {`Importar ${n(lote.porAplicar)} filas`}
        </Boton>
        <Boton
          variante="secundario"
          cargando={descartar.isPending}
          onClick={() => descartar.mutate({ loteId: lote.id })}
        >
          Descartar
        </Boton>
      </div>
    </div>
  );
}
