import { z } from 'zod';

export const CiudadDto = z.object({ id: z.number(), nombre: z.string(), departamento: z.string() });
export const SucursalDto = z.object({ id: z.number(), nombre: z.string(), ciudad: z.string() });
export const ClienteDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tipoDocumento: z.number(),
  numeroDocumento: z.string(),
});
