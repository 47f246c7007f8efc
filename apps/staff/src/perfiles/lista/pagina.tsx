import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Boton,
  columnasDe,
  EstadoVacio,
  InsigniaEstado,
  OpcionRecordada,
  Tabla,
  Typeahead,
  useRecordado,
  type OpcionTypeahead,
  type Tono,
} from '@talento/ui';
import {
  ESTADO_PERFIL,
  MENSAJES_PERFILES as M,
  PERFIL_LIMITES,
  TIPO_PERFIL,
  accionesPerfil,
  formatoDinero,
  formatoFecha,
} from '@talento/rules';
import type { PerfilResumen as Perfil } from '../comun/tipos';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { useBuscadores } from '../../catalogos/buscadores';

const TONO_ESTADO: Record<number, Tono> = { 0: 'aviso', 1: 'info', 2: 'exito', 3: 'neutro' };
const ClienteRecordado = OpcionRecordada.nullable();
const sinCliente = () => null;
const idPerfil = (p: Perfil) => String(p.id);
const testIdPerfil = (p: Perfil) => `perfil-${p.id}`;

function columnasPerfiles(permisos: readonly string[]) {
  const c = columnasDe<Perfil>();
  return c.columns([
    c.accessor('id', { header: 'N.º', meta: { claseCelda: 'text-slate-600' } }),
    c.accessor('nombreCargoPerfil', {
      header: 'Perfil',
      cell: ({ row: { original: p } }) => (
        <Link to={`/perfil/${p.id}`} className="font-medium text-marca-700 hover:underline">
          {p.nombreCargoPerfil}
        </Link>
      ),
    }),
    c.accessor('cargo', { header: 'Cargo' }),
    c.accessor((p) => (p.tipo === null ? '—' : TIPO_PERFIL.etiqueta(p.tipo)), {
      id: 'tipo',
      header: 'Tipo de prueba',
    }),
    c.accessor('salario', {
      header: 'Salario',
      meta: { alinear: 'derecha' },
      cell: ({ getValue }) => formatoDinero(getValue()),
    }),
    c.accessor((p) => ESTADO_PERFIL.etiqueta(p.estadoPerfil), {
      id: 'estado',
      header: 'Estado',
      cell: ({ getValue, row: { original: p } }) => (
        <InsigniaEstado etiqueta={getValue()} tono={TONO_ESTADO[p.estadoPerfil]} />
      ),
    }),
    c.accessor('createdAt', { header: 'Creado', cell: ({ getValue }) => formatoFecha(getValue()) }),
    c.display({
      id: 'acciones',
      header: () => <span className="sr-only">Acciones</span>,
      cell: ({ row: { original: p } }) =>
        accionesPerfil(p.estadoPerfil, permisos).duplicar && (
          <Link to={`/perfil-create/${p.id}`} className="text-marca-700 hover:underline">
            Duplicar perfil
          </Link>
        ),
    }),
  ]);
}

/** '/perfiles-cliente': choose a client (from 4 characters), list its profiles, duplicate one. */
export default function Pagina() {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const buscadores = useBuscadores();
  const [cliente, setCliente] = useRecordado<OpcionTypeahead | null>(
    'perfiles-cliente',
    ClienteRecordado,
    sinCliente,
  );
  const [filtro, setFiltro] = useState('');
  const columnas = useMemo(() => columnasPerfiles(permisos), [permisos]);
  const consulta = trpc.perfiles.porCliente.useQuery(
    { clienteId: cliente?.id ?? 0 },
    { enabled: cliente !== null },
  );
  const buscarClientes = buscadores.clientes;
  const perfiles = consulta.data?.perfiles;
  const visibles = useMemo(() => {
    const t = filtro.trim().toLowerCase();
    return (perfiles ?? []).filter(
      (p) => !t || `${p.id} ${p.nombreCargoPerfil} ${p.cargo}`.toLowerCase().includes(t),
    );
  }, [perfiles, filtro]);
  const puedeCrear = permisos.includes('add_perfilseleccion');

  let contenido;
  if (!cliente) contenido = <EstadoVacio mensaje={M.seleccioneCliente} />;
  else if (consulta.isError) contenido = <EstadoVacio mensaje={M.noEncontrados} />;
  else
    contenido = (
      <Tabla
        etiqueta="Perfiles del cliente"
        columnas={columnas}
        datos={perfiles ? visibles : undefined}
        cargando={!perfiles}
        vacio={perfiles?.length === 0 ? M.sinPerfiles : M.noEncontrados}
        idFila={idPerfil}
        testIdFila={testIdPerfil}
      />
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Perfiles por cliente</h1>
        {puedeCrear && (
          <Boton
            onClick={() => void navigate(cliente ? `/perfil-create?cliente=${cliente.id}` : '/perfil-create')}
          >
            Crear perfil
          </Boton>
        )}
      </header>
      <div className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-2">
        <Typeahead
          etiqueta="Cliente"
          name="cliente"
          valor={cliente}
          onChange={setCliente}
          buscar={buscarClientes}
          minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCliente}
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Buscar perfil
          <input
            value={filtro}
            disabled={!perfiles?.length}
            onChange={(e) => setFiltro(e.target.value)}
            placeholder="Nombre, cargo o número"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-normal outline-none focus:border-marca-500 disabled:bg-slate-100"
          />
        </label>
      </div>
      {contenido}
    </div>
  );
}
