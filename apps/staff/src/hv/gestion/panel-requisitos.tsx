import { useEffect, useState } from 'react';
import { formatoFecha, formatoNumero, MENSAJES_REQUISITOS, PERMISO_REQUISITOS_HV } from '@talento/rules';
import { Boton, notificar, Spinner } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { ModalDetalleRequisito } from './modal-detalle-requisito';
import { ModalRequisito } from './modal-requisito';
import { ModalTipoRequisito } from './modal-tipo-requisito';
import { ModalVisibilidad } from './modal-visibilidad';

type Abierto = 'agregar' | 'tipo' | 'visibilidad' | { detalle: number } | null;

/** "Requerimientos internos" of the CV (spec 03 §2): results newest first, "Vencida", evidence files, modals. */
export function PanelRequisitos({ candidatoId }: { candidatoId: number }) {
  const { permisos } = useUsuario();
  const puedeEscribir = permisos.includes(PERMISO_REQUISITOS_HV);
  const [abierto, setAbierto] = useState<Abierto>(null);
  const consulta = trpc.hojasDeVida.requisitosPersona.useQuery(
    { candidatoId },
    { meta: { silencioso: true } },
  );
  useEffect(() => {
    if (consulta.error) notificar.error(MENSAJES_REQUISITOS.errorObtener);
  }, [consulta.error]);
  const datos = consulta.data;
  const detalle =
    datos && abierto !== null && typeof abierto === 'object'
      ? datos.requisitos.find((r) => r.id === abierto.detalle)
      : undefined;

  return (
    <section aria-label="Requerimientos internos" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-800">Requerimientos internos</h2>
        {puedeEscribir && (
          <div className="flex flex-wrap gap-2">
            <Boton variante="secundario" onClick={() => setAbierto('tipo')}>
              Crear tipo de requerimiento
            </Boton>
            <Boton
              variante="secundario"
              onClick={() => setAbierto('visibilidad')}
              disabled={!datos?.requisitos.length}
            >
              Visibles para el cliente
            </Boton>
            <Boton onClick={() => setAbierto('agregar')}>Agregar requerimiento</Boton>
          </div>
        )}
      </div>
      {!datos ? (
        consulta.isLoading ? (
          <Spinner etiqueta="Cargando requerimientos" />
        ) : (
          <p className="text-sm text-red-600">{MENSAJES_REQUISITOS.errorObtener}</p>
        )
      ) : datos.requisitos.length === 0 ? (
        <p className="text-sm text-slate-500">{MENSAJES_REQUISITOS.sinRequisitos}</p>
      ) : (
        <ul
          className="flex max-h-[150px] flex-col divide-y divide-slate-100 overflow-y-auto"
          aria-label="Lista de requerimientos"
        >
          {datos.requisitos.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <button
                type="button"
                className="text-left font-medium text-marca-700 hover:underline"
                onClick={() => setAbierto({ detalle: r.id })}
              >
                {r.nombre}
              </button>
              <span className="flex flex-wrap items-center gap-2 text-slate-600">
                <span>{formatoFecha(r.fechaRealizacion)}</span>
                <span className={r.resultado === 1 ? 'text-green-700' : 'text-red-700'}>
                  {r.resultadoEtiqueta}
                </span>
                {r.puntaje !== null && <span>{formatoNumero(r.puntaje)} pts</span>}
                {r.vencida && (
                  <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">
                    {MENSAJES_REQUISITOS.vencida}
                  </span>
                )}
                {r.esVisibleCliente && (
                  <span className="rounded bg-marca-50 px-2 py-0.5 text-xs text-marca-700">
                    Visible al cliente
                  </span>
                )}
                {r.archivos.length > 0 && <span className="text-xs">{r.archivos.length} archivo(s)</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {abierto === 'agregar' && datos && (
        <ModalRequisito
          candidatoId={candidatoId}
          tieneEntrevista={datos.tieneEntrevista}
          onCerrar={() => setAbierto(null)}
        />
      )}
      {abierto === 'tipo' && <ModalTipoRequisito onCerrar={() => setAbierto(null)} />}
      {abierto === 'visibilidad' && datos && (
        <ModalVisibilidad
          candidatoId={candidatoId}
          requisitos={datos.requisitos}
          onCerrar={() => setAbierto(null)}
        />
      )}
      {detalle && (
        <ModalDetalleRequisito
          candidatoId={candidatoId}
          requisito={detalle}
          puedeSubir={puedeEscribir}
          onCerrar={() => setAbierto(null)}
        />
      )}
    </section>
  );
}
