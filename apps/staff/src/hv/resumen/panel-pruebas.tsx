import { useState } from 'react';
import {
  formatoFecha,
  formatoFechaHora,
  formatoNumero,
  formatoPorcentaje,
  MENSAJES_HV_RESUMEN as M,
} from '@talento/rules';
import { columnasDe, EstadoVacio, Paginador, Seccion, Spinner, Tabla } from '@talento/ui';
import { trpc } from '../../trpc';
import { useAvisoError } from './aviso-error';
import { EntrevistaVideo } from './entrevista-video';
import { ListaEntrevistas } from './video-entrevista';
import type { CalificacionHv, PruebasHv } from './tipos';

const puntos = (v: number | null) => formatoNumero(v);

type PruebaCalificada = CalificacionHv['pruebas'][number];
const p = columnasDe<PruebaCalificada>();
const COLUMNAS_PRUEBAS = p.columns([
  p.accessor('nombre', {
    header: 'Prueba',
    cell: ({ row: { original: r } }) => (
      <>
        {r.nombre}
        {r.descartado && <span className="ml-2 text-xs text-red-700">Descartado</span>}
      </>
    ),
  }),
  p.accessor('puntaje', {
    header: 'Puntaje',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => puntos(getValue()),
  }),
]);
const codigoPrueba = (r: PruebaCalificada) => r.codigo;

function Calificacion({ c, porcentajeEntrevista }: { c: CalificacionHv; porcentajeEntrevista: number }) {
  const p = c.ponderacion;
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm" aria-label={`Calificación ${c.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-800">
          {c.pedidoId ? `Pedido ${c.pedidoId}${c.pedidoCargo ? ` · ${c.pedidoCargo}` : ''}` : 'Sin pedido'} ·{' '}
          {formatoFechaHora(c.fecha)}
        </p>
        <p className="flex gap-2 text-xs">
          {c.descartado && <span className="rounded bg-red-100 px-2 py-0.5 text-red-700">Descartado</span>}
          <span
            className={`rounded px-2 py-0.5 ${c.vigente ? 'bg-marca-100 text-marca-700' : 'bg-slate-100 text-slate-600'}`}
          >
            {c.vigente ? 'Vigente' : 'Vencida'}
            {c.vigenteHasta && ` hasta ${formatoFecha(c.vigenteHasta)}`}
          </span>
        </p>
      </div>
      <div className="mt-2">
        <Tabla
          etiqueta={`Pruebas de la calificación ${c.id}`}
          columnas={COLUMNAS_PRUEBAS}
          datos={c.pruebas}
          idFila={codigoPrueba}
          marco={false}
          altoLimitado={false}
        />
      </div>
      <dl
        className="mt-2 grid grid-cols-2 gap-2 rounded bg-slate-50 p-2 text-xs sm:grid-cols-4"
        aria-label="Puntaje global ponderado"
      >
        <div>
          <dt className="text-slate-500">Puntaje pruebas</dt>
          <dd>{puntos(p.puntaje)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Pruebas ({formatoPorcentaje(100 - porcentajeEntrevista)})</dt>
          <dd>{puntos(p.partePruebas)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Entrevista ({formatoPorcentaje(porcentajeEntrevista)})</dt>
          <dd>{p.puntajeEntrevista === null ? M.sinEntrevista : puntos(p.parteEntrevista)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Puntaje global</dt>
          <dd className="font-semibold">{puntos(p.final)}</dd>
        </div>
      </dl>
      <ListaEntrevistas entrevistas={c.entrevistas} item={(e) => <EntrevistaVideo entrevista={e} />} />
      <p className="mt-2 flex gap-3 text-xs">
        {c.urlInforme && (
          <a
            href={c.urlInforme}
            target="_blank"
            rel="noreferrer noopener"
            className="text-marca-700 underline"
          >
            Informe
          </a>
        )}
        {c.urlInformeLite && (
          <a
            href={c.urlInformeLite}
            target="_blank"
            rel="noreferrer noopener"
            className="text-marca-700 underline"
          >
            Informe resumido
          </a>
        )}
      </p>
    </li>
  );
}

/** "Pruebas requeridas por el pedido: …" or 'No hay ningúna prueba requerida...' (spec 03 §8); nothing when unknown. */
function PruebasRequeridas({ pruebas }: { pruebas: PruebasHv['pruebasRequeridasPedido'] | undefined }) {
  if (!pruebas) return null;
  return (
    <p className="mb-3 text-sm text-slate-700" aria-label="Pruebas requeridas por el pedido">
      {pruebas.length === 0 ? (
        M.ningunaPruebaRequerida
      ) : (
        <>
          {M.pruebasRequeridasPedido}
          <span className="font-medium text-slate-800">{pruebas.map((r) => r.nombre).join(', ')}</span>
        </>
      )}
    </p>
  );
}

/** Digital-test ratings: latest 5 per page, optionally of the order the user came from, valid ones only. */
export function PanelPruebas({ candidatoId, pedidoId }: { candidatoId: number; pedidoId?: number }) {
  const [pagina, setPagina] = useState(1);
  const [soloVigentes, setSoloVigentes] = useState(false);
  const [delPedido, setDelPedido] = useState(Boolean(pedidoId));
  const consulta = trpc.hojasDeVida.pruebasDigitales.useQuery(
    { candidatoId, pagina, soloVigentes, ...(delPedido && pedidoId ? { pedidoId } : {}) },
    { meta: { silencioso: true }, placeholderData: (previo) => previo },
  );
  useAvisoError(
    consulta.error,
    consulta.error?.data?.httpStatus === 412 ? M.errorConfiguracion : M.errorPruebas,
  );
  // The order's required tests stay shown whatever the filters: same key as the panel's first page of the
  // order (one request), kept in cache when "Solo del pedido" is switched off.
  const requeridas = trpc.hojasDeVida.pruebasDigitales.useQuery(
    { candidatoId, pagina: 1, soloVigentes: false, pedidoId: pedidoId ?? 0 },
    { enabled: Boolean(pedidoId), meta: { silencioso: true }, select: (r) => r.pruebasRequeridasPedido },
  );
  const filtros = (
    <div className="flex flex-wrap gap-4 text-sm text-slate-700">
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={soloVigentes}
          onChange={(e) => {
            setSoloVigentes(e.target.checked);
            setPagina(1);
          }}
        />
        Solo pruebas sin vencer
      </label>
      {pedidoId && (
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={delPedido}
            onChange={(e) => {
              setDelPedido(e.target.checked);
              setPagina(1);
            }}
          />
          Solo del pedido {pedidoId}
        </label>
      )}
    </div>
  );
  const d = consulta.data;
  return (
    <Seccion titulo="Pruebas digitales" acciones={filtros}>
      {pedidoId ? <PruebasRequeridas pruebas={requeridas.data} /> : null}
      {consulta.isLoading ? (
        <Spinner />
      ) : consulta.isError || !d ? (
        <EstadoVacio mensaje={M.errorPruebas} />
      ) : d.calificaciones.length === 0 ? (
        <EstadoVacio mensaje={M.sinPruebas} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {d.calificaciones.map((c) => (
              <Calificacion key={c.id} c={c} porcentajeEntrevista={d.porcentajeEntrevista} />
            ))}
          </ul>
          <Paginador
            etiqueta="Páginas de pruebas"
            pagina={d.pagina}
            paginas={d.paginas}
            onCambiar={setPagina}
          />
        </>
      )}
    </Seccion>
  );
}
