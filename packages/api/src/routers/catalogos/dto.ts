import { z } from 'zod';

export const CiudadDto = z.object({ id: z.number(), nombre: z.string(), departamento: z.string() });
export const SucursalDto = z.object({ id: z.number(), nombre: z.string(), ciudad: z.string() });
export const ClienteDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tipoDocumento: z.number(),
  numeroDocumento: z.string(),
});

/** Typeahead text: cities from 3 characters, clients from 4 (spec 01 §5). */
export const BusquedaCiudad = z.object({ texto: z.string().trim().min(3, 'Escribe al menos 3 caracteres').max(100) });
export const BusquedaCliente = z.object({ texto: z.string().trim().min(4, 'Escribe al menos 4 caracteres').max(100) });
