import { InsigniaEstado, type Tono } from '@talento/ui';
import { formatoFechaHora, EstadoMensajeSaliente } from '@talento/rules';
import type { LlamadaErp } from './tipos';

const OPERACION: Record<LlamadaErp['operacion'], string> = {
  requisicion: 'Requisición',
  radicacion: 'Radicación (contrato)',
  induccion: 'Inducción',
  hoja_de_vida: 'Hoja de vida',
};
const TONO: Record<number, Tono> = {
  [EstadoMensajeSaliente.PENDIENTE]: 'aviso',
  [EstadoMensajeSaliente.ENVIADO]: 'exito',
  [EstadoMensajeSaliente.ERROR]: 'peligro',
};

/** Each ERP call with its status (Pendiente, Enviado, Error with the ERP's message and an optional retry). */
export function LlamadasErp({
  llamadas,
  onReintentar,
}: {
  llamadas: readonly LlamadaErp[];
  onReintentar?: (l: LlamadaErp) => void;
}) {
  if (!llamadas.length) return <p className="text-sm text-slate-600">Sin envíos al sistema de nómina.</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {llamadas.map((l) => (
        <li key={l.id} className="flex flex-wrap items-center gap-2">
          <span className="text-slate-800">{OPERACION[l.operacion]}</span>
          <InsigniaEstado etiqueta={l.estadoEtiqueta} tono={TONO[l.estado] ?? 'neutro'} />
          <span className="text-xs text-slate-600">{formatoFechaHora(l.enviadoEn ?? l.creadoEn)}</span>
          {l.mensaje && <span className="text-xs text-red-700">{l.mensaje}</span>}
          {l.estado === EstadoMensajeSaliente.ERROR && onReintentar && (
            <button
              type="button"
              className="text-xs text-marca-700 underline"
              onClick={() => onReintentar(l)}
            >
              Reintentar
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
