import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  coincideEnRecepcion,
  diaDeRecepcion,
  formatoFecha,
  formatoFechaHora,
  hoyIso,
  MENSAJES_CITAS,
  puedeCrearCita,
  type DiaRecepcion,
} from '@talento/rules';
import {
  CampoTexto,
  columnasDe,
  EstadoVacio,
  InsigniaEstado,
  Seleccion,
  Tabla,
  useConsultaMedios,
} from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { BotonesLlegada, type MarcaLlegada } from './botones-llegada';
import { SelectorDia } from './selector-dia';
import { TarjetasRecepcion } from './tarjetas';
import type { CitaDeHoy } from './tipos';
import { useRegistrarLlegada } from './use-registrar-llegada';

const c = columnasDe<CitaDeHoy>();
const idFila = (f: CitaDeHoy) => String(f.id);
/** Reception reads the day again on its own: new arrivals and changes made by others show without reloading. */
const REFRESCO_MS = 15_000;
/** Below this width each person is a card (a table there leaves the buttons off screen). */
const TELEFONO = '(max-width: 767px)';
const ID_BUSQUEDA = 'recepcion-busqueda';

/** How the day shown is read from the address: none is today, tomorrow's date is "Mañana", any other "Otra fecha". */
function eleccionDe(dia: string | null, ahora: Date): DiaRecepcion {
  if (!dia || dia === hoyIso(ahora)) return 'hoy';
  return dia === diaDeRecepcion('manana', ahora) ? 'manana' : 'otro';
}

/**
 * `/citas/recepcion` (read_cita): one day's appointments of a branch in time order (today unless "Mañana / Otra
 * fecha"), a search box by document first and focused, and on today's list the one-click check-in ("Llegó", "No trajo
 * documentos", beside the name) with a "Deshacer" toast. The branch is the user's unless they pick another one
 * (someone who covers several branches); branch and day stay in the address (?sucursal=&dia=). A walk-in with no
 * appointment is booked from the empty state ("Crear cita", with the typed document).
 */
