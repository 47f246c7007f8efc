import { ReporteEmbebido } from '../../../entities';
import { cliente, type Contexto, NIT_LA_SABANA } from './contexto';

/**
 * Two embedded reports. The operations indicators are not seeded: the reports job computes them from the demo
 * orders and candidates like from any other data (issue 19).
 */
export async function seedReportes(ctx: Contexto): Promise<void> {
  const { em } = ctx;
  em.create(ReporteEmbebido, {
    nombre: 'Rotación y ausentismo',
    url: 'https://reportes.talento.demo/embed/rotacion-ausentismo',
    permiso: 'read_reportesOperaciones_todos',
  });
  em.create(ReporteEmbebido, {
    nombre: 'Cumplimiento de rutas de mercaderistas',
    url: 'https://reportes.talento.demo/embed/merchandising-rutas',
    esMerchandising: true,
    cliente: cliente(ctx, NIT_LA_SABANA),
  });
  await em.flush();
}
