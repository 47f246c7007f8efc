import type { TarjetaPedido } from '@talento/rules';
import { CAUSA_CANCELACION, diasEnRojo, ETIQUETA_PEDIDO_TERMINADO, formatoDinero, formatoFecha, maquinaPedido, TIPO_DOCUMENTO_CLIENTE } from '@talento/rules';
import { useNavigate } from 'react-router';
import { Dato } from '@talento/ui';

const PRUEBAS: [keyof TarjetaPedido, string][] = [
  ['pruebaFac', 'FAC'],
  ['pruebaDetac', 'DETAC'],
  ['pruebaComp', 'Competencias'],
  ['pruebaIdisc', 'IDISC'],
  ['pruebaValores', 'Valores'],
  ['pruebaEntrevistas', 'Entrevista'],
];

/** One order with every item of spec 01 §2; opens the edit page (1/111) or the detail. */
export function TarjetaDePedido({ t, tipos, compacta = false }: { t: TarjetaPedido; tipos: Map<string, string>; compacta?: boolean }) {
  const navigate = useNavigate();
  const cerrado = t.estado === 0 || t.estado === 5;
  const pruebas = PRUEBAS.filter(([k]) => t[k]).map(([, n]) => n);
  return (
    <article
      data-testid="tarjeta-pedido"
      aria-label={`Pedido ${t.id}`}
      role="link"
      tabIndex={0}
      onClick={() => void navigate(maquinaPedido.rutaDePedido(t.id, t.estado))}
      onKeyDown={(e) => e.key === 'Enter' && void navigate(maquinaPedido.rutaDePedido(t.id, t.estado))}
      className="cursor-pointer rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm transition hover:border-marca-400 hover:shadow"
    >
      <header className="mb-2 flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-800">{t.cargo}</p>
          <p className="text-slate-600">
            {t.clienteNombre} · {TIPO_DOCUMENTO_CLIENTE.etiqueta(t.clienteTipoDocumento)} {t.clienteNumeroDocumento}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-xs text-slate-500">N.º {t.id}</span>
          {t.esDestacado && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Urgente</span>}
          {!t.tieneFac && !cerrado && <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">Sin FAC</span>}
        </div>
      </header>
      <dl className={`grid gap-x-3 gap-y-1 ${compacta ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-4'}`}>
        <Dato etiqueta="Ciudad">
          {t.ciudad ?? 'Multiciudad'}
          {t.lineasCiudad > 1 && <span className="ml-1 text-xs text-slate-500">({t.lineasCiudad} ciudades)</span>}
        </Dato>
        <Dato etiqueta="Sucursal">{t.sucursal ?? '—'}</Dato>
        <Dato etiqueta="Solicitud">{formatoFecha(t.fechaSolicitud)}</Dato>
        <Dato etiqueta="Ingreso">{formatoFecha(t.fechaIngreso) || '—'}</Dato>
        <Dato etiqueta="Vacantes">
          {t.vacantesCumplidas}/{t.vacantes}
        </Dato>
        <Dato etiqueta="Preseleccionados / seleccionados">
          {t.preseleccionados} / {t.seleccionados}
        </Dato>
        <Dato etiqueta="Días transcurridos">{t.diasTranscurridos}</Dato>
        <Dato etiqueta={`Días restantes (de ${t.diasBusqueda})`}>
          <span data-testid="dias-restantes" className={diasEnRojo(t.diasRestantes) ? 'font-semibold text-red-600' : ''}>
            {t.diasRestantes}
          </span>
        </Dato>
        <Dato etiqueta="Creado por">{t.creador}</Dato>
        <Dato etiqueta="Salario">{formatoDinero(t.salario) || '—'}</Dato>
        <Dato etiqueta="Tipo de pedido">{t.tipoPedido ? (tipos.get(t.tipoPedido) ?? t.tipoPedido) : '—'}</Dato>
        <Dato etiqueta="Pruebas">{pruebas.length ? pruebas.join(', ') : 'Ninguna'}</Dato>
        {cerrado && (
          <>
            <Dato etiqueta={t.estado === 0 ? 'Cancelado el' : 'Terminado el'}>{formatoFecha(t.fechaCierre)}</Dato>
            <Dato etiqueta="Causa" ancho>
              {t.estado === 5 ? ETIQUETA_PEDIDO_TERMINADO : CAUSA_CANCELACION.etiqueta(t.causaCancelacion)}
            </Dato>
          </>
        )}
      </dl>
    </article>
  );
}
