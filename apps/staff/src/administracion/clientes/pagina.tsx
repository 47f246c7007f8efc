import { useState } from 'react';
import { FiltrosClientesAdmin, MENSAJES_CLIENTES_ADMIN as M, TIPO_DOCUMENTO_CLIENTE } from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  InsigniaEstado,
  Paginador,
  Seleccion,
  Tabla,
  useRecordado,
} from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalCliente } from './modal-cliente';
import type { FilaClienteAdmin } from './tipos';

const c = columnasDe<FilaClienteAdmin>();
const idFila = (f: FilaClienteAdmin) => String(f.id);
const ESTADOS = [
  { valor: 'activos', etiqueta: 'Activos' },
  { valor: 'inactivos', etiqueta: 'Inactivos' },
  { valor: 'todos', etiqueta: 'Todos' },
];
const ACTIVO = { activos: true, inactivos: false, todos: undefined } as const;
const si = (v: boolean) => (v ? 'Sí' : 'No');
/**
 * `/administracion/clientes` (admin_clientes): the client companies of the user's scope — document (NIT with its
 * DIAN check digit), name, city, stock and tests flags, state — with remembered filters, and the form to create or
 * edit one (branches that serve it, contacts, deactivation that asks when it has current orders).
 */
export default function Pagina() {
  const [filtros, setFiltros] = useRecordado('administracion-clientes', FiltrosClientesAdmin, () =>
    FiltrosClientesAdmin.parse({}),
  );
  const [texto, setTexto] = useState(filtros.texto);
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<number | 'nuevo' | null>(null);
  const filtro = { texto: filtros.texto || undefined, activo: ACTIVO[filtros.estado] };
  const consulta = trpc.administracion.clientes.listar.useQuery({ ...filtro, pagina });

  const columnas = c.columns([
    c.accessor('tipoDocumento', {
      header: 'Tipo',
      cell: ({ getValue }) => TIPO_DOCUMENTO_CLIENTE.etiqueta(getValue()),
    }),
    c.accessor('documento', { header: 'Documento' }),
    c.accessor('nombre', { header: 'Cliente' }),
    c.accessor('ciudad', { header: 'Ciudad', cell: ({ getValue }) => getValue() ?? '—' }),
    c.accessor('manejaStock', { header: 'Stock', cell: ({ getValue }) => si(getValue()) }),
    c.accessor('implementacionPruebas', {
      header: 'Implementa pruebas',
      cell: ({ getValue }) => si(getValue()),
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
      cell: ({ row: { original: f } }) => (
        <Boton variante="secundario" aria-label={`Editar ${f.nombre}`} onClick={() => setEditando(f.id)}>
          Editar
        </Boton>
      ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Clientes</h1>
        <div className="flex gap-2">
          <Exportar tipo="clientes" filtros={filtro} disabled={!consulta.data?.total} />
          <Boton onClick={() => setEditando('nuevo')}>Nuevo cliente</Boton>
        </div>
      </header>
      <form
        role="search"
        aria-label="Buscar clientes"
        className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          setFiltros({ ...filtros, texto: texto.trim() });
          setPagina(1);
        }}
      >
        <CampoTexto
          etiqueta="Nombre o documento"
          name="texto"
          maxLength={100}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        <Seleccion
          etiqueta="Estado"
          name="estado"
          vacia={null}
          valor={filtros.estado}
          opciones={ESTADOS}
          onChange={(v) => {
            setFiltros({ ...filtros, estado: FiltrosClientesAdmin.shape.estado.parse(v) });
            setPagina(1);
          }}
        />
        <Boton type="submit" variante="secundario">
          Buscar
        </Boton>
      </form>
      <Tabla
        etiqueta="Clientes"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={M.sinClientes}
        idFila={idFila}
        ordenable={false}
      />
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
      {editando !== null && (
        <ModalCliente id={editando === 'nuevo' ? null : editando} onCerrar={() => setEditando(null)} />
      )}
    </div>
  );
}
