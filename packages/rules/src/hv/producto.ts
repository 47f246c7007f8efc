/**
 * Product state of a candidate (spec 03 §4): estado_producto moves 0 → 1 by itself once every active
 * finished-product requirement has a passing result; it never goes back.
 */
import { requisitoVigente } from './requisitos';

export interface RequisitoProducto {
  id: number;
  validezDias: number;
}

export interface ResultadoParaProducto {
  id: number;
  requisitoId: number;
  /** 'YYYY-MM-DD'. */
  fechaRealizacion: string;
  /** RESULTADO_REQUISITO: 1 Cumple. */
  resultado: number;
}

/**
 * The latest result (by realisation date, then id) of each requirement is the one that counts; it passes
 * when it is "Cumple" and still valid (realisation date + validity days after today).
 */
export function resultadoAprobado(
  requisito: RequisitoProducto,
  resultados: readonly ResultadoParaProducto[],
  hoy: string,
): boolean {
  let ultimo: ResultadoParaProducto | undefined;
  for (const r of resultados) {
    if (r.requisitoId !== requisito.id) continue;
    if (
      !ultimo ||
      r.fechaRealizacion > ultimo.fechaRealizacion ||
      (r.fechaRealizacion === ultimo.fechaRealizacion && r.id > ultimo.id)
    )
      ultimo = r;
  }
  return (
    !!ultimo &&
    ultimo.resultado === 1 &&
    requisitoVigente(ultimo.fechaRealizacion, requisito.validezDias, hoy)
  );
}

/**
 * The new estado_producto: 1 stays 1 (never back); 0 becomes 1 when there is at least one active
 * finished-product requirement and every one of them has a passing result. With no such requirement
 * configured nothing moves (an empty list must not turn every CV into a finished product).
 */
export function siguienteEstadoProducto(
  actual: number,
  requisitosProducto: readonly RequisitoProducto[],
  resultados: readonly ResultadoParaProducto[],
  hoy: string,
): 0 | 1 {
  if (actual === 1) return 1;
  if (requisitosProducto.length === 0) return 0;
  return requisitosProducto.every((r) => resultadoAprobado(r, resultados, hoy)) ? 1 : 0;
}
