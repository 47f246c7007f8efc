import { useState } from 'react';
import { MENSAJES_MERCHANDISING_ADMIN as M } from '@talento/rules';
import { Boton, columnasDe, InsigniaEstado, type OpcionTypeahead, Tabla } from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalRegion } from './modal-region';
import type { RegionAdmin } from './tipos';

const c = columnasDe<RegionAdmin>();
const idFila = (r: RegionAdmin) => String(r.id);
/** Regions per client (the notifications screen sends by region) and which of the client's stores are in each. */
export function PestanaRegiones({ cliente }: { cliente: OpcionTypeahead | null }) {
  const clienteId = cliente?.id ?? null;
  const consulta = trpc.administracion.merchandising.regiones.useQuery({ clienteId });
  const [editando, setEditando] = useState<RegionAdmin | 'nueva' | null>(null);
  const filas = consulta.data;
  const columnas = c.columns([
    c.accessor('cliente', { header: 'Cliente' }),
    c.accessor('nombre', { header: 'Región' }),
    c.accessor((r) => r.almacenIds.length, { id: 'almacenes', header: 'Almacenes' }),
    c.accessor('activo', {
      header: 'Estado',
      cell: ({ getValue }) => (
        <InsigniaEstado
          tono={getValue() ? 'exito' : 'neutro'}
          etiqueta={getValue() ? 'Activa' : 'Inactiva'}
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
  return (
    <div className="flex flex-col gap-3 pt-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600">
          Una región inactiva sigue en sus almacenes y notificaciones anteriores y ya no se ofrece para
          notificar.
        </p>
        <span className="flex gap-2">
          <Exportar tipo="regiones" filtros={{ clienteId }} disabled={!filas?.length} />
          <Boton onClick={() => setEditando('nueva')}>Nueva región</Boton>
        </span>
      </div>
      <Tabla
        etiqueta="Regiones"
        columnas={columnas}
        datos={filas}
        cargando={consulta.isLoading}
        vacio={M.sinRegiones}
        idFila={idFila}
        altoLimitado
      />
      {editando && (
        <ModalRegion
          key={editando === 'nueva' ? 'nueva' : editando.id}
          region={editando === 'nueva' ? null : editando}
          cliente={cliente}
          onCerrar={() => setEditando(null)}
        />
      )}
    </div>
  );
}
