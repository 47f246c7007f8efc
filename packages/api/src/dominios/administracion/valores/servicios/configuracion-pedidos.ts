/**
 * Administración › Valores anuales, orders configuration: the single `configuracion_pedidos` row (limits of profiles,
 * FAC and interviews, the CV percentage for selection). Saved with the version the screen had (CONFLICT otherwise)
 * and its audit row, in one transaction. The readers (profiles, FAC, pipeline, CV summary) read it on every request.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfiguracionPedidos } from '@talento/db';
import type { EntradaGuardarConfiguracionPedidos } from '@talento/rules';
import { auditarCambio } from '../../../../nucleo/auditoria';
import type { ContextInner } from '../../../../nucleo/context';
import { conflicto } from '../../../../nucleo/errors';
import type { ConfiguracionPedidosDto } from '../dto';

function aDto(c: ConfiguracionPedidos): ConfiguracionPedidosDto {
  return {
    version: c.version,
    minPorcentajeHv: c.minPorcentajeHv,
    maxCompetencias: c.maxCompetencias,
    maxSubCompetencias: c.maxSubCompetencias,
    minValores: c.minValores,
    maxValores: c.maxValores,
    maxPregFac: c.maxPregFac,
    minPreguntasEntrevista: c.minPreguntasEntrevista,
    maxPreguntasEntrevista: c.maxPreguntasEntrevista,
    porcentajeEntrevista: c.porcentajeEntrevista,
  };
}

/** `administracion.valores.configuracionPedidos`: the row (its defaults, version 0, while it does not exist). */
export async function leerConfiguracionPedidos(em: EntityManager): Promise<ConfiguracionPedidosDto> {
  const fila = await em.findOne(ConfiguracionPedidos, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  return fila ? aDto(fila) : { ...aDto(em.create(ConfiguracionPedidos, {}, { persist: false })), version: 0 };
}

/** `administracion.valores.guardarConfiguracionPedidos`. */
export async function guardarConfiguracionPedidos(
  em: EntityManager,
  actor: Pick<ContextInner, 'sesion' | 'ip'>,
  entrada: EntradaGuardarConfiguracionPedidos,
): Promise<ConfiguracionPedidosDto> {
  return em.transactional(async (tx) => {
    const { version, ...valores } = entrada;
    const fila = await tx.findOne(
      ConfiguracionPedidos,
      { id: { $gt: 0 } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if ((fila?.version ?? 0) !== version) throw conflicto();
    const antes = fila ? aDto(fila) : null;
    const guardada = fila ? tx.assign(fila, valores) : tx.create(ConfiguracionPedidos, { id: 1, ...valores });
    await tx.flush();
    const despues = aDto(guardada);
    auditarCambio(tx, actor, {
      accion: 'configuracion_pedidos.editar',
      recurso: 'configuracion_pedidos',
      recursoId: guardada.id,
      antes: antes && { ...antes, version: undefined },
      despues: { ...despues, version: undefined },
    });
    await tx.flush();
    return despues;
  });
}
