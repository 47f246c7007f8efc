import { useState } from 'react';
import { formatoFecha, hoyIso, MENSAJES_MERCHANDISING_ADMIN as M } from '@talento/rules';
import {
  Boton,
  DialogoConfirmacion,
  EstadoVacio,
  mostrarError,
  notificar,
  Seleccion,
  SelectorFechaIso,
  Spinner,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { EditorPatron } from './editor-patron';
import type { DiaRuta, RutasMercaderista } from './tipos';

/**
 * Routes of one merchandiser: the weekly pattern (edited in `EditorPatron`), and the chosen week day by day — what the
 * route should visit (pattern ± one-off changes), the changes, and the route already written (what the map, compliance
 * and the notifications read). "Crear las rutas de la semana" writes the week's routes from the patterns (again:
 * nothing new); days before today are history and are not changed.
 */
export function PestanaRutas({
  clienteId,
  mercaderistaId,
  onMercaderista,
}: {
  clienteId: number | null;
  mercaderistaId: number | null;
  onMercaderista: (id: number | null) => void;
}) {
  const [fecha, setFecha] = useState(() => hoyIso());
  const [todos, setTodos] = useState(false);
  const utils = trpc.useUtils();
  const mercaderistas = trpc.administracion.merchandising.mercaderistas.useQuery({ clienteId });
  const rutas = trpc.administracion.merchandising.rutas.useQuery(
    { usuarioId: mercaderistaId ?? 0, fecha },
    { enabled: mercaderistaId !== null },
  );
  const alTerminar = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
      void utils.administracion.merchandising.invalidate();
    },
    onError: (e: Parameters<typeof mostrarError>[0]) => mostrarError(e),
  };
  const generar = trpc.administracion.merchandising.generarSemana.useMutation(alTerminar);
  return (
    <div className="flex flex-col gap-4 pt-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-80">
            <Seleccion
              etiqueta="Mercaderista"
              vacia="Elija un mercaderista"
              valor={mercaderistaId ?? ''}
              onChange={(v) => onMercaderista(v === '' ? null : Number(v))}
              opciones={(mercaderistas.data ?? []).map((m) => ({ valor: m.id, etiqueta: m.nombre }))}
            />
          </div>
          <div className="w-48">
            <SelectorFechaIso
              etiqueta="Semana del día"
              valor={fecha}
              onChange={(v) => setFecha(v ?? hoyIso())}
            />
          </div>
        </div>
        <span className="flex flex-wrap gap-2">
          <Boton
            disabled={mercaderistaId === null}
            cargando={generar.isPending && generar.variables?.usuarioId !== null}
            onClick={() => mercaderistaId !== null && generar.mutate({ usuarioId: mercaderistaId, fecha })}
          >
            Crear las rutas de la semana
          </Boton>
          <Boton
            variante="secundario"
            cargando={generar.isPending && generar.variables?.usuarioId === null}
            onClick={() => setTodos(true)}
          >
            Crear las de todos los mercaderistas
          </Boton>
        </span>
      </div>
      {mercaderistaId === null ? (
        <EstadoVacio mensaje="Elija un mercaderista para ver y planear sus rutas." />
      ) : rutas.isLoading ? (
        <Spinner />
      ) : rutas.data ? (
        <>
          <EditorPatron
            key={`${rutas.data.mercaderista.id}-${rutas.data.patron.version}`}
            rutas={rutas.data}
          />
          <Semana rutas={rutas.data} />
        </>
      ) : null}
      <DialogoConfirmacion
        abierto={todos}
        titulo="Crear las rutas de la semana"
        mensaje={`Se crearán las rutas de la semana del ${formatoFecha(fecha)} (desde hoy) de todos los mercaderistas con ruta semanal, con sus cambios de un día. Las rutas ya creadas no se duplican. ¿Desea continuar?`}
        textoSi="Crear"
        onSi={() => {
          generar.mutate({ usuarioId: null, fecha });
          setTodos(false);
        }}
        onNo={() => setTodos(false)}
      />
    </div>
  );
}

