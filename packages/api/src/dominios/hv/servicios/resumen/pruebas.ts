import type { EntityManager } from '@mikro-orm/postgresql';
import { CalificacionPruebaDigital, Candidato, ConfiguracionPedidos, Pedido } from '@talento/db';
import {
  calificacionDescartada,
  CODIGO_PRUEBA_DIGITAL,
  MENSAJES_HV_RESUMEN,
  paginar,
  ponderarCalificacion,
  PRUEBAS_PAGE_SIZE,
  pruebasRequeridas,
  type AlcanceClientes,
  fechaEnZonaNegocio,
  fechaIsoDeColumna,
} from '@talento/rules';
import { filtroCliente, filtroPedidoOpcional } from '../../../../nucleo/sql/alcance';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import type { z } from 'zod';
import type { PruebasHvDto } from '../../resumen/dto';
import { numeroONulo } from './cargar';
import { entrevistaDto } from './entrevistas';

/** porcentaje_entrevista of the orders config (single row). */
export async function porcentajeEntrevista(em: EntityManager): Promise<number> {
  const [config] = await em.find(ConfiguracionPedidos, {}, { orderBy: { id: 'asc' }, limit: 1 });
  if (!config) throw new AppError('PRECONDITION_FAILED', MENSAJES_HV_RESUMEN.errorConfiguracion);
  return config.porcentajeEntrevista;
}

export interface FiltroPruebas {
  candidatoId: number;
  pedidoId?: number;
  soloVigentes: boolean;
  pagina: number;
}

/**
 * Tests (code and name) the order requires, read inside the user's client scope (the scope is part of the
 * query): null when the order does not exist or belongs to a client outside the scope, so its flags are
 * never disclosed and the rest of the panel still loads.
 */
export async function pruebasRequeridasDelPedido(
  em: EntityManager,
  alcance: AlcanceClientes,
  pedidoId: number,
) {
  const pedido = await em.findOne(
    Pedido,
    { $and: [{ id: pedidoId }, filtroCliente(alcance)] },
    {
      fields: ['pruebaFac', 'pruebaDetac', 'pruebaComp', 'pruebaIdisc', 'pruebaValores', 'pruebaEntrevistas'],
    },
  );
  if (!pedido) return null;
  return pruebasRequeridas(pedido).map((codigo) => ({
    codigo,
    nombre: CODIGO_PRUEBA_DIGITAL.etiqueta(codigo, codigo),
  }));
}

/**
 * The candidate's digital-test ratings, newest first, 5 per page (spec 03 §9), optionally of one order
 * and only the ones still valid (vigente_hasta today or later), each with its tests, interviews and the
 * global score weighted with the configured interview percentage (spec 03 §9). With an order, also the
 * tests that order requires. Client scope, inside the queries: ratings without an order are the agency's
 * and always listed; a rating of an order of a client outside `alcance` never is, so an order outside the
 * scope answers exactly like an order that does not exist (no ratings, no required tests).
 */
export async function listarPruebas(
  em: EntityManager,
  filtro: FiltroPruebas,
  hoy: Date,
  alcance: AlcanceClientes,
): Promise<z.infer<typeof PruebasHvDto>> {
  if (!(await em.count(Candidato, { id: filtro.candidatoId }))) throw noEncontrado();
  const pe = await porcentajeEntrevista(em);
  const hoyIso = fechaEnZonaNegocio(hoy);
  const donde = {
    $and: [
      {
        candidato: filtro.candidatoId,
        ...(filtro.pedidoId ? { pedido: filtro.pedidoId } : {}),
        ...(filtro.soloVigentes ? { vigenteHasta: { $gte: hoyIso } } : {}),
      },
      filtroPedidoOpcional(alcance),
    ],
  };
  const total = await em.count(CalificacionPruebaDigital, donde);
  const p = paginar(total, filtro.pagina, PRUEBAS_PAGE_SIZE);
  const filas = await em.find(CalificacionPruebaDigital, donde, {
    populate: ['pruebas', 'entrevistas', 'pedido'],
    orderBy: [{ fecha: 'desc' }, { id: 'desc' }],
    limit: p.tamano,
    offset: p.desplazamiento,
  });
  // After the ratings: their orders are then fully loaded, so this partial read never shadows them.
  const pruebasRequeridasPedido = filtro.pedidoId
    ? await pruebasRequeridasDelPedido(em, alcance, filtro.pedidoId)
    : null;
  return {
    porcentajeEntrevista: pe,
    pagina: p.pagina,
    paginas: p.paginas,
    total: p.total,
    pruebasRequeridasPedido,
    calificaciones: filas.map((c) => {
      const pruebas = c.pruebas
        .getItems()
        .sort((a, b) => a.id - b.id)
        .map((r) => ({
          codigo: r.codigo,
          nombre: CODIGO_PRUEBA_DIGITAL.etiqueta(r.codigo, r.codigo),
          puntaje: numeroONulo(r.puntaje),
          descartado: r.descartado,
        }));
      const reportado = numeroONulo(c.puntajeGlobalReportado);
      const { puntaje, puntajeEntrevista, partePruebas, parteEntrevista, final } = ponderarCalificacion(
        reportado,
        pruebas,
        pe,
      );
      const vigenteHasta = fechaIsoDeColumna(c.vigenteHasta);
      return {
        id: c.id,
        fecha: c.fecha,
        pedidoId: c.pedido?.id ?? null,
        pedidoCargo: c.pedido?.nombreCargo ?? null,
        vigenteHasta,
        vigente: vigenteHasta === null || vigenteHasta >= hoyIso,
        descartado: calificacionDescartada(c.descartado, pruebas),
        urlInforme: c.urlInforme ?? null,
        urlInformeLite: c.urlInformeLite ?? null,
        puntajeGlobalReportado: reportado,
        ponderacion: { puntaje, puntajeEntrevista, partePruebas, parteEntrevista, final },
        pruebas,
        entrevistas: c.entrevistas
          .getItems()
          .sort((a, b) => a.orden - b.orden)
          .map(entrevistaDto),
      };
    }),
  };
}
