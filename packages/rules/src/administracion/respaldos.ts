/**
 * Administración › Respaldos: the backups of the embedded PostgreSQL (apps/server/src/respaldo), their names, when one
 * is late, the texts of the screen and of "Mis pendientes". See docs/decisiones/operacion.md.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { formatoFechaHora } from '../fechas/formato';

/** A backup older than this (a missed daily run and then some) is late: /healthz and "Mis pendientes" say so. */
export const HORAS_MAXIMAS_RESPALDO = 26;

/** A backup folder's name: the Bogotá date and time (`2026-03-10_020000`), `-2`… when two fall in the same second. */
export const PATRON_NOMBRE_RESPALDO = /^\d{4}-\d{2}-\d{2}_\d{6}(-\d{1,3})?$/;

export const MENSAJES_RESPALDOS = {
  nombreInvalido: 'Respaldo inválido',
  baseExterna:
    'Talento usa un servidor de PostgreSQL externo (DATABASE_URL): los respaldos de esa base son tarea de quien opera ese servidor. Esta pantalla solo administra los respaldos de la base embebida. Para un volcado lógico de la base de Talento, ejecute npm run respaldo en el servidor (necesita pg_dump de la versión de ese PostgreSQL o posterior).',
  sinProgramacion:
    'Los respaldos programados están desactivados en este servidor (TALENTO_RESPALDOS=false): haga uno con «npm run respaldo» en el servidor.',
  yaEnCurso: 'Ya hay un respaldo en cola o en curso: espere a que termine.',
  noEncolado: 'No se pudo poner el respaldo en la cola. Intente de nuevo en unos minutos.',
  confirmar:
    'Se hará un respaldo completo de la base de datos mientras Talento sigue atendiendo, y luego se verificará restaurándolo en una carpeta temporal. Puede tardar varios minutos. ¿Desea continuar?',
  encolado: 'El respaldo quedó en cola. Esta pantalla muestra su avance.',
  sinRespaldos: 'Todavía no hay respaldos en la carpeta.',
} as const;

/** How each run (pg-boss job of the backup queue) reads on the screen. */
export const ESTADOS_CORRIDA_RESPALDO = {
  en_cola: 'En cola',
  en_curso: 'En curso',
  reintento: 'Falló; se reintentará',
  terminado: 'Terminado',
  fallido: 'Falló',
} as const;
export type EstadoCorridaRespaldo = keyof typeof ESTADOS_CORRIDA_RESPALDO;

/** A backup's own check: restored into a throwaway cluster and checked (or not yet, while the run verifies it). */
export const VERIFICACIONES_RESPALDO = {
  verificado: 'Verificado',
  fallido: 'No pasó la verificación',
  pendiente: 'Sin verificar',
} as const;
export type VerificacionRespaldo = keyof typeof VERIFICACIONES_RESPALDO;

/** What the download form posts (`POST /api/respaldos/descargar`). */
export const EntradaDescargaRespaldo = z.object({
  nombre: campo.formato(PATRON_NOMBRE_RESPALDO, MENSAJES_RESPALDOS.nombreInvalido, 40),
});
export type EntradaDescargaRespaldo = z.infer<typeof EntradaDescargaRespaldo>;

/**
 * Why an administrator is warned on "Mis pendientes" (null: no warning): no verified backup, the last verified one
 * older than HORAS_MAXIMAS_RESPALDO, or the last run failed.
 */
export function motivoAvisoRespaldo(
  o: { ultimoVerificado: Date | null; ultimaCorridaFallida: boolean },
  ahora: Date,
): 'sin_respaldo' | 'atrasado' | 'fallido' | null {
  if (o.ultimaCorridaFallida) return 'fallido';
  if (!o.ultimoVerificado) return 'sin_respaldo';
  return ahora.getTime() - o.ultimoVerificado.getTime() >= HORAS_MAXIMAS_RESPALDO * 3_600_000
    ? 'atrasado'
    : null;
}

export const TEXTOS_AVISO_RESPALDO = {
  sin_respaldo: 'No hay ningún respaldo verificado de la base de datos.',
  atrasado: `El último respaldo verificado tiene más de ${HORAS_MAXIMAS_RESPALDO} horas.`,
  fallido: 'El último respaldo de la base de datos falló.',
} as const;

/** The restore command the screen shows: restore stays a command line, run with the server stopped. */
export const comandoRestaurar = (carpeta: string) => `npm run restaurar -- ${carpeta}`;

/**
 * The same command back to a chosen Bogotá minute (point-in-time recovery from the archived WAL); the example is the
 * minute the screen was read, a moment the newest backup and its archive can reach once the server is stopped.
 */
export const comandoRestaurarHasta = (carpeta: string, momento: Date) =>
  `${comandoRestaurar(carpeta)} --hasta "${formatoFechaHora(momento)}"`;
