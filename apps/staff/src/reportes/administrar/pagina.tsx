import { useState } from 'react';
import { Link } from 'react-router';
import { etiquetaPermiso, MENSAJES_REPORTES_EMBEBIDOS as M } from '@talento/rules';
import { Boton, columnasDe, InsigniaEstado, Tabla } from '@talento/ui';
import { trpc } from '../../trpc';
import { ModalReporte } from './modal-reporte';
import type { ReporteAdministrado } from './tipos';

const c = columnasDe<ReporteAdministrado>();
const idFila = (r: ReporteAdministrado) => String(r.id);

/**
 * `/administracion/reportes` (change_reporteembebido): the named reports — name, address, kind, the flag that opens
 * it, its client — and the origins the server frames (REPORTES_ORIGENES). A report whose origin is no longer framed
 * is flagged: its users would see an empty frame.
 */
export default function Pagina() {
  const consulta = trpc.reportesEmbebidos.administrados.useQuery(undefined);
  const [editando, setEditando] = useState<ReporteAdministrado | 'nuevo' | null>(null);
  const columnas = c.columns([
    c.accessor('nombre', {
      header: 'Nombre',
      cell: ({ row: { original: r } }) => (
        <Link to={`/reporte/${r.id}`} className="text-marca-700 underline">
          {r.nombre}
        </Link>
      ),
    }),
    c.accessor('tipo', {
      header: 'Tipo',
      cell: ({ getValue }) => (getValue() === 'merchandising' ? 'Merchandising' : 'Operaciones'),
    }),
    c.accessor((r) => etiquetaPermiso(r.permiso), { id: 'permiso', header: 'Permiso' }),
    c.accessor((r) => r.cliente?.nombre ?? 'Todos', { id: 'cliente', header: 'Cliente' }),
    c.accessor('url', {
      header: 'Dirección',
      cell: ({ row: { original: r } }) => (
        <span className="break-all">
          {r.url}
          {!r.origenPermitido && <InsigniaEstado tono="peligro" etiqueta="Origen no permitido" />}
        </span>
      ),
    }),
    c.accessor('activo', {
      header: 'Estado',
      cell: ({ getValue }) => (
        <InsigniaEstado
          tono={getValue() ? 'exito' : 'neutro'}
          etiqueta={getValue() ? 'Activo' : 'Inactivo'}
        />
      ),
    }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: r } }) => (
        <Boton variante="secundario" aria-label={`Editar ${r.nombre}`} onClick={() => setEditando(r)}>
          Editar
        </Boton>
      ),
    }),
  ]);
  const origenes = consulta.data?.origenes ?? [];
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Reportes embebidos</h1>
        <Boton onClick={() => setEditando('nuevo')}>Nuevo reporte</Boton>
      </header>
      <p className="text-sm text-slate-600">
        {origenes.length
          ? `Orígenes permitidos por el servidor: ${origenes.join(', ')}.`
          : 'El servidor no tiene configurado ningún origen de reportes: no se pueden guardar reportes. Pida al administrador del servidor que lo configure.'}
      </p>
      <Tabla
        etiqueta="Reportes embebidos"
        columnas={columnas}
        datos={consulta.data?.reportes}
        cargando={consulta.isLoading}
        vacio={M.sinReportes}
        idFila={idFila}
      />
      {editando && (
        <ModalReporte reporte={editando === 'nuevo' ? null : editando} onCerrar={() => setEditando(null)} />
      )}
    </div>
  );
}
