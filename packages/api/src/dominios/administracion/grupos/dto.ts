import { z } from 'zod';

export const GrupoAdminDto = z.object({
  id: z.number(),
  version: z.number(),
  nombre: z.string(),
  portal: z.enum(['staff', 'cliente']),
  delSistema: z.boolean(),
  usuarios: z.number(),
  permisos: z.array(z.string()),
});
/** The flag catalogue shown by the screen: code, Spanish description and area, in catalogue order. */
export const PermisoCatalogoDto = z.object({ codigo: z.string(), descripcion: z.string(), area: z.string() });
export const ListaGruposDto = z.object({
  grupos: z.array(GrupoAdminDto),
  permisos: z.array(PermisoCatalogoDto),
});
export const GrupoGuardadoDto = z.object({ id: z.number(), mensaje: z.string() });
