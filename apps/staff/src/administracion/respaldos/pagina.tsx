import { useState } from 'react';
import {
  ESTADOS_CORRIDA_RESPALDO,
  formatoFechaHora,
  formatoNumero,
  MENSAJES_RESPALDOS as M,
  VERIFICACIONES_RESPALDO,
} from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  FallaDeCarga,
  InsigniaEstado,
  notificar,
  Seccion,
  Spinner,
  Tabla,
  useAvisoDeFalla,
  type Tono,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { Corrida, FilaRespaldo, PantallaEmbebida } from './tipos';

const ERROR_LISTA = 'No se pudieron cargar los respaldos.';
const megas = (bytes: number) => `${formatoNumero(bytes / 1024 / 1024, 1)} MB`;
const TONO_VERIFICACION: Record<FilaRespaldo['verificacion'], Tono> = {
  verificado: 'exito',
  fallido: 'peligro',
  pendiente: 'aviso',
};
const TONO_CORRIDA: Record<Corrida['estado'], Tono> = {
  en_cola: 'info',
  en_curso: 'info',
  reintento: 'aviso',
  terminado: 'exito',
  fallido: 'peligro',
};
const enMarcha = (c: Corrida | null | undefined) => c?.estado === 'en_cola' || c?.estado === 'en_curso';

/** "Descargar": a plain form POST, so the browser saves the stream to disk (the server audits it). */
function Descargar({ nombre }: { nombre: string }) {
  return (
    <form method="post" action="/api/respaldos/descargar">
      <input type="hidden" name="nombre" value={nombre} />
      <Boton type="submit" variante="secundario" aria-label={`Descargar el respaldo ${nombre}`}>
        Descargar
      </Boton>
    </form>
  );
}

const c = columnasDe<FilaRespaldo>();
const COLUMNAS = c.columns([
  c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
  c.accessor('tamanoBytes', { header: 'Tamaño', cell: ({ getValue }) => megas(getValue()) }),
  c.accessor('verificacion', {
    header: 'Verificación',
    cell: ({ row }) => (
      <>
        <InsigniaEstado
          etiqueta={VERIFICACIONES_RESPALDO[row.original.verificacion]}
          tono={TONO_VERIFICACION[row.original.verificacion]}
        />
        {row.original.errorVerificacion && (
          <span className="mt-1 block text-xs text-red-800">{row.original.errorVerificacion}</span>
        )}
      </>
    ),
  }),
  c.accessor((r) => r.ultimaMigracion ?? '—', {
    id: 'ultimaMigracion',
    header: 'Última migración',
    cell: ({ getValue }) => <span className="break-all text-xs">{getValue()}</span>,
  }),
  c.display({
    id: 'descargar',
    header: 'Archivo',
    cell: ({ row }) => <Descargar nombre={row.original.nombre} />,
  }),
]);

function EstadoCorrida({ corrida }: { corrida: Corrida | null }) {
  if (!corrida) return <p className="text-sm text-slate-600">Todavía no se ha pedido ningún respaldo.</p>;
  const momento = corrida.terminadoEl ?? corrida.iniciadoEl ?? corrida.solicitadoEl;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" role="status" aria-live="polite">
      <span>Último respaldo pedido:</span>
      <InsigniaEstado
        etiqueta={ESTADOS_CORRIDA_RESPALDO[corrida.estado]}
        tono={TONO_CORRIDA[corrida.estado]}
        testId="estado-respaldo"
      />
      <span className="text-slate-600">
        {corrida.estado === 'en_cola' ? 'pedido el' : corrida.estado === 'en_curso' ? 'desde el' : 'el'}{' '}
        {formatoFechaHora(momento)}
        {corrida.solicitadoPor ? ` por ${corrida.solicitadoPor}` : ' (programado)'}
      </span>
      {corrida.error && <span className="basis-full text-red-800">{corrida.error}</span>}
    </p>
  );
}

