import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { EstadoVacio, Spinner } from '@talento/ui';
import { MENSAJES_PERFILES as M, esPerfilEditable, esPerfilPlantilla } from '@talento/rules';
import { trpc } from '../../trpc';
import { estadoDesdePerfil, estadoNuevo } from './estado';
import { FormularioPerfil } from './formulario-perfil';

/**
 * '/perfil-create' (new; '?cliente=id' preselects the client), '/perfil-create/:idPerfil' (duplicate a
 * profile in state 0–2, else to its view) and '/perfil-edit/:idPerfil' (only states 0 and 1, else to the view).
 */
export default function Pagina() {
  const { idPerfil } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const modo = pathname.startsWith('/perfil-edit') ? 'editar' : 'crear';
  const id = idPerfil === undefined ? undefined : Number(idPerfil);
  const idValido = id === undefined || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const clienteParam = Number(params.get('cliente'));
  const catalogos = trpc.perfiles.catalogos.useQuery();
  const perfil = trpc.perfiles.obtener.useQuery({ id: id ?? 0 }, { enabled: id !== undefined && idValido });
  const cliente = trpc.catalogos.cliente.useQuery(
    { id: clienteParam },
    { enabled: id === undefined && Number.isInteger(clienteParam) && clienteParam > 0 },
  );
  const inicial = useMemo(() => {
    if (!catalogos.data) return null;
    if (perfil.data) return estadoDesdePerfil(perfil.data, modo === 'crear');
    const c = cliente.data
      ? { id: cliente.data.id, etiqueta: cliente.data.nombre, detalle: cliente.data.numeroDocumento }
      : null;
    return estadoNuevo(catalogos.data, c);
  }, [catalogos.data, perfil.data, cliente.data, modo]);

  if (!idValido || perfil.isError) return <EstadoVacio mensaje="No se encontró el perfil." />;
  if (catalogos.isError) return <EstadoVacio mensaje={M.errorCatalogos} />;
  if (!inicial || !catalogos.data || (id !== undefined && !perfil.data) || cliente.isFetching)
    return <Spinner />;
  const datos = perfil.data;
  if (datos && modo === 'editar' && !esPerfilEditable(datos.estadoPerfil))
    return <Navigate to={`/perfil/${datos.id}`} replace />;
  if (datos && modo === 'crear' && !esPerfilPlantilla(datos.estadoPerfil))
    return <Navigate to={`/perfil/${datos.id}`} replace />;
  // An existing profile computes with the minimum wage in force on its day; a new one (or a duplicate), today's.
  const valores = modo === 'editar' && datos ? datos.valoresFecha : null;
  return (
    <FormularioPerfil
      key={`${pathname}:${datos?.version ?? 0}`}
      modo={modo}
      catalogos={valores ? { ...catalogos.data, ...valores } : catalogos.data}
      inicial={inicial}
      perfil={datos}
    />
  );
}
