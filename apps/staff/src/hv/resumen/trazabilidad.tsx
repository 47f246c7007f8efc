import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatoFecha, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import { aErrorDeServidor, Boton, EstadoVacio, notificar, RegionAnuncios, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { Paginador } from './paginador';

/** Spec 03 §8: a 403 shows the server detail text, then "Ocurrio un error al traer la trazabilidad.". */
function avisarError(error: unknown) {
  const { status, detalle } = aErrorDeServidor(error);
  if (status === 403 && detalle) notificar.error(detalle);
  notificar.error(M.errorTrazabilidad);
}

function Tabla({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const [pagina, setPagina] = useState(1);
  const consulta = trpc.hojasDeVida.trazabilidad.useQuery(
    { candidatoId, pagina },
    { meta: { silencioso: true }, retry: false, placeholderData: (previo) => previo },
  );
  useEffect(() => {
    if (consulta.error) {
      avisarError(consulta.error);
      onCerrar();
    }
  }, [consulta.error, onCerrar]);
  const d = consulta.data;
  if (consulta.isLoading || !d) return <Spinner />;
  if (d.total === 0) return <EstadoVacio mensaje={M.sinTrazabilidad} />;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Trazabilidad del candidato">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th className="px-2 py-2">Pedido</th>
              <th className="px-2 py-2">Cliente</th>
              <th className="px-2 py-2">Cargo</th>
              <th className="px-2 py-2">Fecha</th>
              <th className="px-2 py-2">Estado</th>
              <th className="px-2 py-2">Vetado por el cliente</th>
            </tr>
          </thead>
          <tbody>
            {d.filas.map((f) => (
              <tr key={f.candidatoPedidoId} className="border-t border-slate-100">
                <td className="px-2 py-2">
                  <Link to={`/pedido-detail/${f.pedidoId}`} className="text-marca-700 hover:underline">{f.pedidoId}</Link>
                </td>
                <td className="px-2 py-2">{f.cliente}</td>
                <td className="px-2 py-2">{f.cargo}</td>
                <td className="px-2 py-2">{formatoFecha(f.fechaCreacion)}</td>
                <td className="px-2 py-2">{f.estadoEtiqueta}{!f.activo && <span className="ml-1 text-xs text-slate-400">(inactivo)</span>}</td>
                <td className="px-2 py-2">{f.vetadoCliente ? <span className="font-medium text-red-700">Sí</span> : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paginador etiqueta="Páginas de trazabilidad" pagina={d.pagina} paginas={d.paginas} onCambiar={setPagina} />
    </>
  );
}

/** "Trazabilidad" button and modal: the candidate's orders, 5 per page (server flag ver_trazabilidad). */
export function Trazabilidad({ candidatoId }: { candidatoId: number }) {
  const [abierto, setAbierto] = useState(false);
  const cerrar = useCallback(() => setAbierto(false), []);
  return (
    <>
      <Boton variante="secundario" onClick={() => setAbierto(true)}>
        Trazabilidad
      </Boton>
      <Dialog open={abierto} onClose={cerrar} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-4xl rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="mb-4 text-lg font-semibold">Trazabilidad del candidato</DialogTitle>
            {abierto && <Tabla candidatoId={candidatoId} onCerrar={cerrar} />}
            <div className="mt-6 flex justify-end">
              <Boton variante="secundario" onClick={() => setAbierto(false)}>
                Cerrar
              </Boton>
            </div>
            <RegionAnuncios />
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
