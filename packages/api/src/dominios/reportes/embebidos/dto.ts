import { TIPOS_REPORTE_EMBEBIDO } from '@talento/rules';
import { z } from 'zod';

/** Output shapes of the named reports (never ORM entities): a report the user may open, and the one to frame. */
export const ReporteVisibleDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_REPORTE_EMBEBIDO),
});
export const ReportesVisiblesDto = z.array(ReporteVisibleDto);
/** `origenPermitido` false: the browser would show a blank frame (CSP frame-src), so the screen says why instead. */
export const ReporteParaVerDto = ReporteVisibleDto.extend({ url: z.string(), origenPermitido: z.boolean() });

/** A report as the administrator's screen lists and saves it. */
export const ReporteAdministradoDto = z.object({
  id: z.number(),
  version: z.number(),
  nombre: z.string(),
  url: z.string(),
  tipo: z.enum(TIPOS_REPORTE_EMBEBIDO),
  permiso: z.string(),
  cliente: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  activo: z.boolean(),
  /** False when the server no longer frames its origin (REPORTES_ORIGENES changed): users would see a blank frame. */
  origenPermitido: z.boolean(),
});
export type ReporteAdministrado = z.infer<typeof ReporteAdministradoDto>;

/** Every report the administrator manages and the origins the server frames. */
export const ReportesAdministradosDto = z.object({
  reportes: z.array(ReporteAdministradoDto),
  origenes: z.array(z.string()),
});
