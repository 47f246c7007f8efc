import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useEffect, useState } from 'react';
import { formatoFecha, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import {
  aErrorDeServidor,
  Boton,
  columnasDe,
  EstadoVacio,
  notificar,
  Paginador,
  RegionAnuncios,
  Spinner,
  Tabla,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { TrazabilidadHv } from './tipos';
import { EnlacePedido } from '../../comun/enlaces';

type FilaTrazabilidad = TrazabilidadHv['filas'][number];
const c = columnasDe<FilaTrazabilidad>();
const COLUMNAS = c.columns([
  c.accessor('pedidoId', {
    header: 'Pedido',
    cell: ({ getValue }) => <EnlacePedido pedidoId={getValue()}>{getValue()}</EnlacePedido>,
  }),
  c.accessor('cliente', { header: 'Cliente' }),
  c.accessor('cargo', { header: 'Cargo' }),
  c.accessor('fechaCreacion', { header: 'Fecha', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.accessor('estadoEtiqueta', {
    header: 'Estado',
    cell: ({ row: { original: f } }) => (
      <>
        {f.estadoEtiqueta}
        {!f.activo && <span className="ml-1 text-xs text-slate-600">(inactivo)</span>}
      </>
    ),
  }),
  c.accessor('vetadoCliente', {
    header: 'Vetado por el cliente',
    cell: ({ getValue }) => (getValue() ? <span className="font-medium text-red-700">Sí</span> : 'No'),
  }),
]);
const idFila = (f: FilaTrazabilidad) => String(f.candidatoPedidoId);

/** Spec 03 §8: a 403 shows the server detail text, then "Ocurrio un error al traer la trazabilidad.". */
function avisarError(error: unknown) {
  const { status, detalle } = aErrorDeServidor(error);
  if (status === 403 && detalle) notificar.error(detalle);
  notificar.error(M.errorTrazabilidad);
}

function ListaTrazabilidad({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
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
      {/* Paged by the server (5 per page, newest first): the headers do not sort one page. */}
      <Tabla
        etiqueta="Trazabilidad del candidato"
        columnas={COLUMNAS}
        datos={d.filas}
        idFila={idFila}
        ordenable={false}
        altoLimitado={false}
      />
      <Paginador
        etiqueta="Páginas de trazabilidad"
        pagina={d.pagina}
        paginas={d.paginas}
        onCambiar={setPagina}
      />
    </>
  );
}

/**
 * "Trazabilidad" button and modal: the candidate's orders, 5 per page (server flag ver_trazabilidad). `nombre` names
 * the person in the button's accessible name when several buttons share a screen (one per row).
 */
export function Trazabilidad({ candidatoId, nombre }: { candidatoId: number; nombre?: string }) {
  const [abierto, setAbierto] = useState(false);
  const cerrar = useCallback(() => setAbierto(false), []);
  return (
    <>
      <Boton
        variante="secundario"
        aria-label={nombre ? `Trazabilidad de ${nombre}` : undefined}
        onClick={() => setAbierto(true)}
      >
        Trazabilidad
      </Boton>
      <Dialog open={abierto} onClose={cerrar} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-4xl rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="mb-4 text-lg font-semibold">Trazabilidad del candidato</DialogTitle>
            {abierto && <ListaTrazabilidad candidatoId={candidatoId} onCerrar={cerrar} />}
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
