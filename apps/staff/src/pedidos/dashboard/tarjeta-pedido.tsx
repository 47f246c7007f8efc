import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TarjetaPedido } from '@talento/rules';
import {
  CAUSA_CANCELACION,
  diasEnRojo,
  ETIQUETA_PEDIDO_TERMINADO,
  formatoDinero,
  formatoFecha,
  maquinaPedido,
  TIPO_DOCUMENTO_CLIENTE,
} from '@talento/rules';
import { Dato, Rejilla } from '@talento/ui';

type PruebasTarjeta = Pick<
  TarjetaPedido,
  'pruebaFac' | 'pruebaDetac' | 'pruebaComp' | 'pruebaIdisc' | 'pruebaValores' | 'pruebaEntrevistas'
>;

const PRUEBAS: [keyof PruebasTarjeta, string][] = [
  ['pruebaFac', 'FAC'],
  ['pruebaDetac', 'DETAC'],
  ['pruebaComp', 'Competencias'],
  ['pruebaIdisc', 'IDISC'],
  ['pruebaValores', 'Valores'],
  ['pruebaEntrevistas', 'Entrevista'],
];

const INSIGNIA = 'shrink-0 rounded px-1.5 text-xs font-semibold';

/** The tests an order defines, by name ("FAC", "DETAC"…): the ordinary and the stock cards. */
export const pruebasDeTarjeta = (t: PruebasTarjeta) => PRUEBAS.filter(([k]) => t[k]).map(([, n]) => n);

/** "3 de 15 días": the remaining search days, in red from 0 (diasEnRojo): the ordinary and the stock cards. */
export function DiasRestantes({ t }: { t: Pick<TarjetaPedido, 'diasRestantes' | 'diasBusqueda'> }) {
  return (
    <>
      <span
        data-testid="dias-restantes"
        className={
          diasEnRojo(t.diasRestantes) ? 'font-semibold text-red-700' : 'font-semibold text-slate-800'
        }
      >
        {t.diasRestantes}
      </span>{' '}
      de {t.diasBusqueda} días
    </>
  );
}

/** "Cancelado el 02/03/2026 · Pedido duplicado" / "Terminado el … · Pedido Terminado" (closed cards). */
function cierre(t: TarjetaPedido): string {
  const causa = t.estado === 5 ? ETIQUETA_PEDIDO_TERMINADO : CAUSA_CANCELACION.etiqueta(t.causaCancelacion);
  return `${t.estado === 0 ? 'Cancelado el' : 'Terminado el'} ${formatoFecha(t.fechaCierre)} · ${causa}`;
}

/**
 * One order in a few short lines: a real link (number and position: ctrl/middle click opens a new tab; the whole
 * card is its click area) with the urgent / no-FAC marks; client, city and vacancies; remaining days (closed cards:
 * closing date and cause) and the psychologist. "Más datos" unfolds every item of spec 01 §2 in full.
 */
export function TarjetaDePedido({ t, tipos }: { t: TarjetaPedido; tipos: Map<string, string> }) {
  const [abierta, setAbierta] = useState(false);
  const idDatos = useId();
  const cerrado = t.estado === 0 || t.estado === 5;
  const pruebas = pruebasDeTarjeta(t);
  return (
    <article
      data-testid="tarjeta-pedido"
      className="relative rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-sm shadow-sm transition focus-within:ring-2 focus-within:ring-marca-600 hover:border-marca-400 hover:shadow"
    >
      <div className="flex flex-wrap items-baseline gap-x-1.5">
        <Link
          to={maquinaPedido.rutaDePedido(t.id, t.estado)}
          className="font-semibold leading-snug text-slate-800 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        >
          <span className="font-normal text-slate-600">Pedido {t.id}</span> · {t.cargo}
        </Link>
        {t.esDestacado && <span className={`${INSIGNIA} bg-amber-100 text-amber-900`}>Urgente</span>}
        {!t.tieneFac && !cerrado && (
          <span className={`${INSIGNIA} bg-slate-100 text-slate-700`}>Sin FAC</span>
        )}
      </div>
      {/* Truncated to one line each; "Más datos" shows every item in full. */}
      <p className="truncate text-xs text-slate-600">
        {t.clienteNombre} · {t.ciudad ?? 'Multiciudad'}
        {t.lineasCiudad > 1 && ` (${t.lineasCiudad} ciudades)`} · {t.vacantesCumplidas}/{t.vacantes} vacantes
      </p>
      <div className="flex items-baseline gap-1.5 text-xs text-slate-600">
        <p className="min-w-0 flex-1 truncate">
          {cerrado ? cierre(t) : <DiasRestantes t={t} />}
          {t.encargado && ` · ${t.encargado}`}
        </p>
        {/* Above the link's click area, so it toggles instead of opening the order. */}
        <button
          type="button"
          aria-expanded={abierta}
          aria-controls={idDatos}
          onClick={() => setAbierta((a) => !a)}
          className="relative z-10 shrink-0 rounded px-1 text-marca-700 hover:underline focus-visible:outline-2 focus-visible:outline-marca-600"
        >
          {abierta ? 'Menos datos' : 'Más datos'}
        </button>
      </div>
      {abierta && (
        // The shared Rejilla (a <dl> its Datos know they are in), in two tight columns inside the narrow card.
        <div
          id={idDatos}
          className="relative z-10 mt-1.5 border-t border-slate-100 pt-1.5 [&_dd]:break-words"
        >
          <Rejilla etiqueta={`Datos del pedido ${t.id}`} className="grid grid-cols-2 gap-x-3 gap-y-1">
            <Dato etiqueta="Cliente">
              {t.clienteNombre} ({TIPO_DOCUMENTO_CLIENTE.etiqueta(t.clienteTipoDocumento)}{' '}
              {t.clienteNumeroDocumento})
            </Dato>
            <Dato etiqueta="Ciudad">
              {t.ciudad ?? 'Multiciudad'}
              {t.lineasCiudad > 1 && ` (${t.lineasCiudad} ciudades)`}
            </Dato>
            <Dato etiqueta="Sucursal">{t.sucursal}</Dato>
            <Dato etiqueta="Vacantes cumplidas">
              {t.vacantesCumplidas} de {t.vacantes}
            </Dato>
            <Dato etiqueta="Solicitud">{formatoFecha(t.fechaSolicitud)}</Dato>
            <Dato etiqueta="Ingreso">{formatoFecha(t.fechaIngreso)}</Dato>
            <Dato etiqueta="Preseleccionados / seleccionados">
              {t.preseleccionados} / {t.seleccionados}
            </Dato>
            <Dato etiqueta="Días transcurridos / restantes">
              {t.diasTranscurridos} / {t.diasRestantes} (de {t.diasBusqueda})
            </Dato>
            <Dato etiqueta="Creado por">{t.creador}</Dato>
            <Dato etiqueta="Psicóloga encargada">{t.encargado}</Dato>
            <Dato etiqueta="Salario">{formatoDinero(t.salario)}</Dato>
            <Dato etiqueta="Tipo de pedido">
              {t.tipoPedido ? (tipos.get(t.tipoPedido) ?? t.tipoPedido) : ''}
            </Dato>
            <Dato etiqueta="Pruebas">{pruebas.length ? pruebas.join(', ') : 'Ninguna'}</Dato>
          </Rejilla>
        </div>
      )}
    </article>
  );
}
