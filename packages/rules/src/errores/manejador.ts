import { MENSAJES } from '../mensajes';

export interface ErrorDeServidor {
  /** HTTP status of the failure (tRPC maps its codes to HTTP statuses). */
  status: number;
  /** Server detail (Spanish) when the server gave one. */
  detalle?: string;
  /** Field messages of a 400. */
  campos?: Record<string, string[] | undefined>;
  /** No answer at all (network down, server unreachable, timeout): not a refusal of the server. */
  sinConexion?: boolean;
}

export interface MensajeDeError {
  titulo: string;
  detalle: string[];
}

/**
 * The generic client-side handler of spec 03 §8: 400 "Información errada" plus each field message;
 * 403/405/409 "No puede realizar la acción solicitada" plus the server detail; 500 "Ocurrio un error al
 * realizar la acción"; anything else "No fue posible realizar la acción". A request that got no answer says so in
 * one human sentence instead (never the browser's "Failed to fetch").
 */
export function mensajeDeError(error: ErrorDeServidor): MensajeDeError {
  if (error.sinConexion) return { titulo: MENSAJES.conexion.sinConexionServidor, detalle: [] };
  const detalle = error.detalle ? [error.detalle] : [];
  switch (error.status) {
    case 400: {
      const campos = Object.values(error.campos ?? {}).flatMap((m) => m ?? []);
      return {
        titulo: MENSAJES.errores.informacionErrada,
        detalle: campos.length ? [...new Set(campos)] : detalle,
      };
    }
    case 403:
    case 405:
    case 409:
      return { titulo: MENSAJES.errores.noPuedeRealizar, detalle };
    case 500:
      return { titulo: MENSAJES.errores.error500, detalle: [] };
    default:
      return { titulo: MENSAJES.errores.otro, detalle };
  }
}