function Embebida({ datos }: { datos: PantallaEmbebida }) {
  const [confirmando, setConfirmando] = useState(false);
  const respaldar = trpc.administracion.respaldos.respaldarAhora.useMutation({
    onSuccess: () => notificar.exito(M.encolado),
  });
  const ocupado = enMarcha(datos.ultimaCorrida) || respaldar.isPending;
  return (
    <>
      <Seccion titulo="Respaldos en la carpeta">
        <p className="mb-3 text-sm text-slate-600">
          Carpeta: <code className="break-all">{datos.carpeta}</code>. Cada respaldo se verifica restaurándolo
          en una carpeta temporal.
        </p>
        <Tabla
          etiqueta="Respaldos"
          columnas={COLUMNAS}
          datos={datos.respaldos}
          vacio={M.sinRespaldos}
          idFila={(r) => r.nombre}
          ordenable={false}
        />
      </Seccion>
      <Seccion titulo="Respaldar ahora">
        <div className="flex flex-col gap-3">
          <EstadoCorrida corrida={datos.ultimaCorrida} />
          {datos.programado ? (
            <div>
              <Boton onClick={() => setConfirmando(true)} disabled={ocupado}>
                Respaldar ahora
              </Boton>
            </div>
          ) : (
            <p className="text-sm">{M.sinProgramacion}</p>
          )}
        </div>
      </Seccion>
      <Seccion titulo="Restaurar">
        <div className="flex flex-col gap-2 text-sm">
          <p>
            La restauración no se hace desde esta pantalla: detenga Talento y ejecute en el servidor, desde la
            carpeta de Talento, el comando con la carpeta del respaldo que quiere restaurar (el más reciente
            en el ejemplo). Se restaura en una carpeta nueva, se comprueba y solo entonces reemplaza los
            datos; la carpeta anterior se conserva hasta que usted la borre.
          </p>
          <pre
            className="overflow-x-auto rounded bg-slate-900 p-3 text-slate-50"
            data-testid="comando-restaurar"
          >
            {datos.comandoRestaurar}
          </pre>
          <p>
            Para volver a un momento exacto desde que terminó ese respaldo (por ejemplo, justo antes de un
            error), agregue --hasta con la fecha y hora de Bogotá; el ejemplo usa la hora en que abrió esta
            pantalla:
          </p>
          <pre
            className="overflow-x-auto rounded bg-slate-900 p-3 text-slate-50"
            data-testid="comando-restaurar-hasta"
          >
            {datos.comandoRestaurarHasta}
          </pre>
        </div>
      </Seccion>
      <DialogoConfirmacion
        abierto={confirmando}
        titulo="Respaldar ahora"
        mensaje={M.confirmar}
        textoSi="Respaldar"
        textoNo="Cancelar"
        onNo={() => setConfirmando(false)}
        onSi={() => {
          setConfirmando(false);
          respaldar.mutate();
        }}
      />
    </>
  );
}

/**
 * `/administracion/respaldos` (admin_respaldos): the embedded PostgreSQL's backups (date, size, verification, last
 * migration, download), "Respaldar ahora" with the state of the newest run (read from the server, so it survives a
 * reload; re-read every few seconds while it runs), and the restore command. With DATABASE_URL only the notice that
 * backups are the database operator's.
 */
export default function Pagina() {
  const consulta = trpc.administracion.respaldos.listar.useQuery(undefined, {
    meta: { silencioso: true },
    refetchInterval: (q) => {
      const d = q.state.data;
      return d?.modo === 'embebida' && enMarcha(d.ultimaCorrida) ? 3_000 : false;
    },
  });
  useAvisoDeFalla(consulta.error, ERROR_LISTA);
  const datos = consulta.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Respaldos</h1>
      {consulta.isPending ? (
        <Spinner />
      ) : !datos ? (
        <FallaDeCarga mensaje={ERROR_LISTA} />
      ) : datos.modo === 'externa' ? (
        <p className="rounded-lg bg-white p-4 text-sm shadow-sm" role="note">
          {M.baseExterna}
        </p>
      ) : (
        <Embebida datos={datos} />
      )}
    </div>
  );
}