function Semana({ rutas }: { rutas: RutasMercaderista }) {
  return (
    <section aria-labelledby="titulo-semana" className="flex flex-col gap-2">
      <h2 id="titulo-semana" className="text-lg font-semibold">
        Semana del {formatoFecha(rutas.lunes)}
      </h2>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {rutas.dias.map((d) => (
          <Dia key={d.fecha} dia={d} rutas={rutas} />
        ))}
      </div>
    </section>
  );
}

const NOMBRE_DIA = ['', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

function Dia({ dia, rutas }: { dia: DiaRuta; rutas: RutasMercaderista }) {
  const utils = trpc.useUtils();
  const [agregar, setAgregar] = useState<number | null>(null);
  const alTerminar = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
      setAgregar(null);
      void utils.administracion.merchandising.invalidate();
    },
    onError: (e: Parameters<typeof mostrarError>[0]) => mostrarError(e),
  };
  const cambio = trpc.administracion.merchandising.guardarCambio.useMutation(alTerminar);
  const quitarCambio = trpc.administracion.merchandising.quitarCambio.useMutation(alTerminar);
  const base = { usuarioId: rutas.mercaderista.id, fecha: dia.fecha };
  const titulo = `${NOMBRE_DIA[dia.dia]} ${formatoFecha(dia.fecha)}`;
  const enPlan = new Set(dia.plan.map((p) => p.almacenId));
  return (
    <article
      aria-label={titulo}
      className={`flex min-w-0 flex-col gap-2 rounded-lg border p-3 ${dia.fecha === rutas.hoy ? 'border-blue-600' : 'border-slate-200'}`}
    >
      <h3 className="font-semibold">
        {titulo}
        {dia.fecha === rutas.hoy && <span className="ml-2 text-sm font-normal text-blue-800">(hoy)</span>}
      </h3>
      <p className="text-sm text-slate-600">
        {dia.ruta === null
          ? 'Ruta sin crear'
          : `Ruta creada: ${dia.ruta.length} ${dia.ruta.length === 1 ? 'visita' : 'visitas'}`}
      </p>
      {dia.plan.length ? (
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
          {dia.plan.map((p) => (
            <li key={p.almacenId}>
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {p.nombre}
                  {p.agregado && <span className="ml-1 text-emerald-800">(solo este día)</span>}
                </span>
                {!dia.pasado && !p.agregado && (
                  <Boton
                    variante="secundario"
                    aria-label={`Quitar este día: ${p.nombre} el ${titulo}`}
                    cargando={cambio.isPending && cambio.variables?.almacenId === p.almacenId}
                    onClick={() => cambio.mutate({ ...base, almacenId: p.almacenId, agregar: false })}
                  >
                    Quitar este día
                  </Boton>
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">Sin visitas.</p>
      )}
      {dia.cambios.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={`Cambios del ${titulo}`}>
          {dia.cambios.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {c.agregar ? 'Agregado' : 'Quitado'}: {c.nombre}
              </span>
              {!dia.pasado && (
                <Boton
                  variante="secundario"
                  aria-label={`Deshacer el cambio de ${c.nombre} el ${titulo}`}
                  cargando={quitarCambio.isPending && quitarCambio.variables?.id === c.id}
                  onClick={() => quitarCambio.mutate({ id: c.id })}
                >
                  Deshacer
                </Boton>
              )}
            </li>
          ))}
        </ul>
      )}
      {!dia.pasado && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <Seleccion
              etiqueta={`Agregar un almacén el ${titulo}`}
              vacia="Elija un almacén"
              valor={agregar ?? ''}
              onChange={(v) => setAgregar(v === '' ? null : Number(v))}
              opciones={rutas.almacenes
                .filter((a) => !enPlan.has(a.almacenId))
                .map((a) => ({ valor: a.almacenId, etiqueta: `${a.nombre} (${a.cliente})` }))}
            />
          </div>
          <Boton
            variante="secundario"
            disabled={agregar === null}
            cargando={cambio.isPending && cambio.variables?.agregar === true}
            onClick={() => agregar !== null && cambio.mutate({ ...base, almacenId: agregar, agregar: true })}
          >
            Agregar
          </Boton>
        </div>
      )}
      {dia.pasado && <p className="text-xs text-slate-500">{M.fechaPasada}.</p>}
    </article>
  );
}
