import { useId, useState } from 'react';
import { ACCION_DESCARTE, CamposDescarte, MENSAJES_PIPELINE, motivoDescarteFaltante, refinarDescarte, type AccionDescarte } from '@talento/rules';
import { PieConfirmacion, Spinner } from '@talento/ui';
import { trpc } from '../../../trpc';
import { Modal } from './modal';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

const control = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500';
const Formulario = CamposDescarte.superRefine(refinarDescarte);

/**
 * Discard a candidate (or validate a client's rejection), or "Discard candidate after interview" (spec 01 §2, the
 * "No aprueba entrevista" outcome): reason (optional in state 3), other reason, follow-up action (category, stock
 * order, current order or none) with its destination, and the bar.
 */
export function ModalDescarte({
  pedidoId,
  candidato,
  acciones,
  onCerrar,
  accion: accionCandidato = 'rechazar',
}: {
  pedidoId: number;
  candidato: CandidatoFila;
  acciones: AccionesCandidato;
  onCerrar: () => void;
  accion?: 'rechazar' | 'noApruebaEntrevista';
}) {
  const ids = { motivo: useId(), otro: useId(), destino: useId() };
  const motivos = trpc.candidatosPedido.motivosRechazo.useQuery();
  const destinos = trpc.candidatosPedido.destinosDescarte.useQuery({ pedidoId });
  const [motivo, setMotivo] = useState('');
  const [otro, setOtro] = useState('');
  const [accion, setAccion] = useState<AccionDescarte | ''>('');
  const [destino, setDestino] = useState('');
  const [vetar, setVetar] = useState(false);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const yaRechazado = candidato.estado === 3;
  const trasEntrevista = accionCandidato === 'noApruebaEntrevista';
  const titulo = trasEntrevista ? 'No aprueba entrevista' : yaRechazado ? 'Validar rechazo' : 'Descartar candidato';
  const boton = trasEntrevista ? 'No aprueba entrevista' : yaRechazado ? 'Validar rechazo' : 'Descartar';

  const pedidos = accion === 'a_pedido_stock' ? destinos.data?.pedidosStock : destinos.data?.pedidosVigentes;
  const opcionesDestino =
    accion === 'a_categoria'
      ? (destinos.data?.categorias ?? []).map((c) => ({ id: c.id, texto: c.nombre }))
      : (pedidos ?? []).map((p) => ({ id: p.id, texto: `${p.id} · ${p.nombreCargo} · ${p.cliente}${p.ciudad ? ` · ${p.ciudad}` : ''} (${p.estadoEtiqueta})` }));

  const descartar = () => {
    const datos = {
      motivoRechazoId: motivo ? Number(motivo) : null,
      otroMotivo: otro.trim() || null,
      accionDescarte: accion || undefined,
      categoriaId: accion === 'a_categoria' && destino ? Number(destino) : null,
      pedidoDestinoId: (accion === 'a_pedido_vigente' || accion === 'a_pedido_stock') && destino ? Number(destino) : null,
      vetarCandidato: vetar ? 1 : 0,
    };
    const r = Formulario.safeParse(datos);
    const nuevos: Record<string, string> = {};
    if (motivoDescarteFaltante(candidato.estado, datos.motivoRechazoId)) nuevos.motivoRechazoId = MENSAJES_PIPELINE.motivoRequerido;
    if (!r.success) for (const i of r.error.issues) nuevos[String(i.path[0] ?? '_')] ??= i.message;
    setErrores(nuevos);
    if (!r.success || Object.keys(nuevos).length) return;
    acciones.cambiarEstado.mutate({ id: candidato.id, version: candidato.version, accion: accionCandidato, ...r.data }, { onSuccess: onCerrar });
  };

  const error = (campo: string) => errores[campo] && <p className="text-xs text-red-600">{errores[campo]}</p>;
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`${titulo}: ${candidato.nombre}`}
      pie={
        <PieConfirmacion
          texto={boton}
          onConfirmar={descartar}
          onCancelar={onCerrar}
          cargando={acciones.cambiarEstado.isPending}
          peligro
        />
      }
    >
      {motivos.isLoading || destinos.isLoading ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.motivo} className="text-sm font-medium text-slate-700">
              Motivo de rechazo{yaRechazado ? ' (opcional)' : ''}
            </label>
            <select id={ids.motivo} value={motivo} onChange={(e) => setMotivo(e.target.value)} className={control}>
              <option value="">Seleccione…</option>
              {(motivos.data ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nombre}
                </option>
              ))}
            </select>
            {error('motivoRechazoId')}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.otro} className="text-sm font-medium text-slate-700">
              Otro motivo
            </label>
            <textarea id={ids.otro} rows={2} value={otro} onChange={(e) => setOtro(e.target.value)} className={control} />
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">Acción a realizar con el candidato</legend>
            {ACCION_DESCARTE.opciones.map((o) => (
              <label key={o.valor} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="accion-descarte"
                  checked={accion === o.valor}
                  onChange={() => {
                    setAccion(o.valor);
                    setDestino('');
                  }}
                />
                {o.etiqueta}
              </label>
            ))}
            {error('accionDescarte')}
          </fieldset>
          {accion && accion !== 'ninguna' && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.destino} className="text-sm font-medium text-slate-700">
                {accion === 'a_categoria' ? 'Categoría de stock' : 'Pedido'}
              </label>
              <select id={ids.destino} value={destino} onChange={(e) => setDestino(e.target.value)} className={control}>
                <option value="">Seleccione…</option>
                {opcionesDestino.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.texto}
                  </option>
                ))}
              </select>
              {error('categoriaId')}
              {error('pedidoDestinoId')}
            </div>
          )}
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={vetar} onChange={(e) => setVetar(e.target.checked)} />
            Vetar candidato: no puede enviarse de nuevo a este cliente
          </label>
        </div>
      )}
    </Modal>
  );
}
