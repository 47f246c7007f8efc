/** A pg-boss job of the backup queue as Administración › Respaldos shows it (its state, times, who asked, why it failed). */
import type { CorridaRespaldo } from '@talento/api';

export interface FilaTrabajo {
  state: string;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  output: unknown;
  data: unknown;
}

const ESTADOS: Record<string, CorridaRespaldo['estado']> = {
  created: 'en_cola',
  retry: 'reintento',
  active: 'en_curso',
  completed: 'terminado',
  cancelled: 'fallido',
  failed: 'fallido',
};

/** The last line of the failure: the CLI's own Spanish sentence ("No se pudo hacer el respaldo: …"). */
function ultimaLinea(output: unknown): string | null {
  const mensaje = (output as { message?: unknown } | null)?.message;
  if (typeof mensaje !== 'string') return null;
  const lineas = mensaje
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lineas.at(-1)?.slice(0, 500) ?? null;
}

export function corridaDeTrabajo(fila: FilaTrabajo): CorridaRespaldo {
  const estado = ESTADOS[fila.state] ?? 'en_cola';
  const solicitadoPor = (fila.data as { solicitadoPor?: unknown } | null)?.solicitadoPor;
  return {
    estado,
    solicitadoEl: new Date(fila.created_on),
    iniciadoEl: fila.started_on ? new Date(fila.started_on) : null,
    terminadoEl: fila.completed_on ? new Date(fila.completed_on) : null,
    solicitadoPor: typeof solicitadoPor === 'string' && solicitadoPor ? solicitadoPor : null,
    error: estado === 'fallido' || estado === 'reintento' ? ultimaLinea(fila.output) : null,
  };
}
