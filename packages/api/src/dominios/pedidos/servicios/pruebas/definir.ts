import type { EntityManager } from '@mikro-orm/postgresql';
import { Competencia, PreguntaEntrevista, Valor } from '@talento/db';
import {
  EstadoPedido,
  MENSAJES_PRUEBAS_PEDIDO as M,
  problemasDefinicionPruebas,
  pruebasElegidas,
  type EntradaDefinirPruebas,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../../nucleo/errors';
import { configPruebas } from '../../../../nucleo/integraciones/pruebas';
import { encolarLlamadaPruebas } from '../../../../nucleo/integraciones/pruebas-outbox';
import { cargarPedidoParaEscribir } from '../cargar';
import { catalogosPruebas, contextoPruebas, pruebasDefinidas } from './contexto';

/**
 * `pedidos.pruebas.definir` (read_pedido_definir_pruebas): adds the chosen tests to an order (locked, in scope,
 * version checked) — only tests not yet defined, within the orders-config limits (the same rule the modal runs) —
 * and sets its test flags, in one transaction. A refusal changes nothing; field problems come back per field.
 * The "create process" call to the test platform is queued in the same transaction (outbox, tipo 'pruebas');
 * without PRUEBAS_URL the definition is still stored and the call stays Pendiente, and the answer says so.
 */
export async function definirPruebas(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaDefinirPruebas,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaEscribir(tx, usuario.alcance, entrada.pedidoId, entrada.version, [
      'fac',
    ]);
    if (pedido.estadoPedido === EstadoPedido.CANCELADO || pedido.estadoPedido === EstadoPedido.TERMINADO)
      throw new AppError('BAD_REQUEST', M.pedidoCerrado);
    const problemas = problemasDefinicionPruebas(
      entrada,
      contextoPruebas(pedido, await catalogosPruebas(tx)),
    );
    const { _: general, ...campos } = problemas;
    if (general) throw new AppError('BAD_REQUEST', general);
    if (Object.keys(campos).length > 0) throw errorDeCampos(campos);

    const elegidas = new Set(pruebasElegidas(entrada));
    if (elegidas.has('FAC')) pedido.pruebaFac = true;
    if (elegidas.has('IDISC')) pedido.pruebaIdisc = true;
    if (elegidas.has('DETAC')) {
      pedido.pruebaDetac = true;
      pedido.detac = entrada.detac;
    }
    if (elegidas.has('COMPETENCIAS')) {
      pedido.pruebaComp = true;
      pedido.competencias.set((entrada.competencias ?? []).map((id) => tx.getReference(Competencia, id)));
    }
    if (elegidas.has('VALORES')) {
      pedido.pruebaValores = true;
      pedido.valores.set((entrada.valores ?? []).map((id) => tx.getReference(Valor, id)));
    }
    if (elegidas.has('ENTREVISTA')) {
      pedido.pruebaEntrevistas = true;
      (entrada.entrevista ?? []).forEach((q, orden) =>
        tx.create(PreguntaEntrevista, { pedido, pregunta: q.pregunta, tiempo: q.tiempo, orden }),
      );
    }
    encolarLlamadaPruebas(tx, { operacion: 'proceso', pedidoId: pedido.id });
    await tx.flush();
    const aviso = configPruebas() ? null : M.plataformaNoConfigurada;
    return {
      pedidoId: pedido.id,
      version: pedido.version,
      definidas: pruebasDefinidas(pedido),
      mensaje: M.definidas,
      aviso,
    };
  });
}
