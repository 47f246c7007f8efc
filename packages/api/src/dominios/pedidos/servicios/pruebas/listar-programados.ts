import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoProgramado } from '@talento/db';
import { nombreCompleto, type AlcanceClientes } from '@talento/rules';
import { configPruebas } from '../../../../nucleo/integraciones/pruebas';
import {
  llamadasPruebasDelPedido,
  type LlamadaPruebas,
} from '../../../../nucleo/integraciones/pruebas-outbox';
import { cargarPedido } from '../cargar';
import { pruebasDefinidas } from './contexto';

/** The newest platform call (invitation or interview) of each invited e-mail. */
function ultimaLlamadaPorCorreo(llamadas: readonly LlamadaPruebas[]): Map<string, LlamadaPruebas> {
  const ultima = new Map<string, LlamadaPruebas>();
  // `llamadas` come newest first: the first one seen per e-mail is its latest.
  for (const l of llamadas) if (l.correo !== null && !ultima.has(l.correo)) ultima.set(l.correo, l);
  return ultima;
}

/**
 * `/pedido-programados/:idPedido` data: everyone invited to the order's tests (order in scope: the scope is in
 * `cargarPedido`'s query), with e-mail, candidate, dates, the status of each test (1 Programada, 2 Presentada,
 * 3 No programada) and the status of its latest platform call; the tests the order defines and whether the
 * platform is configured (without it every call stays Pendiente).
 */
export async function listarProgramados(em: EntityManager, alcance: AlcanceClientes, pedidoId: number) {
  const pedido = await cargarPedido(em, alcance, pedidoId);
  const [filas, llamadas] = await Promise.all([
    em.find(CandidatoProgramado, { pedido: pedido.id }, { populate: ['candidato'], orderBy: { id: 'asc' } }),
    llamadasPruebasDelPedido(em, pedido.id),
  ]);
  const ultima = ultimaLlamadaPorCorreo(llamadas);
  return {
    pedido: { id: pedido.id, nombreCargo: pedido.nombreCargo },
    definidas: pruebasDefinidas(pedido),
    plataformaConfigurada: configPruebas() !== null,
    programados: filas.map((f) => {
      const l = ultima.get(f.correo);
      return {
        id: f.id,
        correo: f.correo,
        candidato: f.candidato ? { id: f.candidato.id, nombre: nombreCompleto(f.candidato) } : null,
        programaPruebaFecha: f.programaPruebaFecha ?? null,
        fechaInformaPrueba: f.fechaInformaPrueba ?? null,
        estados: {
          FAC: f.fac,
          DETAC: f.detac,
          COMPETENCIAS: f.competencias,
          IDISC: f.idisc,
          VALORES: f.valores,
          ENTREVISTA: f.entrevista,
        },
        llamada: l
          ? { operacion: l.operacion, estado: l.estado, estadoEtiqueta: l.estadoEtiqueta, mensaje: l.mensaje }
          : null,
      };
    }),
  };
}
