import { useState } from 'react';
import { Boton, columnasDe, FallaDeCarga, InsigniaEstado, Tabla, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../trpc';
import { ModalGrupo } from './modal-grupo';
import { QuienTienePermiso } from './quien-tiene-permiso';
import type { GrupoAdmin } from './tipos';

const c = columnasDe<GrupoAdmin>();
const idFila = (g: GrupoAdmin) => String(g.id);
const ERROR_LISTA = 'No se pudo cargar la lista de grupos.';

/**
 * `/administracion/grupos` (admin_grupos): every group, its portal, active members and flags; create a group or change
 * its flags (grouped by area, each with what it opens); and, by flag, which groups give it. A change reaches the
 * members on their next request.
 */
export default function Pagina() {
  const consulta = trpc.administracion.grupos.listar.useQuery(undefined, { meta: { silencioso: true } });
  useAvisoDeFalla(consulta.error, ERROR_LISTA);
  const [editando, setEditando] = useState<GrupoAdmin | 'nuevo' | null>(null);
  const columnas = c.columns([
    c.accessor('nombre', {
      header: 'Grupo',
      cell: ({ row: { original: g } }) => (
        <span>
          {g.nombre} {g.delSistema && <InsigniaEstado tono="neutro" etiqueta="Del sistema" />}
        </span>
      ),
    }),
    c.accessor('portal', {
      header: 'Portal',
      cell: ({ getValue }) => (getValue() === 'cliente' ? 'Clientes' : 'Staff'),
    }),
    c.accessor('usuarios', { header: 'Usuarios activos' }),
    c.accessor((g) => g.permisos.length, { id: 'permisos', header: 'Permisos' }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: g } }) => (
        <Boton variante="secundario" aria-label={`Editar ${g.nombre}`} onClick={() => setEditando(g)}>
          Editar
        </Boton>
      ),
    }),
  ]);
  const datos = consulta.data;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Grupos y permisos</h1>
        <Boton onClick={() => setEditando('nuevo')}>Nuevo grupo</Boton>
      </header>
      {consulta.isError && !datos ? (
        <FallaDeCarga mensaje={ERROR_LISTA} />
      ) : (
        <Tabla
          etiqueta="Grupos"
          columnas={columnas}
          datos={datos?.grupos}
          cargando={consulta.isLoading}
          vacio="No hay grupos."
          idFila={idFila}
        />
      )}
      {datos && <QuienTienePermiso grupos={datos.grupos} permisos={datos.permisos} />}
      {editando && datos && (
        <ModalGrupo
          grupo={editando === 'nuevo' ? null : editando}
          permisos={datos.permisos}
          onCerrar={() => setEditando(null)}
        />
      )}
    </div>
  );
}
