/**
 * Salary concepts of a hiring order ("manage order concepts", spec 01 §3, §5, §9): tipo, periodicidad,
 * concepto and valor are all required; a value above 60 % of the salary needs an explicit confirmation;
 * the table shows descriptions truncated at 30 characters.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { formatoPorcentaje } from '../formato';
import { MENSAJES_CONTRATACION as M } from './mensajes';

/** Concept value limit as a fraction of the salary (spec 01 §9). */
export const LIMITE_CONCEPTO_SALARIO = 0.6;
/** Characters of a concept description shown in the concepts table (spec 01 §9). */
export const LARGO_DESCRIPCION_CONCEPTO = 30;

const codigo = campo.texto({ min: 1, max: 40, mensaje: M.requerido, mensajeLargo: M.maxCaracteres(40) });

/** The concept form and the `contratacion.guardarConcepto` input (without the order/version wrapper). */
export const CamposConcepto = z.object({
  /** CatalogoItem TIPO_CONCEPTO. */
  tipo: codigo,
  /** CatalogoItem PERIODICIDAD. */
  periodicidad: codigo,
  /** CatalogoItem CONCEPTO_CONTRATO codigo (its description is copied by the server). */
  concepto: codigo,
  valor: campo.dinero({ mensaje: M.requerido, mensajeNegativo: M.valorNoNegativo }),
  /** The user accepted a value above 60 % of the salary. */
  confirmadoSobreLimite: z.boolean().default(false),
});
export type CamposConcepto = z.infer<typeof CamposConcepto>;

/** True when the value needs the confirmation (strictly above 60 % of the salary). */
export function superaLimiteConcepto(valor: number, salario: number): boolean {
  // Compare in cents: 0.6 × 1 423 500 is not exact in binary floating point.
  return Math.round(valor * 100) * 10 > Math.round(salario * 100) * (LIMITE_CONCEPTO_SALARIO * 10);
}

/** The question the form asks before saving a value above the limit; null when none is needed. */
export function preguntaLimiteConcepto(valor: number, salario: number): string | null {
  return superaLimiteConcepto(valor, salario)
    ? M.conceptoSobreLimite(formatoPorcentaje(LIMITE_CONCEPTO_SALARIO * 100))
    : null;
}

/** The server's check: above the limit without the confirmation flag is refused with this message. */
export function problemaLimiteConcepto(
  c: Pick<CamposConcepto, 'valor' | 'confirmadoSobreLimite'>,
  salario: number,
): string | null {
  return superaLimiteConcepto(c.valor, salario) && !c.confirmadoSobreLimite ? M.conceptoSinConfirmar : null;
}

/** The description as the concepts table shows it: at most 30 characters, "…" when cut. */
export function descripcionCortaConcepto(descripcion: string): string {
  const chars = Array.from(descripcion.trim());
  return chars.length <= LARGO_DESCRIPCION_CONCEPTO
    ? chars.join('')
    : `${chars.slice(0, LARGO_DESCRIPCION_CONCEPTO - 1).join('')}…`;
}
