import { TIPOS_REPORTE_EMBEBIDO } from '@talento/rules';
import { z } from 'zod';

/** Output shapes of the named reports (never ORM entities): a report the user may open, and the one to frame. */
export const ReporteVisibleDto = z.object({ id: z.number(), nombre: z.string(), tipo: z.enum(TIPOS_REPORTE_EMBEBIDO) });
export const ReportesVisiblesDto = z.array(ReporteVisibleDto);
export const ReporteParaVerDto = ReporteVisibleDto.extend({ url: z.string() });
