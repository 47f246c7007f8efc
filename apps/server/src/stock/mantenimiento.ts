import { mantenerStock, type ResumenMantenimientoStock } from '@talento/api';
import {
  iniciarTrabajoProgramado,
  type OpcionesTrabajo,
  type TrabajoProgramado,
} from '../trabajos/programado';

/** pg-boss queue of the daily stock job (issue 16): one job per run, scheduled by cron. */
export const COLA_MANTENIMIENTO_STOCK = 'stock-mantenimiento';

export type OpcionesMantenimientoStock = OpcionesTrabajo;

export type MantenimientoStock = TrabajoProgramado;

/**
 * Starts the daily stock job (trabajos/programado.ts: cron in Bogotá time, one run at a time across instances, a
 * missed day run when the server comes back, a failed run retried once): `mantenerStock`, idempotent.
 */
export function iniciarMantenimientoStock(o: OpcionesMantenimientoStock): Promise<MantenimientoStock> {
  const reloj = o.reloj ?? (() => new Date());
  return iniciarTrabajoProgramado(o, {
    cola: COLA_MANTENIMIENTO_STOCK,
    nombre: 'stock',
    aplicacion: 'stock',
    descripcion: 'el mantenimiento del stock',
    variableCron: 'STOCK_MANTENIMIENTO_CRON',
    cron: o.cron,
    expiraSegundos: 3600,
    sondeoSegundos: o.sondeoSegundos ?? 30,
    correr: () => mantenerStock(o.orm, reloj()),
    registrar: (resumen, logger) => {
      logger.info(registroDe(resumen), 'stock: mantenimiento terminado');
      for (const p of resumen.pedidos.omitidos)
        logger.warn(p, 'stock: perfil en nivel bajo sin pedido automático');
    },
    programado: 'stock: mantenimiento diario programado',
  });
}

/** What the log keeps of a run: counts and ids, no personal data. */
export function registroDe(r: ResumenMantenimientoStock) {
  return {
    ahora: r.ahora.toISOString(),
    vencidos: r.vencidos,
    recalculados: r.recalculados,
    enNivelBajo: r.enNivelBajo,
    pedidosCreados: r.pedidos.creados.map((c) => ({
      perfilStock: c.perfilStockId,
      pedido: c.pedidoId,
      avisados: c.avisados,
    })),
    yaExistian: r.pedidos.yaExistian,
    omitidos: r.pedidos.omitidos.length,
  };
}
