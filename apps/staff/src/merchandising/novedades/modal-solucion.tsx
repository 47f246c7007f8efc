import { formatoFechaHora, MENSAJES_NOVEDADES as M } from '@talento/rules';
import { Boton, Dato, Modal, Rejilla, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { InsigniaNovedad } from './insignia';
import type { FilaNovedad } from './tipos';

/** One photo, fetched on its own (scoped on the server): a data URL of the stored bytes or the field app's address. */
function Foto({ novedadId, fotoId, nombre }: { novedadId: number; fotoId: number; nombre: string }) {
  const foto = trpc.novedades.foto.useQuery({ novedadId, fotoId });
  if (foto.isLoading) return <Spinner />;
  if (!foto.data?.src) return <span className="text-sm text-slate-600">{nombre}: no se puede mostrar</span>;
  return (
    <img
      src={foto.data.src}
      alt={nombre}
      className="max-h-64 rounded border border-slate-200 object-contain"
    />
  );
}

/** "Ver solución": solved date, comment, who solved it and the photos (spec 03 §2). */
export function ModalSolucion({ novedad, onCerrar }: { novedad: FilaNovedad | null; onCerrar: () => void }) {
  const solucion = trpc.novedades.solucion.useQuery({ id: novedad?.id ?? 0 }, { enabled: novedad !== null });
  const s = solucion.data;
  return (
    <Modal
      abierto={novedad !== null}
      onCerrar={onCerrar}
      titulo="Solución de la novedad"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      {!s ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          <Rejilla>
            <Dato etiqueta="Estado">
              <InsigniaNovedad estado={s.estado} />
            </Dato>
            <Dato etiqueta="Fecha de solución">
              {s.solvedAt ? formatoFechaHora(s.solvedAt) : M.sinSolucion}
            </Dato>
            <Dato etiqueta="Resuelta por">{s.resueltaPor}</Dato>
            <Dato etiqueta="Comentario" ancho>
              {s.comentario}
            </Dato>
          </Rejilla>
          <section aria-label="Fotos" className="flex flex-wrap gap-3">
            {s.fotos.length === 0 ? (
              <p className="text-sm text-slate-600">{M.sinFotos}</p>
            ) : (
              s.fotos.map((f) => <Foto key={f.id} novedadId={s.id} fotoId={f.id} nombre={f.nombre} />)
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
