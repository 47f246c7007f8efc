import { useState } from 'react';
import { ESTADO_LOTE, EstadoLote, formatoFechaHora, formatoNumero } from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  mostrarError,
  notificar,
  Paginador,
  Tabla,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { useDescargarRechazos } from './resumen';
import type { LoteImportacion } from './tipos';

const c = columnasDe<LoteImportacion>();
const n = (v: number) => formatoNumero(v, 0);
const enCurso = (l: LoteImportacion) => l.estado === EstadoLote.EN_COLA || l.estado === EstadoLote.APLICANDO;

function tiempo(segundos: number | null): string {
  if (segundos === null) return 'calculando…';
  if (segundos < 60) return `${segundos} s`;
  return `${Math.floor(segundos / 60)} min ${segundos % 60} s`;
}

/** The commit's progress: rows done of the total, rows per second and time left (read from the server: survives a reload). */
function Avance({ lote }: { lote: LoteImportacion }) {
  if (lote.estado === EstadoLote.ANALIZADO) return <span>—</span>;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <progress
        className="w-full"
        max={Math.max(1, lote.porAplicar)}
        value={lote.aplicadas}
        aria-label={`Avance del lote ${lote.id}`}
      />
      <span className="text-xs" data-testid={`avance-${lote.id}`}>
        {`${n(lote.aplicadas)} de ${n(lote.porAplicar)} filas`}
        {enCurso(lote) && ` · ${n(lote.filasPorSegundo)} filas/s · faltan ${tiempo(lote.segundosRestantes)}`}
      </span>
    </div>
  );
}

/** The batches, newest first: state, counts, progress; cancel a running one, undo one within 30 days. */
export function ListaLotes() {
  const [pagina, setPagina] = useState(1);
  const [deshaciendo, setDeshaciendo] = useState<LoteImportacion | null>(null);
  const utils = trpc.useUtils();
  const consulta = trpc.importacion.lotes.useQuery(
    { pagina },
    { refetchInterval: (q) => (q.state.data?.filas.some(enCurso) ? 1000 : false) },
  );
  const rechazos = useDescargarRechazos();
  const refrescar = () => void utils.importacion.lotes.invalidate();
  const cancelar = trpc.importacion.cancelar.useMutation({
    onSuccess: refrescar,
    onError: (e) => mostrarError(e),
  });
  const deshacer = trpc.importacion.deshacer.useMutation({
    onSuccess: (r) => {
      notificar.exito(
        `${r.mensaje}: ${n(r.eliminados)} registros quitados, ${n(r.restaurados)} restaurados, ${n(r.conservados)} conservados (editados después o en uso)`,
      );
      refrescar();
    },
    onError: (e) => mostrarError(e),
  });

  const columnas = c.columns([
    c.accessor('id', { header: 'Lote' }),
    c.accessor('archivo', { header: 'Archivo' }),
    c.accessor('creadoEn', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
    c.accessor('usuario', { header: 'Usuario', cell: ({ getValue }) => getValue() ?? 'Comando importar' }),
    c.accessor('estado', {
      header: 'Estado',
      cell: ({ row: { original: l } }) => (l.cancelando ? 'Cancelando…' : ESTADO_LOTE.etiqueta(l.estado)),
    }),
    c.display({
      id: 'cifras',
      header: 'Nuevas / actualizan / rechazadas',
      cell: ({ row: { original: l } }) => `${n(l.nuevos)} / ${n(l.actualizados)} / ${n(l.rechazados)}`,
    }),
    c.display({ id: 'avance', header: 'Avance', cell: ({ row: { original: l } }) => <Avance lote={l} /> }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: l } }) => (
        <div className="flex flex-wrap gap-2">
          {l.rechazados + l.repetidas + l.marcados > 0 && (
            <Boton variante="secundario" onClick={() => void rechazos.descargar(l.id)}>
              Rechazadas
            </Boton>
          )}
          {l.puedeCancelar && (
            <Boton
              variante="secundario"
              aria-label={`Cancelar el lote ${l.id}`}
              onClick={() => cancelar.mutate({ loteId: l.id })}
            >
              Cancelar
            </Boton>
          )}
          {l.puedeDeshacer && (
            <Boton
              variante="peligro"
              aria-label={`Deshacer el lote ${l.id}`}
              onClick={() => setDeshaciendo(l)}
            >
              Deshacer
            </Boton>
          )}
        </div>
      ),
    }),
  ]);

  return (
    <section aria-labelledby="lotes-importacion" className="flex flex-col gap-3">
      <h2 id="lotes-importacion" className="text-lg font-semibold">
        Lotes importados
      </h2>
      <Tabla
        etiqueta="Lotes importados"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio="Todavía no hay importaciones."
        idFila={(l) => String(l.id)}
        testIdFila={(l) => `lote-${l.id}`}
        ordenable={false}
      />
      {consulta.data && consulta.data.total > 20 && (
        <Paginador pagina={pagina} paginas={Math.ceil(consulta.data.total / 20)} onCambiar={setPagina} />
      )}
      <DialogoConfirmacion
        abierto={deshaciendo !== null}
        titulo="Deshacer importación"
        mensaje={`¿Desea deshacer el lote ${deshaciendo?.id ?? ''} (${deshaciendo?.archivo ?? ''})? Se quitan los registros que creó si nadie los ha cambiado, y los que actualizó vuelven a sus valores anteriores.`}
        textoSi="Deshacer el lote"
        textoNo="Conservar el lote"
        peligro
        onSi={() => {
          if (deshaciendo) deshacer.mutate({ loteId: deshaciendo.id });
          setDeshaciendo(null);
        }}
        onNo={() => setDeshaciendo(null)}
      />
    </section>
  );
}
