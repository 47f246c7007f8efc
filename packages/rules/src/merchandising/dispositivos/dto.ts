/** Output shapes of the devices' API and of the staff procedures `dispositivos.*` (what the server writes). */
import { z } from 'zod';

export const RespuestaEnrolamiento = z.object({ token: z.string(), dispositivoId: z.number().int() });

export const ResultadoLote = z.object({
  clave: z.string(),
  recibidos: z.number().int(),
  ids: z.array(z.number().int()).optional(),
});
export type ResultadoLote = z.infer<typeof ResultadoLote>;

export const NotificacionPendiente = z.object({
  id: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  enviadaEn: z.string(),
});
export const RespuestaNotificaciones = z.object({ notificaciones: z.array(NotificacionPendiente) });

export const CatalogosDispositivo = z.object({
  almacenes: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      direccion: z.string().nullable(),
      cliente: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  ),
  subTiposNovedad: z.array(z.object({ id: z.number().int(), nombre: z.string(), tipo: z.string() })),
});
export type CatalogosDispositivo = z.infer<typeof CatalogosDispositivo>;

export const ErrorApiDispositivos = z.object({ error: z.object({ message: z.string() }) });

export const CodigoGenerado = z.object({ codigo: z.string(), expiraAt: z.date() });
export type CodigoGenerado = z.infer<typeof CodigoGenerado>;

export const ESTADOS_DISPOSITIVO = ['activo', 'revocado', 'sinEnrolar'] as const;
export type EstadoDispositivo = (typeof ESTADOS_DISPOSITIVO)[number];

export const DispositivoListado = z.object({
  id: z.number().int(),
  usuarioId: z.number().int(),
  username: z.string(),
  mercaderista: z.string(),
  deviceId: z.string(),
  nombre: z.string().nullable(),
  enroladoAt: z.date().nullable(),
  ultimoContactoAt: z.date().nullable(),
  revocadoAt: z.date().nullable(),
  estado: z.enum(ESTADOS_DISPOSITIVO),
});
export type DispositivoListado = z.infer<typeof DispositivoListado>;