export default function Pagina() {
  const usuario = useUsuario();
  const [parametros, setParametros] = useSearchParams();
  const elegida = Number(parametros.get('sucursal')) || undefined;
  const diaPedido = parametros.get('dia');
  const ahora = new Date();
  const eleccion = eleccionDe(diaPedido, ahora);
  const dia = diaDeRecepcion(eleccion, ahora, diaPedido);
  const esHoy = eleccion === 'hoy';
  const [busqueda, setBusqueda] = useState('');
  const telefono = useConsultaMedios(TELEFONO);
  useEffect(() => document.getElementById(ID_BUSQUEDA)?.focus(), []);

  const consulta = trpc.citas.hoy.useQuery(
    { ...(elegida ? { sucursalId: elegida } : {}), ...(esHoy ? {} : { dia }) },
    { refetchInterval: REFRESCO_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: true },
  );
  const catalogos = trpc.citas.catalogos.useQuery();
  const llegada = useRegistrarLlegada(catalogos.data?.estados1);
  const estadoDe = (codigo: string) => catalogos.data?.estados1.find((e) => e.codigo === codigo);
  const marcas = [
    { estado: estadoDe('llego'), texto: 'Llegó', variante: 'primario' as const },
    {
      estado: estadoDe('no_trajo_documentos'),
      texto: 'No trajo documentos',
      variante: 'secundario' as const,
    },
  ].filter((m): m is MarcaLlegada => m.estado !== undefined);
  // Arrivals are recorded on the day itself: another day's list is for looking ahead.
  const puedeMarcar = esHoy && usuario.permisos.includes('change_E1');
  const botones = (f: CitaDeHoy) =>
    puedeMarcar && (
      <BotonesLlegada cita={f} marcas={marcas} ocupado={llegada.ocupado} onMarcar={llegada.registrar} />
    );

  const cambiarParametros = (cambios: Record<string, string | null>) => {
    const nuevos = new URLSearchParams(parametros);
    for (const [clave, valor] of Object.entries(cambios))
      if (valor) nuevos.set(clave, valor);
      else nuevos.delete(clave);
    setParametros(nuevos, { replace: true });
  };
  const citas = (consulta.data?.citas ?? []).filter((f) => coincideEnRecepcion(busqueda, f));
  const documento = /^\d+$/.test(busqueda.trim()) ? busqueda.trim() : '';
  const vacio = (
    <EstadoVacio
      mensaje={
        busqueda.trim() && consulta.data?.citas.length
          ? 'Nadie de esta lista coincide con la búsqueda.'
          : MENSAJES_CITAS.sinCitas
      }
    >
      {puedeCrearCita(usuario.permisos) && (
        <Link
          to={documento ? `/create-cita?documento=${documento}` : '/create-cita'}
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-marca-700 px-4 py-2 text-sm font-medium text-white hover:bg-marca-800"
        >
          Crear cita
        </Link>
      )}
    </EstadoVacio>
  );

  // Without check-in (no change_E1, or another day) there is no empty "Registrar llegada" column.
  const columnas = c
    .columns([
      c.accessor('fechaHoraEntrevista', {
        header: 'Entrevista',
        cell: ({ getValue }) => formatoFechaHora(getValue()),
      }),
      c.accessor('candidato', {
        header: 'Candidato',
        cell: ({ getValue }) => <span className="font-medium text-slate-900">{getValue()}</span>,
      }),
      // Beside the name: the desk finds the person and checks them in without looking across the row.
      c.display({
        id: 'acciones',
        header: 'Registrar llegada',
        cell: ({ row: { original: f } }) => botones(f),
      }),
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
    ])
    .filter((columna) => puedeMarcar || columna.id !== 'acciones');
  const sucursal = consulta.data?.sucursal;
  const queDia = esHoy ? 'de hoy' : `del ${formatoFecha(dia)}${eleccion === 'manana' ? ' (mañana)' : ''}`;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <div>
          <h1 className="text-xl font-semibold">Recepción de citas</h1>
          {sucursal && (
            <p className="text-sm text-slate-600">
              Citas {queDia} en {sucursal.nombre}. La lista se actualiza sola.
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-72">
            <CampoTexto
              id={ID_BUSQUEDA}
              etiqueta="Buscar por documento"
              type="search"
              inputMode="search"
              autoComplete="off"
              placeholder="Documento o nombre"
              value={busqueda}
              onChange={(e) => setBusqueda(e.target.value)}
            />
          </div>
          <SelectorDia
            eleccion={eleccion}
            dia={diaPedido}
            onCambiar={(nueva, fecha) =>
              cambiarParametros({ dia: nueva === 'hoy' ? null : diaDeRecepcion(nueva, new Date(), fecha) })
            }
          />
          <div className="w-full sm:w-64">
            <Seleccion
              etiqueta="Sucursal"
              name="sucursal"
              valor={sucursal?.id ?? elegida ?? ''}
              opciones={(catalogos.data?.sucursales ?? []).map((x) => ({ valor: x.id, etiqueta: x.nombre }))}
              vacia={sucursal ? null : 'Elija una sucursal'}
              disabled={!catalogos.data}
              onChange={(v) => cambiarParametros({ sucursal: v ? String(v) : null })}
            />
          </div>
        </div>
      </header>
      {telefono ? (
        consulta.isLoading ? (
          <p className="text-slate-600">Cargando…</p>
        ) : (
          <TarjetasRecepcion citas={citas} vacio={vacio} botones={botones} />
        )
      ) : (
        <Tabla
          etiqueta={`Citas ${queDia}`}
          columnas={columnas}
          datos={consulta.data ? citas : undefined}
          cargando={consulta.isLoading}
          vacio={vacio}
          idFila={idFila}
          ordenable={false}
        />
      )}
    </div>
  );
}
