import { useState } from 'react';
import { formatoFecha, formatoNumero, MENSAJES_CATEGORIAS_STOCK } from '@talento/rules';
import { Boton, columnasDe, DialogoConfirmacion, InsigniaEstado, notificar, Tabla } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalCategoria } from './modal-categoria';
import type { FilaCategoria } from './tipos';

const c = columnasDe<FilaCategoria>();
const idFila = (f: FilaCategoria) => String(f.id);

/**
 * `/stock/categoria-list`: stock categories (create `add_categoriastock`, edit `change_categoriastock`, delete
 * `delete_categoriastock`); each button shows only with its flag. A category holding people cannot be deleted.
 */
export default function Pagina() {
  const { permisos } = useUsuario();
  const tienePermiso = (permiso: string) => permisos.includes(permiso);
  const utils = trpc.useUtils();
  const [editando, setEditando] = useState<FilaCategoria | 'nueva' | null>(null);
  const [eliminando, setEliminando] = useState<FilaCategoria | null>(null);
  const consulta = trpc.categoriasStock.listar.useQuery({});
  const eliminar = trpc.categoriasStock.eliminar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.categoriasStock.listar.invalidate();
    },
    onSettled: () => setEliminando(null),
  });

  const columnas = c.columns([
    c.accessor('nombre', { header: 'Nombre' }),
    c.accessor('vigencia', { header: 'Vigencia (días)', cell: ({ getValue }) => formatoNumero(getValue()) }),
    c.accessor('estadoEtiqueta', {
      header: 'Estado',
      cell: ({ row: { original: f } }) => (
        <InsigniaEstado tono={f.estado === 1 ? 'exito' : 'neutro'} etiqueta={f.estadoEtiqueta} />
      ),
    }),
    c.accessor('candidatosActivos', {
      header: 'Candidatos activos',
      cell: ({ getValue }) => formatoNumero(getValue()),
    }),
    c.accessor('actualizada', { header: 'Actualizada', cell: ({ getValue }) => formatoFecha(getValue()) }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) => (
        <div className="flex gap-2">
          {tienePermiso('change_categoriastock') && (
            <Boton variante="secundario" aria-label={`Editar ${f.nombre}`} onClick={() => setEditando(f)}>
              Editar
            </Boton>
          )}
          {tienePermiso('delete_categoriastock') && (
            <Boton variante="peligro" aria-label={`Eliminar ${f.nombre}`} onClick={() => setEliminando(f)}>
              Eliminar
            </Boton>
          )}
        </div>
      ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Categorías de stock</h1>
        <div className="flex gap-2">
          <Exportar tipo="categoriasStock" filtros={{}} disabled={!consulta.data?.length} />
          {tienePermiso('add_categoriastock') && (
            <Boton onClick={() => setEditando('nueva')}>Crear categoría</Boton>
          )}
        </div>
      </header>
      <Tabla
        etiqueta="Categorías de stock"
        columnas={columnas}
        datos={consulta.data}
        cargando={consulta.isLoading}
        vacio={MENSAJES_CATEGORIAS_STOCK.sinCategorias}
        idFila={idFila}
      />
      {editando && (
        <ModalCategoria
          categoria={editando === 'nueva' ? null : editando}
          onCerrar={() => setEditando(null)}
        />
      )}
      <DialogoConfirmacion
        abierto={eliminando !== null}
        titulo="Eliminar categoría"
        mensaje={eliminando ? `¿Eliminar la categoría ${eliminando.nombre}?` : ''}
        textoSi="Eliminar"
        peligro
        onSi={() => eliminando && eliminar.mutate({ id: eliminando.id })}
        onNo={() => setEliminando(null)}
      />
    </div>
  );
}
