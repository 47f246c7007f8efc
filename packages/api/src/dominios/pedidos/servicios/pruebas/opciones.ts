import type { EntityManager } from '@mikro-orm/postgresql';
import { pruebasDisponibles, type AlcanceClientes } from '@talento/rules';
import { configPruebas } from '../../../../nucleo/integraciones/pruebas';
import { llamadasPruebasDelPedido } from '../../../../nucleo/integraciones/pruebas-outbox';
import { cargarPedido } from '../cargar';
import { catalogosPruebas, pruebasDefinidas } from './contexto';

/**
 * `pedidos.pruebas.opciones`: what the tests modal offers for an order (in scope): the tests not yet defined, the
 * ones already defined with their choices, the catalogues and the limits of the orders configuration; also the
 * order's test-platform calls with their status (Pendiente/Enviado/Error) and whether the platform is configured.
 */
export async function opcionesPruebas(em: EntityManager, alcance: AlcanceClientes, pedidoId: number) {
  const pedido = await cargarPedido(em, alcance, pedidoId, [
    'fac',
    'competencias',
    'valores',
    'preguntasEntrevista',
  ]);
  const catalogos = await catalogosPruebas(em);
  const definidas = pruebasDefinidas(pedido);
  return {
    pedido: {
      id: pedido.id,
      version: pedido.version,
      nombreCargo: pedido.nombreCargo,
      fac: pedido.fac ? { id: pedido.fac.id, nombre: pedido.fac.nombre } : null,
      detac: pedido.detac ?? null,
      competencias: pedido.competencias
        .getItems()
        .map((c) => c.id)
        .sort((a, b) => a - b),
      valores: pedido.valores
        .getItems()
        .map((v) => v.id)
        .sort((a, b) => a - b),
      entrevista: pedido.preguntasEntrevista
        .getItems()
        .sort((a, b) => a.orden - b.orden || a.id - b.id)
        .map((q) => ({ pregunta: q.pregunta, tiempo: q.tiempo })),
    },
    definidas,
    disponibles: pruebasDisponibles(definidas),
    plataformaConfigurada: configPruebas() !== null,
    llamadasPlataforma: await llamadasPruebasDelPedido(em, pedido.id),
    ...catalogos,
  };
}
