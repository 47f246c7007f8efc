/**
 * What the novedades and notificaciones procedures answer (their `.output()`; zod directly, as in mapa-dto.ts): the
 * server's answers are checked against these, and the screens' types come from them.
 */
import { z } from 'zod';

const Entero = z.number().int();

export const ListaNovedades = z.object({
  filas: z.array(
    z.object({
      id: Entero,
      version: Entero,
      fecha: z.date(),
      tipo: z.string(),
      subtipo: z.string(),
      usuario: z.string(),
      almacen: z.string(),
      region: z.string().nullable(),
      cliente: z.string(),
      texto: z.string(),
      estado: Entero,
      solvedAt: z.date().nullable(),
      fotos: Entero,
    }),
  ),
  total: Entero,
  /** The count stopped at TOPE_CONTEO_NOVEDADES: "más de N". */
  totalAcotado: z.boolean(),
  pagina: Entero,
  tamanoPagina: Entero,
});

export const SolucionNovedad = z.object({
  id: Entero,
  version: Entero,
  estado: Entero,
  solvedAt: z.date().nullable(),
  comentario: z.string().nullable(),
  /** Name of who solved it; null while Pendiente. */
  resueltaPor: z.string().nullable(),
  fotos: z.array(z.object({ id: Entero, nombre: z.string() })),
});

/** A data URL of the stored bytes or an https address; null when it cannot be shown. */
export const FotoNovedadDto = z.object({ src: z.string().nullable() });

export const RegionesCliente = z.array(z.object({ id: Entero, nombre: z.string() }));

export const DispositivosElegibles = z.array(
  z.object({
    id: Entero,
    deviceId: z.string(),
    username: z.string(),
    nombre: z.string(),
    apellido: z.string(),
  }),
);

export const HistorialNotificaciones = z.object({
  total: Entero,
  pagina: Entero,
  paginas: Entero,
  filas: z.array(
    z.object({
      id: Entero,
      fecha: z.date(),
      cliente: z.string(),
      region: z.string().nullable(),
      titulo: z.string(),
      texto: z.string(),
      enviadaPor: z.string(),
      entregas: z.array(
        z.object({
          dispositivoId: Entero,
          deviceId: z.string(),
          username: z.string(),
          estado: Entero,
          enviadaAt: z.date().nullable(),
          entregadaAt: z.date().nullable(),
          ultimoError: z.string().nullable(),
        }),
      ),
    }),
  ),
});
