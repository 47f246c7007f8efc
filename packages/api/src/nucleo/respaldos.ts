/**
 * The backups of the embedded PostgreSQL as the API sees them: a port the server implements (apps/server/src/respaldo:
 * the backups folder and the pg-boss queue of the backup job) and passes in the context's configuration. Null with
 * DATABASE_URL: the database's backups are then its operator's. See docs/decisiones/operacion.md.
 */

/** One backup folder: its manifest and its verification (null while the run is still verifying it). */
export interface RespaldoEnCarpeta {
  /** Folder name (`2026-03-10_020000`), which sorts in time order. */
  nombre: string;
  fecha: Date;
  tamanoBytes: number;
  verificado: boolean | null;
  /** Why the verification failed, in Spanish. */
  errorVerificacion: string | null;
  ultimaMigracion: string | null;
}

export type EstadoCorrida = 'en_cola' | 'en_curso' | 'reintento' | 'terminado' | 'fallido';

/** The newest run of the backup job (scheduled or asked for on the screen). */
export interface CorridaRespaldo {
  estado: EstadoCorrida;
  solicitadoEl: Date;
  iniciadoEl: Date | null;
  terminadoEl: Date | null;
  /** The user who asked for it on the screen; null for the scheduled run. */
  solicitadoPor: string | null;
  /** Last line of the failure, in Spanish. */
  error: string | null;
}

export interface PuertoRespaldos {
  /** The backups folder (absolute), as the restore command names it. */
  carpeta: string;
  /** The backups, newest first. */
  listar(): Promise<RespaldoEnCarpeta[]>;
  /** The backup file of `nombre` (one listed), or null when there is no such backup. */
  archivo(nombre: string): Promise<{ ruta: string; tamanoBytes: number } | null>;
  /** Null when the backup job does not run on this server (TALENTO_RESPALDOS=false). */
  cola: {
    ultimaCorrida(): Promise<CorridaRespaldo | null>;
    /** Enqueues a run of the same job as the schedule; false when one is already queued or running. */
    solicitar(solicitadoPor: string): Promise<boolean>;
  } | null;
}
