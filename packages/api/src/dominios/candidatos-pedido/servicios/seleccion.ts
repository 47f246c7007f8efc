import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ConfiguracionPedidos,
  HojaDeVida,
  RequisitoPersona,
  ResultadoPruebaDigital,
  Usuario,
  type CandidatoPedido,
} from '@talento/db';
import {
  fechaEnZonaNegocio,
  MENSAJES_PIPELINE,
  pruebasRequeridas,
  TipoEventoPedido,
  transicionCandidato,
  verificarSeleccion,
  type DatosSeleccion,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { registrarEvento } from '../../pedidos';
import { cargarCandidatoPedidoParaEscribir } from './cargar';
import { exigirTransicion, resultadoDe, situacionDe, type ResultadoAccionCandidato } from './comun';

/**
 * What the three readings of "move to selected" look at (spec 01 §4):
 * - the orders config (min_porcentaje_hv) and the CV's porcentaje_total;
 * - the digital tests the order requires against the tests the person has done: a test result of a rating
 *   for this order, or of any rating still valid (vigente_hasta ≥ today), with a score or a discard;
 * - the documents: the person's requirement results of active, non-test requirement types (tests are
 *   reading a); the latest result of each must be "Cumple";
 * - the product state, waived for super users.
 */
export async function leerDatosSeleccion(
  tx: EntityManager,
  cp: CandidatoPedido,
  esSuperusuario: boolean,
  ahora: Date,
): Promise<DatosSeleccion> {
  const candidatoId = cp.candidato.id;
  const [config] = await tx.find(ConfiguracionPedidos, {}, { orderBy: { id: 'asc' }, limit: 1 });
  const hv = await tx.findOne(HojaDeVida, { candidato: candidatoId });
  const hoy = fechaEnZonaNegocio(ahora);
  const pruebas = await tx.find(
    ResultadoPruebaDigital,
    {
      $and: [
        {
          calificacion: {
            candidato: candidatoId,
            $or: [{ pedido: cp.pedido.id }, { vigenteHasta: { $gte: hoy } }],
          },
        },
        { $or: [{ puntaje: { $ne: null } }, { descartado: true }] },
      ],
    },
    { fields: ['codigo'] },
  );
  const documentos = hv
    ? await tx.find(
        RequisitoPersona,
        { hojaDeVida: hv.id, requisito: { estado: true, esPruebas: false } },
        { fields: ['requisito', 'resultado', 'fechaRealizacion'] },
      )
    : [];
  return {
    minPorcentajeHv: config?.minPorcentajeHv ?? null,
    porcentajeHv: hv?.porcentajeTotal ?? null,
    pruebasRequeridas: pruebasRequeridas(cp.pedido),
    pruebasRealizadas: [...new Set(pruebas.map((p) => p.codigo))],
    documentos: documentos.map((d) => ({
      requisitoId: d.requisito.id,
      resultado: d.resultado,
      fecha: String(d.fechaRealizacion),
      id: d.id,
    })),
    estadoProducto: cp.candidato.estadoProducto,
    esSuperusuario,
  };
}

/** Moves between pools with the type-3 event (pool → pool_nuevo) in the same transaction. */
async function moverPool(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
  accion: 'seleccionar' | 'devolverPreseleccion',
  mensaje: string,
): Promise<ResultadoAccionCandidato> {
  return em.transactional(async (tx) => {
    const cp = await cargarCandidatoPedidoParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const r = transicionCandidato(accion, situacionDe(cp), 'staff');
    exigirTransicion(r);
    if (accion === 'seleccionar') {
      const rechazo = verificarSeleccion(await leerDatosSeleccion(tx, cp, usuario.esSuperusuario, ahora));
      if (rechazo) throw new AppError('BAD_REQUEST', rechazo);
    }
    const anterior = cp.pool;
    cp.pool = r.poolNuevo;
    cp.modificadoPor = tx.getReference(Usuario, usuario.id);
    registrarEvento(tx, cp.pedido, {
      tipoEvento: TipoEventoPedido.CAMBIO_POOL,
      actorId: usuario.id,
      pool: anterior,
      poolNuevo: r.poolNuevo,
      candidatoNombre: nombreCompleto(cp.candidato),
      fecha: ahora,
    });
    await tx.flush();
    return resultadoDe(cp, mensaje);
  });
}

/** `candidatosPedido.seleccionar`: pre-selected → selected when the machine and all three readings allow it. */
export function seleccionarCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
) {
  return moverPool(em, usuario, entrada, ahora, 'seleccionar', MENSAJES_PIPELINE.seleccionado);
}

/** `candidatosPedido.devolver`: selected → pre-selected (state 0, stages 2–3). */
export function devolverCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
) {
  return moverPool(em, usuario, entrada, ahora, 'devolverPreseleccion', MENSAJES_PIPELINE.devuelto);
}
