import { useState } from 'react';
import { Link } from 'react-router';
import { formatoNumero, MENSAJES_CITAS, puedeCrearCita } from '@talento/rules';
import { Paginador, Tabla } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { BarraFiltrosCita } from './barra-filtros';
import { COLUMNAS_CITA } from './columnas';
import { aEntradaListar, useFiltrosCita, type EstadoFiltrosCita } from './filtros';
import { ordenDeTabla, ordenEnTabla } from './orden';
import type { FilaCita } from './tipos';

const idFila = (f: FilaCita) => String(f.id);

/** `/dashboard-cita` (read_cita): the appointments in the user's scope, filtered, 15 per page from the server. */
export default function Pagina() {
  const usuario = useUsuario();
  const { filtros, cambiar, limpiar } = useFiltrosCita(usuario.id);
  const [pagina, setPagina] = useState(1);
  const catalogos = trpc.citas.catalogos.useQuery();
  const consulta = trpc.citas.listar.useQuery(aEntradaListar(filtros, usuario.permisos, pagina));
  const { pagina: _pagina, ...entradaExportar } = aEntradaListar(filtros, usuario.permisos, 1);
  const filtrar = (cambio: Partial<EstadoFiltrosCita>) => {
    cambiar(cambio);
    setPagina(1);
  };
  const paginas = consulta.data ? Math.ceil(consulta.data.total / consulta.data.tamanoPagina) : 0;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Citas</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Exportar tipo="citas" filtros={entradaExportar} disabled={!consulta.data?.total} />
          <Link to="/citas/semana" className="text-sm text-marca-700 underline-offset-2 hover:underline">
            Ver la semana
          </Link>
          {/* Spec 03 §6: creating needs add_cita with add_candidatoespontaneo and add_requisitocitasjoincitas. */}
          {puedeCrearCita(usuario.permisos) && (
            <Link
              to="/create-cita"
              className="rounded-md bg-marca-700 px-4 py-2 text-sm font-medium text-white hover:bg-marca-800"
            >
              Nueva cita
            </Link>
          )}
        </div>
      </header>
      <BarraFiltrosCita
        filtros={filtros}
        onCambiar={filtrar}
        onLimpiar={() => {
          limpiar();
          setPagina(1);
        }}
        catalogos={catalogos.data}
        permisos={usuario.permisos}
      />
      {consulta.data && consulta.data.total > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {consulta.data.totalAcotado
            ? `Más de ${formatoNumero(consulta.data.total, 0)} citas`
            : consulta.data.total === 1
              ? '1 cita'
              : `${formatoNumero(consulta.data.total, 0)} citas`}
        </p>
      )}
      <Tabla
        etiqueta="Citas"
        columnas={COLUMNAS_CITA}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={MENSAJES_CITAS.sinCitas}
        idFila={idFila}
        ordenable={false}
        ordenServidor={{
          orden: ordenEnTabla(filtros.orden),
          onCambiar: (orden) => filtrar({ orden: ordenDeTabla(orden, filtros.orden) }),
        }}
      />
      {consulta.data && <Paginador pagina={consulta.data.pagina} paginas={paginas} onCambiar={setPagina} />}
    </div>
  );
}
