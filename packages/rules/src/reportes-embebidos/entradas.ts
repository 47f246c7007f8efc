import { z } from 'zod';
import { esPermiso } from '../auth/permisos';
import { campo, Id, Version } from '../esquemas';
import { MENSAJES_REPORTES_EMBEBIDOS as M } from './mensajes';
import { TIPOS_REPORTE_EMBEBIDO, urlSegura } from './reglas';

/** Create (no id) or edit a named report (administrator screen). */
export const EntradaGuardarReporteEmbebido = z.object({
  id: Id.optional(),
  /** Required with `id`: the version the administrator edited (someone else's later change is a conflict). */
  version: Version.optional(),
  nombre: campo.texto({ min: 1, max: 150, mensaje: M.nombreRequerido }),
  url: campo
    .texto({ min: 1, max: 1000, mensaje: M.urlInvalida })
    .refine((v) => URL.canParse(v), M.urlInvalida)
    .refine((v) => !URL.canParse(v) || urlSegura(v), M.urlNoSegura),
  tipo: z.enum(TIPOS_REPORTE_EMBEBIDO, { message: 'Elija el tipo de reporte' }),
  permiso: campo.texto({ min: 1, max: 100, mensaje: M.permisoInvalido }).refine(esPermiso, M.permisoInvalido),
  clienteId: Id.nullable().default(null),
  activo: z.boolean().default(true),
});
export type EntradaGuardarReporteEmbebido = z.input<typeof EntradaGuardarReporteEmbebido>;

export const EntradaVisiblesReporteEmbebido = z.object({ tipo: z.enum(TIPOS_REPORTE_EMBEBIDO).optional() });
export const EntradaIdReporteEmbebido = z.object({ id: Id });

/** The administrator's form (create or edit): the same fields without id and version. */
export const CamposReporteEmbebido = EntradaGuardarReporteEmbebido.omit({ id: true, version: true });
export type CamposReporteEmbebido = z.input<typeof CamposReporteEmbebido>;
