import { useState } from 'react';
import { Link } from 'react-router';
import { formatoFecha, MENSAJES_FAC } from '@talento/rules';
import { CampoTexto, columnasDe, Tabla } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { GrupoListaFac } from '../tipos';

const c = columnasDe<GrupoListaFac>();
const COLUMNAS = c.columns([
  c.accessor('nombre', { header: 'Nombre', meta: { claseCelda: 'font-medium' } }),
  c.accessor((g) => g.tags.map((t) => t.nombre).join(', '), {
    id: 'tags',
    header: 'Tags',
    cell: ({ row: { original: g } }) => (
      <span className="flex flex-wrap gap-1">
        {g.tags.map((t) => (
          <span key={t.id} className="rounded bg-marca-50 px-2 py-0.5 text-xs text-marca-800">
            {t.nombre}
          </span>
        ))}
      </span>
    ),
  }),
  c.accessor('preguntas', { header: 'Preguntas', meta: { alinear: 'derecha' } }),
  c.accessor('creadoPor', { header: 'Creado por', cell: ({ getValue }) => getValue() ?? '—' }),
  c.accessor('createdAt', { header: 'Fecha', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.display({
    id: 'acciones',
    header: 'Acciones',
    cell: ({ row: { original: g } }) => (
      <span className="flex gap-3">
        <Link to={`/fac-detail/${g.id}`} className="text-marca-700 hover:underline">
          Ver
        </Link>
        <Link to={`/fac-edit/${g.id}`} className="text-marca-700 hover:underline">
          Editar
        </Link>
      </span>
    ),
  }),
]);
const idGrupo = (g: GrupoListaFac) => String(g.id);

/** `/fac-list/`: active base filter-question groups with a search over name and tags. */
export default function Pagina() {
  const { permisos } = useUsuario();
  const [texto, setTexto] = useState('');
  const consulta = trpc.fac.lista.useQuery({ texto: texto.trim() || undefined });

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Grupos de preguntas filtro</h1>
        <div className="flex flex-wrap items-end gap-3">
          <CampoTexto
            etiqueta="Buscar por nombre o tag"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            maxLength={100}
          />
          {permisos.includes('add_fac') && (
            <Link
              to="/fac-create"
              className="rounded-md bg-marca-600 px-4 py-2 text-sm font-medium text-white hover:bg-marca-700"
            >
              Crear FAC
            </Link>
          )}
          {permisos.includes('read_fac_indicador') && (
            <Link
              to="/fac-indicador"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
            >
              Indicador FAC
            </Link>
          )}
        </div>
      </header>
      <Tabla
        etiqueta="Grupos de preguntas filtro"
        columnas={COLUMNAS}
        datos={consulta.data}
        cargando={consulta.isLoading}
        vacio={MENSAJES_FAC.sinActivos}
        idFila={idGrupo}
      />
    </div>
  );
}
