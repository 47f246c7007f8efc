import { useState } from 'react';
import {
  CATEGORIAS_AUDITORIA,
  formatoFechaHora,
  formatoNumero,
  MENSAJES_AUDITORIA as M,
  type CategoriaAuditoria,
  type FiltroAuditoria,
} from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  FallaDeCarga,
  Paginador,
  Seleccion,
  SelectorFechaIso,
  Tabla,
  useAvisoDeFalla,
} from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { etiquetaAccion, resumenDetalle } from './formato';
import type { FilaAuditoria } from './tipos';

const c = columnasDe<FilaAuditoria>();
const idFila = (a: FilaAuditoria) => String(a.id);
const ERROR_LISTA = 'No se pudo cargar la auditoría.';
const COLUMNAS = c.columns([
  c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
  c.accessor((a) => a.usuario ?? '—', { id: 'usuario', header: 'Usuario' }),
  c.accessor((a) => etiquetaAccion(a.accion), { id: 'accion', header: 'Acción' }),
  c.accessor((a) => `${a.recurso}${a.recursoId ? ` #${a.recursoId}` : ''}`, {
    id: 'recurso',
    header: 'Registro',
  }),
  c.accessor('ip', { header: 'Dirección' }),
  c.accessor((a) => resumenDetalle(a.detalle) || '—', {
    id: 'detalle',
    header: 'Detalle',
    cell: ({ getValue }) => <span className="break-words text-xs">{getValue()}</span>,
  }),
]);

interface Filtros {
  categoria: CategoriaAuditoria | null;
  texto: string;
  desde: string | null;
  hasta: string | null;
}
const VACIOS: Filtros = { categoria: null, texto: '', desde: null, hasta: null };

/**
 * `/administracion/auditoria` (read_auditoria): every administration change, login, failed login, password link and
 * deactivation (and the CV reads and refused accesses), newest first, paged by the server, with an export. Read only.
 */
export default function Pagina() {
  const [filtros, setFiltros] = useState<Filtros>(VACIOS);
  const [pagina, setPagina] = useState(1);
  const entrada: FiltroAuditoria = { ...filtros, pagina };
  // An inverted range is said under "Hasta" and not asked to the server.
  const rangoInvalido = !!filtros.desde && !!filtros.hasta && filtros.desde > filtros.hasta;
  const consulta = trpc.administracion.auditoria.listar.useQuery(entrada, {
    meta: { silencioso: true },
    enabled: !rangoInvalido,
  });
  useAvisoDeFalla(consulta.error, ERROR_LISTA);
  const cambiar = (cambio: Partial<Filtros>) => {
    setFiltros((f) => ({ ...f, ...cambio }));
    setPagina(1);
  };
  const datos = consulta.data;
  const paginas = datos ? Math.ceil(datos.total / datos.tamanoPagina) : 0;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Auditoría</h1>
        <Exportar tipo="auditoria" filtros={filtros} disabled={rangoInvalido || !datos?.total} />
      </header>
      <form
        role="search"
        aria-label="Filtros de auditoría"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <Seleccion
          etiqueta="Tipo"
          name="categoria"
          vacia="Todos"
          valor={filtros.categoria}
          onChange={(v) =>
            cambiar({ categoria: v in CATEGORIAS_AUDITORIA ? (v as CategoriaAuditoria) : null })
          }
          opciones={Object.entries(CATEGORIAS_AUDITORIA).map(([valor, etiqueta]) => ({ valor, etiqueta }))}
        />
        <CampoTexto
          etiqueta="Buscar"
          name="texto"
          placeholder="Usuario, acción, registro o dirección"
          maxLength={100}
          value={filtros.texto}
          onChange={(e) => cambiar({ texto: e.target.value })}
        />
        <SelectorFechaIso
          etiqueta="Desde"
          name="desde"
          valor={filtros.desde}
          vacio={null}
          onChange={(desde) => cambiar({ desde })}
        />
        <SelectorFechaIso
          etiqueta="Hasta"
          name="hasta"
          valor={filtros.hasta}
          vacio={null}
          error={rangoInvalido ? M.rangoInvalido : undefined}
          onChange={(hasta) => cambiar({ hasta })}
        />
        <div>
          <Boton type="button" variante="secundario" onClick={() => cambiar(VACIOS)}>
            Limpiar filtros
          </Boton>
        </div>
      </form>
      {datos && datos.total > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {datos.total === 1 ? '1 registro' : `${formatoNumero(datos.total, 0)} registros`}
        </p>
      )}
      {consulta.isError && !datos ? (
        <FallaDeCarga mensaje={ERROR_LISTA} />
      ) : (
        <Tabla
          etiqueta="Auditoría"
          columnas={COLUMNAS}
          datos={datos?.filas}
          cargando={consulta.isLoading}
          vacio={M.sinFilas}
          idFila={idFila}
          ordenable={false}
        />
      )}
      {datos && paginas > 1 && <Paginador pagina={pagina} paginas={paginas} onCambiar={setPagina} />}
    </div>
  );
}
