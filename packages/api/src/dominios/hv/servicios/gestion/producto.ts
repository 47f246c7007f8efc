import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, Requisito, RequisitoPersona, type Candidato, type HojaDeVida } from '@talento/db';
import { hoyIso, siguienteEstadoProducto } from '@talento/rules';

/**
 * Applies the product-state rule (spec 03 §4) inside the caller's transaction, after the requirement
 * change was flushed: 0 → 1 once every active finished-product requirement has a passing valid result,
 * never back. The active candidate-order rows carry the person's product state too. Returns the new state.
 */
export async function aplicarEstadoProducto(
  tx: EntityManager,
  candidato: Candidato,
  hv: HojaDeVida,
  ahora: Date,
): Promise<number> {
  if (candidato.estadoProducto === 1) return 1;
  const requisitos = await tx.find(Requisito, { estado: true, esDeProductoTerminado: true });
  const resultados = requisitos.length
    ? await tx.find(
        RequisitoPersona,
        { hojaDeVida: hv.id, requisito: { $in: requisitos.map((r) => r.id) } },
        { fields: ['id', 'requisito', 'fechaRealizacion', 'resultado'] },
      )
    : [];
  const nuevo = siguienteEstadoProducto(
    candidato.estadoProducto,
    requisitos.map((r) => ({ id: r.id, validezDias: r.validezDias })),
    resultados.map((r) => ({
      id: r.id,
      requisitoId: r.requisito.id,
      fechaRealizacion: String(r.fechaRealizacion),
      resultado: r.resultado,
    })),
    hoyIso(ahora),
  );
  if (nuevo === 1) {
    candidato.estadoProducto = 1;
    await tx.nativeUpdate(
      CandidatoPedido,
      { candidato: candidato.id, activo: true, estadoProducto: 0 },
      { estadoProducto: 1 },
    );
  }
  return nuevo;
}
