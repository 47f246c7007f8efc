import { formatoFechaHora, MENSAJES_CITAS } from '@talento/rules';
import { useSearchParams } from 'react-router';
import { Boton, columnasDe, InsigniaEstado, notificar, Seleccion, Tabla } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { CitaDeHoy } from './tipos';

const c = columnasDe<CitaDeHoy>();
const idFila = (f: CitaDeHoy) => String(f.id);
// Large touch targets: reception checks people in on a tablet.
const TACTIL = 'min-h-12 min-w-32 text-base';
/** Reception reads the day again on its own: new arrivals and changes made by others show without reloading. */
const REFRESCO_MS = 15_000;

/**
 * `/citas/recepcion` (read_cita): today's appointments of a branch in time order, with one-click check-in ("Llegó",
 * "No trajo documentos") through `cambiarEstado1`, which also sets the arrival time. The branch is the user's unless
 * they pick another one (someone who covers several branches); the pick stays in the address (?sucursal=).
 */
export default function Pagina() {
  const { permisos } = useUsuario();
  const utils = trpc.useUtils();
  const [parametros, setParametros] = useSearchParams();
  const elegida = Number(parametros.get('sucursal')) || undefined;
  const consulta = trpc.citas.hoy.useQuery(elegida ? { sucursalId: elegida } : undefined, {
    refetchInterval: REFRESCO_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const catalogos = trpc.citas.catalogos.useQuery();
  const cambiar = trpc.citas.cambiarEstado1.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      await utils.citas.hoy.invalidate();
    },
  });
  const estadoDe = (codigo: string) => catalogos.data?.estados1.find((e) => e.codigo === codigo);
  const marcas = [
    { estado: estadoDe('llego'), texto: 'Llegó', variante: 'primario' as const },
    {
      estado: estadoDe('no_trajo_documentos'),
      texto: 'No trajo documentos',
      variante: 'secundario' as const,
    },
  ];
  const puedeMarcar = permisos.includes('change_E1');

  const columnas = c.columns([
    c.accessor('fechaHoraEntrevista', {
      header: 'Entrevista',
      cell: ({ getValue }) => formatoFechaHora(getValue()),
    }),
    c.accessor('candidato', { header: 'Candidato' }),
    c.accessor('documento', { header: 'Documento' }),
    c.accessor((f) => f.cliente ?? '—', { id: 'cliente', header: 'Cliente' }),
    c.accessor('encargado', { header: 'Encargado' }),
    // An interview at the client's or by video call is not expected at the door: reception sees where each one is.
    c.accessor('textoLugar', { header: 'Lugar' }),
    c.accessor((f) => f.estado1?.nombre ?? '', {
      id: 'estado1',
      header: 'Estado',
      cell: ({ row: { original: f } }) =>
        f.estado1 ? (
          <InsigniaEstado etiqueta={f.estado1.nombre} tono={f.fechaHoraLlegada ? 'exito' : 'neutro'} />
        ) : (
          '—'
        ),
    }),
    c.accessor('fechaHoraLlegada', {
      header: 'Llegada',
      cell: ({ getValue }) => formatoFechaHora(getValue()) || '—',
    }),
    c.display({
      id: 'acciones',
      header: 'Registrar llegada',
      cell: ({ row: { original: f } }) =>
        puedeMarcar && (
          <div className="flex flex-wrap gap-2">
            {marcas.map(
              ({ estado, texto, variante }) =>
                estado && (
                  <Boton
                    key={estado.id}
                    variante={variante}
                    className={TACTIL}
                    aria-label={`${texto}: ${f.candidato}`}
                    disabled={cambiar.isPending || f.estado1?.id === estado.id}
                    onClick={() => cambiar.mutate({ id: f.id, version: f.version, estadoId: estado.id })}
                  >
                    {texto}
                  </Boton>
                ),
            )}
          </div>
        ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Recepción de citas</h1>
          {consulta.data?.sucursal && (
            <p className="text-sm text-slate-600">
              Citas de hoy en {consulta.data.sucursal.nombre}. La lista se actualiza sola.
            </p>
          )}
        </div>
        <div className="w-64">
          <Seleccion
            etiqueta="Sucursal"
            name="sucursal"
            valor={consulta.data?.sucursal?.id ?? elegida ?? ''}
            opciones={(catalogos.data?.sucursales ?? []).map((x) => ({ valor: x.id, etiqueta: x.nombre }))}
            vacia={consulta.data?.sucursal ? null : 'Elija una sucursal'}
            disabled={!catalogos.data}
            onChange={(v) => setParametros(v ? { sucursal: v } : {}, { replace: true })}
          />
        </div>
      </header>
      <Tabla
        etiqueta="Citas de hoy"
        columnas={columnas}
        datos={consulta.data?.citas}
        cargando={consulta.isLoading}
        vacio={MENSAJES_CITAS.sinCitas}
        idFila={idFila}
        ordenable={false}
      />
    </div>
  );
}
