import { Link } from 'react-router';
import { EstadoVacio, Spinner, useIdRuta } from '@talento/ui';
import { ESTADO_PERFIL, MENSAJES_PERFILES as M, formatoFecha } from '@talento/rules';
import { trpc } from '../../trpc';
import { AccionesPerfil } from './acciones';
import { SeccionesPerfil } from './secciones';

/** '/perfil/:idPerfil': the profile read-only, with its actions. */
export default function Pagina() {
  const id = useIdRuta('idPerfil');
  const valido = id !== null;
  const perfil = trpc.perfiles.obtener.useQuery({ id: id ?? 0 }, { enabled: valido });
  const catalogos = trpc.perfiles.catalogos.useQuery();
  if (!valido || perfil.isError) return <EstadoVacio mensaje="No se encontró el perfil." />;
  if (catalogos.isError) return <EstadoVacio mensaje={M.errorCatalogos} />;
  if (!perfil.data || !catalogos.data) return <Spinner />;
  const p = perfil.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">
            Perfil {p.id}: {p.nombreCargoPerfil}
          </h1>
          <p className="text-sm text-slate-500" data-testid="estado-perfil">
            {p.cliente.nombre} · Estado: {ESTADO_PERFIL.etiqueta(p.estadoPerfil)}
            {p.fechaAprobacion &&
              ` · Aprobado por ${p.actorAprobacion ?? '—'} el ${formatoFecha(p.fechaAprobacion)}`}
            {p.fechaCancelacion &&
              ` · Cancelado por ${p.actorCancelacion ?? '—'} el ${formatoFecha(p.fechaCancelacion)}`}
          </p>
          <Link to="/perfiles-cliente" className="text-sm text-marca-700 hover:underline">
            Volver a perfiles del cliente
          </Link>
        </div>
        <AccionesPerfil perfil={p} />
      </header>
      <SeccionesPerfil perfil={p} catalogos={catalogos.data} />
    </div>
  );
}
