import { z } from 'zod';

export const RespaldoDto = z.object({
  nombre: z.string(),
  fecha: z.date(),
  tamanoBytes: z.number().int().nonnegative(),
  verificacion: z.enum(['verificado', 'fallido', 'pendiente']),
  errorVerificacion: z.string().nullable(),
  ultimaMigracion: z.string().nullable(),
});

export const CorridaRespaldoDto = z.object({
  estado: z.enum(['en_cola', 'en_curso', 'reintento', 'terminado', 'fallido']),
  solicitadoEl: z.date(),
  iniciadoEl: z.date().nullable(),
  terminadoEl: z.date().nullable(),
  solicitadoPor: z.string().nullable(),
  error: z.string().nullable(),
});

/** The screen: with DATABASE_URL only the notice (`externa`); with the embedded PostgreSQL, its backups. */
export const PantallaRespaldosDto = z.discriminatedUnion('modo', [
  z.object({ modo: z.literal('externa') }),
  z.object({
    modo: z.literal('embebida'),
    carpeta: z.string(),
    comandoRestaurar: z.string(),
    /** The same with `--hasta` and an example minute (point-in-time recovery). */
    comandoRestaurarHasta: z.string(),
    /** Whether this server runs the backup job ("Respaldar ahora" enqueues it). */
    programado: z.boolean(),
    ultimaCorrida: CorridaRespaldoDto.nullable(),
    respaldos: z.array(RespaldoDto),
  }),
]);

export const SolicitudRespaldoDto = z.object({ ultimaCorrida: CorridaRespaldoDto.nullable() });

/** The file a download streams (the server's path: never answered to a browser, only to the download route). */
export const DescargaRespaldoDto = z.object({
  ruta: z.string(),
  tamanoBytes: z.number(),
  nombreDescarga: z.string(),
});
