import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Boton, CLAVE_FILTROS, EstadoVacio, Spinner, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { ESTADO_PERFIL, MENSAJES_PERFILES as M, PERFIL_LIMITES, TIPO_PERFIL, accionesPerfil, formatoDinero, formatoFecha } from '@talento/rules';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';

const CLAVE = `${CLAVE_FILTROS}perfiles-cliente`;

function clienteRecordado(): OpcionTypeahead | null {
  try {
    const v = JSON.parse(window.localStorage.getItem(CLAVE) ?? 'null') as OpcionTypeahead | null;
    return v && typeof v.id === 'number' && typeof v.etiqueta === 'string' ? v : null;
  } catch {
    return null;
  }
}

const COLOR_ESTADO: Record<number, string> = {
  0: 'bg-amber-100 text-amber-800',
  1: 'bg-sky-100 text-sky-800',
  2: 'bg-emerald-100 text-emerald-800',
  3: 'bg-slate-200 text-slate-600',
};

/** '/perfiles-cliente': choose a client (from 4 characters), list its profiles, duplicate one. */
export default function Pagina() {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [cliente, setCliente] = useState<OpcionTypeahead | null>(clienteRecordado);
  const [filtro, setFiltro] = useState('');
  useEffect(() => {
    window.localStorage.setItem(CLAVE, JSON.stringify(cliente));
  }, [cliente]);
  const consulta = trpc.perfiles.porCliente.useQuery({ clienteId: cliente?.id ?? 0 }, { enabled: cliente !== null });
  const buscarClientes = useCallback(
    async (texto: string): Promise<OpcionTypeahead[]> =>
      (await utils.catalogos.clientes.fetch({ texto })).map((c) => ({ id: c.id, etiqueta: c.nombre, detalle: c.numeroDocumento })),
    [utils],
  );
  const perfiles = consulta.data?.perfiles;
  const visibles = useMemo(() => {
    const t = filtro.trim().toLowerCase();
    return (perfiles ?? []).filter((p) => !t || `${p.id} ${p.nombreCargoPerfil} ${p.cargo}`.toLowerCase().includes(t));
  }, [perfiles, filtro]);
  const puedeCrear = permisos.includes('add_perfilseleccion');

  let contenido;
  if (!cliente) contenido = <EstadoVacio mensaje={M.seleccioneCliente} />;
  else if (consulta.isError) contenido = <EstadoVacio mensaje={M.noEncontrados} />;
  else if (!perfiles) contenido = <Spinner />;
  else if (perfiles.length === 0) contenido = <EstadoVacio mensaje={M.sinPerfiles} />;
  else if (visibles.length === 0) contenido = <EstadoVacio mensaje={M.noEncontrados} />;
  else
    contenido = (
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="px-4 py-3">N.º</th>
              <th className="px-4 py-3">Perfil</th>
              <th className="px-4 py-3">Cargo</th>
              <th className="px-4 py-3">Tipo de prueba</th>
              <th className="px-4 py-3">Salario</th>
              <th className="px-4 py-3">Estado</th>
              <th className="px-4 py-3">Creado</th>
              <th className="px-4 py-3" />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {visibles.map((p) => (
              <tr key={p.id} data-testid={`perfil-${p.id}`}>
                <td className="px-4 py-2 text-slate-500">{p.id}</td>
                <td className="px-4 py-2">
                  <Link to={`/perfil/${p.id}`} className="font-medium text-marca-700 hover:underline">
                    {p.nombreCargoPerfil}
                  </Link>
                </td>
                <td className="px-4 py-2">{p.cargo}</td>
                <td className="px-4 py-2">{p.tipo === null ? '—' : TIPO_PERFIL.etiqueta(p.tipo)}</td>
                <td className="px-4 py-2">{formatoDinero(p.salario)}</td>
                <td className="px-4 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${COLOR_ESTADO[p.estadoPerfil] ?? ''}`}>
                    {ESTADO_PERFIL.etiqueta(p.estadoPerfil)}
                  </span>
                </td>
                <td className="px-4 py-2">{formatoFecha(p.createdAt)}</td>
                <td className="px-4 py-2 text-right">
                  {accionesPerfil(p.estadoPerfil, permisos).duplicar && (
                    <Link to={`/perfil-create/${p.id}`} className="text-marca-700 hover:underline">
                      Duplicar perfil
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Perfiles por cliente</h1>
        {puedeCrear && (
          <Boton onClick={() => void navigate(cliente ? `/perfil-create?cliente=${cliente.id}` : '/perfil-create')}>Crear perfil</Boton>
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
