import { useEffect } from 'react';
import { Link } from 'react-router';
import { esNoAutenticado } from '@talento/conexion';
import { MENSAJES_CITAS as M, muestraBotonReagendar } from '@talento/rules';
import { EstadoVacio, mostrarError, Spinner, useIdRuta } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { PanelDatos } from './panel-datos';
import { PanelEstado } from './panel-estado';
import { PanelRequisitos } from './panel-requisitos';

const esNoEncontrada = (error: unknown) =>
  (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';
const CLASE_ENLACE_BOTON = 'rounded-md px-4 py-2 text-sm font-medium';

/**
 * `/detail-cita/:idCita` (read_cita): the appointment, its states, person in charge and referral (each saved on
 * change by a user with its flag, read-only otherwise) and its requirements with the "revisado" toggle.
 */
export default function Pagina() {
  const id = useIdRuta('idCita');
  const { permisos } = useUsuario();
  const consulta = trpc.citas.obtener.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, meta: { silencioso: true }, retry: false },
  );
  // Asked with the appointment's client once it is read: the people in charge offered are only those who can see it.
  const clienteId = consulta.data?.cliente?.id;
  const catalogos = trpc.citas.catalogos.useQuery(clienteId === undefined ? undefined : { clienteId }, {
    enabled: consulta.data !== undefined,
  });
  const noEncontrada = id === null || esNoEncontrada(consulta.error);

  // Outside the scope is NOT_FOUND too: the screen says so itself; any other failure goes to the generic handler.
  useEffect(() => {
    if (consulta.error && !esNoEncontrada(consulta.error) && !esNoAutenticado(consulta.error))
      mostrarError(consulta.error);
  }, [consulta.error]);

  if (noEncontrada || consulta.error) {
    return (
      <EstadoVacio mensaje={noEncontrada ? M.noEncontrada : M.errorCarga}>
        <Link to="/dashboard-cita" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
          Volver a citas
        </Link>
      </EstadoVacio>
    );
  }
  if (!consulta.data) return <Spinner />;
  const cita = consulta.data;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Cita de {cita.candidato.nombre}</h1>
          <p className="text-sm text-slate-600">
            Cita {cita.id} · documento {cita.candidato.documento}
          </p>
        </div>
        <div className="flex gap-2">
          {muestraBotonReagendar(cita.estado1?.id ?? null, permisos) && (
            <Link
              to={`/create-cita/${cita.id}`}
              className={`${CLASE_ENLACE_BOTON} bg-marca-700 text-white hover:bg-marca-800`}
            >
              Reagendar
            </Link>
          )}
          <Link
            to="/dashboard-cita"
            className={`${CLASE_ENLACE_BOTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          >
            Volver a citas
          </Link>
        </div>
      </header>
      <PanelEstado cita={cita} catalogos={catalogos.data} />
      <PanelDatos cita={cita} />
      <PanelRequisitos cita={cita} />
    </div>
  );
}
