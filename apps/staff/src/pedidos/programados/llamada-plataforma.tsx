import { EstadoMensajeSaliente } from '@talento/rules';
import { InsigniaEstado, type Tono } from '@talento/ui';

export interface LlamadaPlataforma {
  estado: number;
  /** Pendiente / Enviado / Error. */
  estadoEtiqueta: string;
  /** The platform's refusal, when Error. */
  mensaje: string | null;
}

const TONO: Record<number, Tono> = {
  [EstadoMensajeSaliente.PENDIENTE]: 'aviso',
  [EstadoMensajeSaliente.ENVIADO]: 'exito',
  [EstadoMensajeSaliente.ERROR]: 'peligro',
};

/** How often a screen asks again while a platform call is Pendiente (as the hiring-order modal does). */
export const INTERVALO_PENDIENTE_MS = 2000;

/** While a configured platform still has a Pendiente call, the screen asks again; unconfigured, nothing would change. */
export function intervaloMientrasPendiente(
  configurada: boolean | undefined,
  llamadas: readonly (LlamadaPlataforma | null)[],
): number | false {
  return configurada === true && llamadas.some((l) => l?.estado === EstadoMensajeSaliente.PENDIENTE)
    ? INTERVALO_PENDIENTE_MS
    : false;
}

/** The status of one call to the test platform, with the platform's message when it refused. */
export function EstadoLlamada({
  llamada,
  sinLlamada = '—',
}: {
  llamada: LlamadaPlataforma | null;
  sinLlamada?: string;
}) {
  if (!llamada) return <span className="text-sm text-slate-600">{sinLlamada}</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <InsigniaEstado etiqueta={llamada.estadoEtiqueta} tono={TONO[llamada.estado] ?? 'neutro'} />
      {llamada.mensaje && <span className="text-xs text-red-700">{llamada.mensaje}</span>}
    </span>
  );
}
