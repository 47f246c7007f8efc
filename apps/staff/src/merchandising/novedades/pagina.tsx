import { useState } from 'react';
import { formatoNumero, MENSAJES_NOVEDADES as M, puedeCambiarNovedad } from '@talento/rules';
import { FallaDeCarga, Paginador, Tabla, useAvisoDeFalla } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { BarraFiltrosNovedad } from './barra-filtros';
import { columnasNovedad } from './columnas';
import { aEntradaListar, rangoInvertido, useFiltrosNovedad, type EstadoFiltrosNovedad } from './filtros';
import { ModalActualizar } from './modal-actualizar';
import { ModalSolucion } from './modal-solucion';
import type { FilaNovedad } from './tipos';

const idFila = (f: FilaNovedad) => String(f.id);

/** `/merchandising-novedades` (read_reporte): incidents of the stores of the user's clients, paged by the server. */
export default function Pagina() {
  const usuario = useUsuario();
  const { filtros, cambiar, limpiar } = useFiltrosNovedad(usuario.id);
  const [pagina, setPagina] = useState(1);
  const [viendo, setViendo] = useState<FilaNovedad | null>(null);
  const [actualizando, setActualizando] = useState<FilaNovedad | null>(null);
  // An inverted range is a validation message on "Hasta" (barra-filtros), never a failed load.
  const invertido = rangoInvertido(filtros);
  const consulta = trpc.novedades.listar.useQuery(aEntradaListar(filtros, pagina), {
    enabled: !invertido,
    meta: { silencioso: true },
  });
  // A failed load is said once (toast with the server's detail) and shown instead of the table: never as "no rows".
  useAvisoDeFalla(consulta.error, M.errorListar);
  const filtrar = (cambio: Partial<EstadoFiltrosNovedad>) => {
    cambiar(cambio);
    setPagina(1);
  };
  const columnas = columnasNovedad({
    puedeCambiar: puedeCambiarNovedad(usuario.permisos),
    onVer: setViendo,
    onActualizar: setActualizando,
  });
  const datos = consulta.data;
  const { pagina: _pagina, ...entradaExportar } = aEntradaListar(filtros, 1);
  const paginas = datos ? Math.ceil(datos.total / datos.tamanoPagina) : 0;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Novedades</h1>
        <Exportar tipo="novedades" filtros={entradaExportar} disabled={invertido || !datos?.total} />
      </header>
      <BarraFiltrosNovedad
        filtros={filtros}
        onCambiar={filtrar}
        onLimpiar={() => {
          limpiar();
          setPagina(1);
        }}
      />
      {!invertido && datos && datos.total > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {datos.totalAcotado
            ? `Más de ${formatoNumero(datos.total, 0)} novedades`
            : datos.total === 1
              ? '1 novedad'
              : `${formatoNumero(datos.total, 0)} novedades`}
        </p>
      )}
      {invertido ? null : consulta.isError && !datos ? (
        <FallaDeCarga mensaje={M.errorListar} />
      ) : (
        <Tabla
          etiqueta="Novedades"
          columnas={columnas}
          datos={datos?.filas}
          cargando={consulta.isLoading}
          vacio={M.ninguna}
          idFila={idFila}
          ordenable={false}
        />
      )}
      {!invertido && datos && <Paginador pagina={datos.pagina} paginas={paginas} onCambiar={setPagina} />}
      <ModalSolucion novedad={viendo} onCerrar={() => setViendo(null)} />
      <ModalActualizar novedad={actualizando} onCerrar={() => setActualizando(null)} />
    </div>
  );
}
