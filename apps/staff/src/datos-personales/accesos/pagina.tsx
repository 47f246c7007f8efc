import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatoNumero, MENSAJES_ACCESOS as M, type FiltroAccesosDatos } from '@talento/rules';
import {
  Boton,
  CampoTexto,
  FallaDeCarga,
  idDeRuta,
  Paginador,
  SelectorFechaIso,
  useAvisoDeFalla,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { ListaAccesos } from './lista-accesos';

interface Filtros {
  usuario: string;
  documento: string;
  desde: string | null;
  hasta: string | null;
}
const VACIOS: Filtros = { usuario: '', documento: '', desde: null, hasta: null };
const ERROR_LISTA = 'No se pudo cargar la auditoría de accesos.';

/**
 * `/datos-personales/accesos` (admin_datos_personales): who opened, printed or exported a CV and who exported a list
 * with personal data, newest first, filtered by user, dates and person (document, or `?candidato=` from a CV). Read
 * only: the log is append-only.
 */
export default function Pagina() {
  const [parametros] = useSearchParams();
  const candidatoId = idDeRuta(parametros.get('candidato'));
  const [filtros, setFiltros] = useState<Filtros>(VACIOS);
  const [pagina, setPagina] = useState(1);
  const rangoInvalido = !!filtros.desde && !!filtros.hasta && filtros.desde > filtros.hasta;
  const entrada: FiltroAccesosDatos = {
    ...filtros,
    documento: filtros.documento.trim(),
    candidatoId: filtros.documento.trim() ? null : candidatoId,
    pagina,
  };
  const consulta = trpc.datosPersonales.accesos.listar.useQuery(entrada, {
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
      <h1 className="text-xl font-semibold">Auditoría de accesos a datos personales</h1>
      <form
        role="search"
        aria-label="Filtros de accesos"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <CampoTexto
          etiqueta="Usuario"
          name="usuario"
          maxLength={60}
          value={filtros.usuario}
          onChange={(e) => cambiar({ usuario: e.target.value })}
        />
        <CampoTexto
          etiqueta="Documento de la persona"
          name="documento"
          maxLength={20}
          value={filtros.documento}
          onChange={(e) => cambiar({ documento: e.target.value })}
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
      {candidatoId !== null && !filtros.documento.trim() && (
        <p className="text-sm text-slate-600">Se muestran los accesos de la persona de la hoja de vida.</p>
      )}
      {datos && datos.total > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {datos.total === 1 ? '1 acceso' : `${formatoNumero(datos.total, 0)} accesos`}
        </p>
      )}
      {consulta.isError && !datos ? (
        <FallaDeCarga mensaje={ERROR_LISTA} />
      ) : (
        <ListaAccesos filas={datos?.filas} cargando={consulta.isLoading} vacio={M.sinFilas} />
      )}
      {datos && paginas > 1 && <Paginador pagina={pagina} paginas={paginas} onCambiar={setPagina} />}
    </div>
  );
}
