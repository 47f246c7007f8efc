import { useState } from 'react';
import { formatoFechaHora } from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  FallaDeCarga,
  InsigniaEstado,
  Seleccion,
  Tabla,
  Typeahead,
  useAvisoDeFalla,
} from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { useBuscadores } from '../../catalogos/buscadores';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { aEntradaListar, useFiltrosUsuarios } from './filtros';
import { ModalUsuario } from './modal-usuario';
import type { FilaUsuario } from './tipos';

const c = columnasDe<FilaUsuario>();
const idFila = (u: FilaUsuario) => String(u.id);
const numero = (v: string): number | null => (v === '' ? null : Number(v));
const ERROR_LISTA = 'No se pudo cargar la lista de usuarios.';

/**
 * `/administracion/usuarios` (admin_usuarios): staff and client-portal users in one list with remembered filters and an
 * export; the form to create one (they get an e-mail to set their own password) or edit, deactivate or send a new link.
 */
export default function Pagina() {
  const yo = useUsuario();
  const { filtros, cambiar, limpiar } = useFiltrosUsuarios(yo.id);
  const [editando, setEditando] = useState<number | 'nuevo' | null>(null);
  const buscadores = useBuscadores();
  const opciones = trpc.administracion.usuarios.opciones.useQuery(undefined);
  const consulta = trpc.administracion.usuarios.listar.useQuery(aEntradaListar(filtros), {
    meta: { silencioso: true },
  });
  useAvisoDeFalla(consulta.error, ERROR_LISTA);

  const columnas = c.columns([
    c.accessor('username', { header: 'Usuario' }),
    c.accessor('nombre', { header: 'Nombre' }),
    c.accessor('email', { header: 'Correo' }),
    c.accessor('tipo', {
      header: 'Portal',
      cell: ({ getValue }) => (getValue() === 'cliente' ? 'Clientes' : 'Staff'),
    }),
    c.accessor((u) => u.grupos.join(', '), { id: 'grupos', header: 'Grupos' }),
    c.accessor((u) => u.clientes.join(', ') || '—', { id: 'clientes', header: 'Clientes' }),
    c.accessor((u) => u.sucursal ?? '—', { id: 'sucursal', header: 'Sucursal' }),
    c.accessor('ultimoIngreso', {
      header: 'Último ingreso',
      cell: ({ getValue }) => {
        const v = getValue();
        return v ? formatoFechaHora(v) : 'Nunca';
      },
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
      cell: ({ row: { original: u } }) => (
        <Boton variante="secundario" aria-label={`Editar ${u.username}`} onClick={() => setEditando(u.id)}>
          Editar
        </Boton>
      ),
    }),
  ]);
  const datos = consulta.data;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Usuarios</h1>
        <div className="flex gap-2">
          <Exportar tipo="usuarios" filtros={aEntradaListar(filtros)} disabled={!datos?.usuarios.length} />
          <Boton onClick={() => setEditando('nuevo')}>Nuevo usuario</Boton>
        </div>
      </header>
      <form
        role="search"
        aria-label="Filtros de usuarios"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-7"
        onSubmit={(e) => e.preventDefault()}
      >
        <CampoTexto
          etiqueta="Buscar"
          name="texto"
          placeholder="Usuario, nombre o correo"
          maxLength={100}
          value={filtros.texto}
          onChange={(e) => cambiar({ texto: e.target.value })}
        />
        <Seleccion
          etiqueta="Portal"
          name="tipo"
          vacia="Todos"
          valor={filtros.tipo}
          onChange={(v) => cambiar({ tipo: v === 'staff' || v === 'cliente' ? v : null })}
          opciones={[
            { valor: 'staff', etiqueta: 'Staff' },
            { valor: 'cliente', etiqueta: 'Clientes' },
          ]}
        />
        <Seleccion
          etiqueta="Grupo"
          name="grupoId"
          vacia="Todos"
          valor={filtros.grupoId}
          onChange={(v) => cambiar({ grupoId: numero(v) })}
          opciones={(opciones.data?.grupos ?? []).map((g) => ({ valor: g.id, etiqueta: g.nombre }))}
        />
        <Typeahead
          etiqueta="Cliente"
          name="cliente"
          valor={filtros.cliente}
          onChange={(cliente) => cambiar({ cliente })}
          buscar={buscadores.clientes}
          minCaracteres={4}
        />
        <Seleccion
          etiqueta="Sucursal"
          name="sucursalId"
          vacia="Todas"
          valor={filtros.sucursalId}
          onChange={(v) => cambiar({ sucursalId: numero(v) })}
          opciones={(opciones.data?.sucursales ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
        />
        <Seleccion
          etiqueta="Estado"
          name="estado"
          vacia={null}
          valor={filtros.estado}
          onChange={(v) => cambiar({ estado: v === 'inactivos' || v === 'todos' ? v : 'activos' })}
          opciones={[
            { valor: 'activos', etiqueta: 'Activos' },
            { valor: 'inactivos', etiqueta: 'Inactivos' },
            { valor: 'todos', etiqueta: 'Todos' },
          ]}
        />
        <div>
          <Boton type="button" variante="secundario" onClick={limpiar}>
            Limpiar filtros
          </Boton>
        </div>
      </form>
      {consulta.isError && !datos ? (
        <FallaDeCarga mensaje={ERROR_LISTA} />
      ) : (
        <Tabla
          etiqueta="Usuarios"
          columnas={columnas}
          datos={datos?.usuarios}
          cargando={consulta.isLoading}
          vacio="No hay usuarios con estos filtros."
          idFila={idFila}
        />
      )}
      {datos && datos.usuarios.length >= datos.limite && (
        <p className="text-sm text-slate-600">
          Se muestran los primeros {datos.limite} usuarios: use los filtros para encontrar los demás.
        </p>
      )}
      {editando !== null && opciones.data && (
        <ModalUsuario
          id={editando === 'nuevo' ? null : editando}
          opciones={opciones.data}
          yoId={yo.id}
          onCerrar={() => setEditando(null)}
        />
      )}
    </div>
  );
}
